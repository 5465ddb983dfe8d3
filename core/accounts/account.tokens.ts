import type { SessionRevoker } from '../shared/signed-in.js';
import { token } from '../shared/token.js';
import type {
  AccountVerifiedFollowUp,
  PasswordHasher,
  RegistrationClaimRepository,
  UserRepository,
} from './accounts.ports.js';
import type { CheckVerificationLinkUseCase } from './check-verification-link.use-case.js';
import type { LogInUseCase } from './log-in.use-case.js';
import type { RegisterUserUseCase } from './register-user.use-case.js';
import type { RequestPasswordResetUseCase } from './request-password-reset.use-case.js';
import type { ResendVerificationUseCase } from './resend-verification.use-case.js';
import type { ResetPasswordUseCase } from './reset-password.use-case.js';
import type { ChangeStaffRoleUseCase } from './change-staff-role.use-case.js';
import type { SetSignInBlockUseCase } from './set-sign-in-block.use-case.js';
import type { VerifyEmailUseCase } from './verify-email.use-case.js';
import type { UpdateProfileUseCase } from './update-profile.use-case.js';

export const ACCOUNT_TOKENS = {
  /** The user repository outside any transaction, for reads and single updates. */
  Users: token<UserRepository>('Users'),
  /** The registrations not verified yet, outside any transaction, for reads. */
  RegistrationClaims: token<RegistrationClaimRepository>('RegistrationClaims'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  SessionRevoker: token<SessionRevoker>('SessionRevoker'),
  /** What another area does when an account is verified (the referral program binds it). */
  VerifiedFollowUp: token<AccountVerifiedFollowUp>('AccountsVerifiedFollowUp'),
  RegisterUser: token<RegisterUserUseCase>('RegisterUser'),
  LogIn: token<LogInUseCase>('LogIn'),
  CheckVerificationLink: token<CheckVerificationLinkUseCase>('CheckVerificationLink'),
  VerifyEmail: token<VerifyEmailUseCase>('VerifyEmail'),
  ResendVerification: token<ResendVerificationUseCase>('ResendVerification'),
  RequestPasswordReset: token<RequestPasswordResetUseCase>('RequestPasswordReset'),
  ResetPassword: token<ResetPasswordUseCase>('ResetPassword'),
  ChangeStaffRole: token<ChangeStaffRoleUseCase>('AccountsChangeStaffRole'),
  UpdateProfile: token<UpdateProfileUseCase>('UpdateProfile'),
  SetSignInBlock: token<SetSignInBlockUseCase>('AccountsSetSignInBlock'),
} as const;
