import type { PasswordHasher, SessionRevoker, UserRepository } from './accounts/accounts.ports.js';
import type { LogInUseCase } from './accounts/log-in.use-case.js';
import type { RegisterUserUseCase } from './accounts/register-user.use-case.js';
import type { RequestPasswordResetUseCase } from './accounts/request-password-reset.use-case.js';
import type { ResendVerificationUseCase } from './accounts/resend-verification.use-case.js';
import type { ResetPasswordUseCase } from './accounts/reset-password.use-case.js';
import type { SetAdminRoleUseCase } from './accounts/set-admin-role.use-case.js';
import type { VerifyEmailUseCase } from './accounts/verify-email.use-case.js';
import type { SendContactMessageUseCase } from './contact/send-contact-message.use-case.js';
import type { ImportRateCardsUseCase } from './competitors/import-rate-cards.use-case.js';
import type { RateCardBook } from './competitors/rate-card-book.js';
import type { ClearCustomersUseCase } from './customers/clear-customers.use-case.js';
import type { CustomerDirectory } from './customers/customers.ports.js';
import type { ImportCustomersUseCase } from './customers/import-customers.use-case.js';
import type { LookUpCustomerUseCase } from './customers/look-up-customer.use-case.js';
import type { AddFeaturedProductUseCase } from './products/add-featured-product.use-case.js';
import type { LookUpProductUseCase } from './products/look-up-product.use-case.js';
import type {
  FeaturedProductRepository,
  ProductCatalog,
  ShortLinkResolver,
} from './products/products.ports.js';
import type { RefreshFeaturedProductsUseCase } from './products/refresh-featured-products.use-case.js';
import type { RemoveFeaturedProductUseCase } from './products/remove-featured-product.use-case.js';
import type { SubmitQuoteRequestUseCase } from './quotes/submit-quote-request.use-case.js';
import type { DeploySectionUseCase } from './sections/deploy-section.use-case.js';
import type { LiveSection } from './sections/homepage-sections.js';
import type { Reread } from './shared/reread.js';
import type { Clock } from './shared/clock.js';
import type { UnitOfWork } from './unit-of-work.ports.js';

declare const portType: unique symbol;
/** A symbol that remembers the type bound to it, so that resolving it needs no cast at call sites. */
export type Token<T> = symbol & { readonly [portType]?: T };

function token<T>(name: string): Token<T> {
  return Symbol.for(`kango.${name}`);
}

export const TOKENS = {
  Clock: token<Clock>('Clock'),
  /** The competitor rate cards: the shipped file and staff's imports, the one in force by date. */
  RateCardBook: token<RateCardBook>('RateCardBook'),
  ImportRateCards: token<ImportRateCardsUseCase>('ImportRateCards'),
  /** The live homepage sections as this process last read them (for the pages it renders). */
  LiveSectionsNow: token<Reread<LiveSection[]>>('LiveSectionsNow'),
  DeploySection: token<DeploySectionUseCase>('DeploySection'),
  /** The Amazon associate tag every product link carries. */
  AssociateTag: token<string>('AssociateTag'),
  UnitOfWork: token<UnitOfWork>('UnitOfWork'),
  /** The user repository outside any transaction, for reads and single updates. */
  Users: token<UserRepository>('Users'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  SessionRevoker: token<SessionRevoker>('SessionRevoker'),
  RegisterUser: token<RegisterUserUseCase>('RegisterUser'),
  LogIn: token<LogInUseCase>('LogIn'),
  VerifyEmail: token<VerifyEmailUseCase>('VerifyEmail'),
  ResendVerification: token<ResendVerificationUseCase>('ResendVerification'),
  RequestPasswordReset: token<RequestPasswordResetUseCase>('RequestPasswordReset'),
  ResetPassword: token<ResetPasswordUseCase>('ResetPassword'),
  SetAdminRole: token<SetAdminRoleUseCase>('SetAdminRole'),
  SendContactMessage: token<SendContactMessageUseCase>('SendContactMessage'),
  SubmitQuoteRequest: token<SubmitQuoteRequestUseCase>('SubmitQuoteRequest'),
  /** The customer directory outside any transaction, for reads and single changes. */
  Customers: token<CustomerDirectory>('Customers'),
  ImportCustomers: token<ImportCustomersUseCase>('ImportCustomers'),
  LookUpCustomer: token<LookUpCustomerUseCase>('LookUpCustomer'),
  ClearCustomers: token<ClearCustomersUseCase>('ClearCustomers'),
  ProductCatalog: token<ProductCatalog>('ProductCatalog'),
  ShortLinkResolver: token<ShortLinkResolver>('ShortLinkResolver'),
  /** The featured products outside any transaction. */
  FeaturedProducts: token<FeaturedProductRepository>('FeaturedProducts'),
  LookUpProduct: token<LookUpProductUseCase>('LookUpProduct'),
  AddFeaturedProduct: token<AddFeaturedProductUseCase>('AddFeaturedProduct'),
  RemoveFeaturedProduct: token<RemoveFeaturedProductUseCase>('RemoveFeaturedProduct'),
  RefreshFeaturedProducts: token<RefreshFeaturedProductsUseCase>('RefreshFeaturedProducts'),
} as const;
