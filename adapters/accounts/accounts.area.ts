import type { PasswordHasher } from '../../core/accounts/accounts.ports.js';
import { PAGES } from '../../core/accounts/api/accounts.pages.js';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { CheckVerificationLinkUseCase } from '../../core/accounts/check-verification-link.use-case.js';
import { LogInUseCase } from '../../core/accounts/log-in.use-case.js';
import { SetSignInBlockUseCase } from '../../core/accounts/set-sign-in-block.use-case.js';
import { RegisterUserUseCase } from '../../core/accounts/register-user.use-case.js';
import { RequestPasswordResetUseCase } from '../../core/accounts/request-password-reset.use-case.js';
import { ResendVerificationUseCase } from '../../core/accounts/resend-verification.use-case.js';
import { ResetPasswordUseCase } from '../../core/accounts/reset-password.use-case.js';
import { ChangeStaffRoleUseCase } from '../../core/accounts/change-staff-role.use-case.js';
import { UpdateProfileUseCase } from '../../core/accounts/update-profile.use-case.js';
import { VerifyEmailUseCase } from '../../core/accounts/verify-email.use-case.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { accountRoutes } from './accounts.routes.js';
import { inMemoryEmailTokens } from './in-memory-email-tokens.js';
import { inMemoryRegistrationClaims } from './in-memory-registration-claims.js';
import { inMemoryUsers } from './in-memory-users.js';
import { KnexEmailTokens } from './knex-email-tokens.js';
import { KnexRegistrationClaims } from './knex-registration-claims.js';
import { KnexUsers } from './knex-users.js';
import * as registrationClaims from './migrations/20261126-015-registration-claims.js';
import * as claimReferrers from './migrations/20261127-012-registration-claim-referrers.js';
import * as userKraPins from './migrations/20261203-110-user-kra-pins.js';
import * as staffRoles from './migrations/20261204-120-staff-roles.js';
import * as signInBlocks from './migrations/20261204-121-sign-in-blocks.js';
import * as userLanguages from './migrations/20261205-100-user-languages.js';
import { Argon2PasswordHasher } from './argon2-password-hasher.js';
import { bindFactory } from '../wiring.js';
import { areaModule } from '../area-module.js';

declare module '../wiring.js' {
  interface ContainerOverrides {
    /** A quick hasher for tests; argon2id otherwise. */
    passwordHasher?: PasswordHasher;
  }
}

/** Registration, sign-in, e-mail verification, password reset and the staff roles. */
export const accountsArea = areaModule({
  name: 'accounts',
  pages: PAGES,
  repositories: {
    users: { knex: (db) => new KnexUsers(db), memory: inMemoryUsers },
    registrationClaims: {
      knex: (db) => new KnexRegistrationClaims(db),
      memory: inMemoryRegistrationClaims,
    },
    emailTokens: { knex: (db) => new KnexEmailTokens(db), memory: inMemoryEmailTokens },
  },
  memoryTables: {
    users: () => new Map(),
    registrationClaims: () => new Map(),
    emailTokens: () => new Map(),
  },
  migrations: {
    '20261126-015-registration-claims': registrationClaims,
    '20261127-012-registration-claim-referrers': claimReferrers,
    '20261203-110-user-kra-pins': userKraPins,
    '20261204-120-staff-roles': staffRoles,
    '20261204-121-sign-in-blocks': signInBlocks,
    '20261205-100-user-languages': userLanguages,
  },
  rateLimits: {
    /** Failed verifications from one address: a few typos, never a guessing run (each link allows five). */
    verifyEmail: { windowMs: 15 * 60_000, limit: 20 },
  },
  bind(container, { config, reads, sessions, overrides }) {
    const { UnitOfWork: uow, Clock: clock } = TOKENS;
    const { PasswordHasher: hasher, Users: users, SessionRevoker: revoker } = ACCOUNT_TOKENS;
    const claims = ACCOUNT_TOKENS.RegistrationClaims;
    const { brandName, supportEmail } = config.identity;
    const mail = { brandName, supportEmail, siteUrl: config.publicUrl };
    container.bind(users).toConstantValue(reads.users);
    container.bind(TOKENS.SignedInUsers).toConstantValue({
      find: async (userId: string) => {
        const user = await reads.users.findById(userId);
        // A blocked account's session admits nothing, on every instance, even before it is revoked.
        if (!user || user.blockedReason) return undefined;
        const { id, email, firstName, accountId, roles } = user;
        return { id, email, firstName, accountId, roles };
      },
    });
    container.bind(claims).toConstantValue(reads.registrationClaims);
    container.bind(revoker).toConstantValue(sessions.revoker);
    container.bind(hasher).toConstantValue(overrides.passwordHasher ?? new Argon2PasswordHasher());
    bindFactory(
      container,
      ACCOUNT_TOKENS.RegisterUser,
      [uow, hasher, clock, TOKENS.Ids],
      (u, h, c, ids) => new RegisterUserUseCase(u, h, c, ids, mail),
    );
    bindFactory(
      container,
      ACCOUNT_TOKENS.LogIn,
      [users, claims, hasher, clock],
      (r, p, h, c) => new LogInUseCase(r, p, h, c),
    );
    bindFactory(
      container,
      ACCOUNT_TOKENS.CheckVerificationLink,
      [uow, clock],
      (u, c) => new CheckVerificationLinkUseCase(u, c),
    );
    bindFactory(
      container,
      ACCOUNT_TOKENS.VerifyEmail,
      [uow, hasher, clock, TOKENS.Ids, ACCOUNT_TOKENS.VerifiedFollowUp],
      (u, h, c, ids, f) => new VerifyEmailUseCase(u, h, c, ids, f),
    );
    bindFactory(
      container,
      ACCOUNT_TOKENS.ResendVerification,
      [uow, clock],
      (u, c) => new ResendVerificationUseCase(u, c, mail),
    );
    bindFactory(
      container,
      ACCOUNT_TOKENS.RequestPasswordReset,
      [uow, clock, TOKENS.Ids],
      (u, c, ids) => new RequestPasswordResetUseCase(u, c, ids, mail),
    );
    bindFactory(
      container,
      ACCOUNT_TOKENS.ResetPassword,
      [uow, hasher, revoker, clock],
      (u, h, r, c) => new ResetPasswordUseCase(u, h, r, c),
    );
    bindFactory(
      container,
      ACCOUNT_TOKENS.ChangeStaffRole,
      [uow, clock],
      (u, c) => new ChangeStaffRoleUseCase(u, c),
    );
    bindFactory(
      container,
      ACCOUNT_TOKENS.UpdateProfile,
      [users, clock],
      (r, c) => new UpdateProfileUseCase(r, c),
    );
    bindFactory(
      container,
      ACCOUNT_TOKENS.SetSignInBlock,
      [uow, revoker, clock],
      (u, s, c) => new SetSignInBlockUseCase(u, s, c),
    );
  },
  routes: (container, api, { limiting }) => {
    accountRoutes(container, api, limiting);
  },
});
