import type { Clock } from '../shared/clock.js';
import { enqueueVisitorMail, visitorMailAllowed } from '../mail/visitor-mail.js';
import type { UnitOfWork } from '../unit-of-work.ports.js';
import { type AccountMailContext, alreadyRegisteredMail, verificationMail } from './account-mails.js';
import type { Registration } from './account.schema.js';
import { type PasswordHasher } from './accounts.ports.js';
import { type PublicUser, type User, type UserChanges, toPublicUser } from './user.js';
import { mailNewLink } from './mail-new-link.js';

/** The one answer to every registration, new address or taken: the mail says which it was. */
export const REGISTERED_MESSAGE =
  'Thank you for registering! We have sent you an e-mail: open its link to verify your address (it also holds your account ID), then sign in.';

export type RegistrationOutcome = { registered: true; user: PublicUser } | { registered: false };

/** Creates an unverified account and, in the same transaction, queues its verification mail. */
export class RegisterUserUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly mail: AccountMailContext,
  ) {}

  /**
   * The caller answers both outcomes alike: a visitor must not learn that an address has an account. The owner
   * of a taken address gets a notice instead of a verification link.
   */
  async execute(input: Registration): Promise<RegistrationOutcome> {
    // Hash before the transaction: argon2 takes tens of milliseconds and needs no database.
    const passwordHash = await this.hasher.hash(input.password);
    const now = this.clock.now();
    return this.unitOfWork.run(async ({ users, emailTokens, outbox }) => {
      const user: User = {
        id: crypto.randomUUID(),
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        phoneNumber: input.phoneNumber,
        destination: input.destination,
        isEmailVerified: false,
        isAdmin: false,
        accountId: await users.nextAccountId(),
        createdAt: now,
        updatedAt: now,
      };
      let account = user;
      if ((await users.addIfEmailFree(user)) === 'email-taken') {
        const owner = await users.findByEmail(user.email);
        if (!owner) return { registered: false };
        if (owner.isEmailVerified) {
          await enqueueVisitorMail(outbox, alreadyRegisteredMail(this.mail, owner), now);
          return { registered: false };
        }
        // A registration no one has verified yet is only a claim: the newest replaces it (password, name,
        // phone), and only the address's owner can verify it. Whoever registered someone else's address first
        // loses it the moment the owner registers. A claim that cannot be mailed this hour replaces nothing:
        // the link already in the owner's mailbox would otherwise verify the newcomer's password.
        if (!(await visitorMailAllowed(outbox, owner.email, now))) return { registered: false };
        const { passwordHash: hash, firstName, lastName, phoneNumber, destination } = user;
        const pending: UserChanges = { passwordHash: hash, firstName, lastName, phoneNumber, destination };
        await users.update(owner.id, pending, now);
        account = { ...owner, ...pending };
      }
      // A new account, or the replaced claim: the only link that works is the one mailed now.
      const mailWith = (token: string) => verificationMail(this.mail, account, token);
      await mailNewLink({ emailTokens, outbox }, account, 'verify-email', mailWith, now);
      return { registered: true, user: toPublicUser(account) };
    });
  }
}
