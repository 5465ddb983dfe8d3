import { DEFAULT_LANGUAGE } from '../shared/language.js';
import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import { enqueueVisitorMail, visitorMailAllowed } from '../mail/visitor-mail.js';
import type { MailPorts } from '../mail/mail.ports.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { type AccountMailContext, alreadyRegisteredMail, verificationMail } from './account-mails.js';
import type { Registration } from './account.schema.js';
import { type AccountsPorts, type PasswordHasher } from './accounts.ports.js';
import { TOKEN_LIFETIME_MS, hashToken, newToken } from './email-tokens.js';
import { CLAIMS_PER_ADDRESS, type RegistrationClaim } from './registration-claim.js';

/** The one response to every registration, new address or taken: the mail says which it was. */
export const REGISTERED_MESSAGE =
  'Thank you for registering! We have sent you an e-mail: open its link to verify your address (it also holds your account ID), then sign in.';

export type RegistrationOutcome = { registered: true; accountId: string } | { registered: false };

/** Records a registration claim and, in the same transaction, queues its verification mail. */
export class RegisterUserUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork<AccountsPorts & MailPorts>,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly ids: Ids,
    private readonly mail: AccountMailContext,
  ) {}

  /**
   * The caller answers both outcomes alike: a visitor must not learn that an address has an account. The owner
   * of a taken address gets a notice instead of a verification link.
   */
  async execute(input: Registration): Promise<RegistrationOutcome> {
    // Hash before the transaction: argon2 takes tens of milliseconds and needs no database.
    const passwordHash = await this.hasher.hash(input.password);
    const token = newToken();
    const tokenHash = await hashToken(token);
    const now = this.clock.now();
    return this.unitOfWork.run(async ({ users, registrationClaims, outbox }) => {
      // Drawn for a taken address too, so that both answers cost the same work.
      const accountId = await users.nextAccountId();
      const owner = await users.findByEmail(input.email);
      if (owner) {
        await enqueueVisitorMail(outbox, alreadyRegisteredMail(this.mail, owner), now);
        return { registered: false };
      }
      // No account yet: this registration is a claim of its own beside any others of the address, with its
      // own link. Only the claim whose password is given with its link is verified, so a claim made before or
      // after the owner's can never become the owner's account.
      const claim: RegistrationClaim = {
        id: this.ids.next(),
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        destination: input.destination,
        accountId,
        tokenHash,
        expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS['verify-email']),
        passwordAttempts: 0,
        referrerAccountId: input.ref ?? null,
        createdAt: now,
      };
      // A claim that cannot be mailed this hour is not made: unmailed, it could only push the owner's out.
      if (!(await visitorMailAllowed(outbox, claim.email, now))) return { registered: false };
      await registrationClaims.add(claim);
      const claims = await registrationClaims.findByEmail(claim.email);
      for (const oldest of claims.slice(CLAIMS_PER_ADDRESS)) await registrationClaims.remove(oldest.id);
      await outbox.enqueueForVisitor(verificationMail(this.mail, claim, token, DEFAULT_LANGUAGE), now);
      return { registered: true, accountId: claim.accountId };
    });
  }
}
