import type { Clock } from '../shared/clock.js';
import type { Ids } from '../shared/ids.js';
import { type Result, fail, ok } from '../shared/result.js';
import type { UnitOfWork } from '../shared/unit-of-work.ports.js';
import { ACCOUNT_ERRORS, type LinkRefusal } from './account.errors.js';
import type { LinkPassword } from './account.schema.js';
import type { AccountVerifiedFollowUp, AccountsPorts, PasswordHasher } from './accounts.ports.js';
import { hashToken } from './email-tokens.js';
import { passwordCheck } from './password-check.js';
import { PASSWORD_ATTEMPTS, type RegistrationClaim, accountFrom, linkRefusal } from './registration-claim.js';
import { type PublicUser, toPublicUser } from './user.js';

/** A link as verification finds it: its claim and the attempts counted with this one, or why it cannot verify. */
type Opened = { claim: RegistrationClaim; attempts: number } | { refusal: LinkRefusal };

/**
 * Verifies a registration claim with its mailed link and the password chosen at sign-up: the mailbox and the
 * password together. The claim becomes the verified account; the address's other claims are removed, and their
 * links (like its own) say from then on that the address is verified. A wrong password leaves the claim as it
 * was, but counts: after PASSWORD_ATTEMPTS the link stops working. What another area does for a new account
 * (the referral program's welcome credit) follows in the same transaction.
 */
export class VerifyEmailUseCase {
  /** A link that cannot verify costs the same argon2 work as one that can. */
  private readonly matches: ReturnType<typeof passwordCheck>;

  constructor(
    private readonly unitOfWork: UnitOfWork<AccountsPorts>,
    hasher: PasswordHasher,
    private readonly clock: Clock,
    private readonly ids: Ids,
    private readonly followUp: AccountVerifiedFollowUp,
  ) {
    this.matches = passwordCheck(hasher);
  }

  async execute({
    token,
    password,
  }: LinkPassword): Promise<Result<PublicUser, LinkRefusal<'ACCOUNT.WRONG_PASSWORD'>>> {
    const tokenHash = await hashToken(token);
    const opened: Opened = await this.unitOfWork.run(async (ports) => {
      const claim = await ports.registrationClaims.findByTokenHash(tokenHash);
      const refusal = await linkRefusal(ports, tokenHash, claim, this.clock.now());
      if (!claim || refusal) return { refusal: refusal ?? ACCOUNT_ERRORS.tokenInvalid };
      // Counted before the password is checked, so that attempts made at once cannot pass the limit.
      const attempts = await ports.registrationClaims.countPasswordAttempt(claim.id, PASSWORD_ATTEMPTS);
      return attempts === undefined ? { refusal: ACCOUNT_ERRORS.linkRetired } : { claim, attempts };
    });
    // Outside the transaction: argon2 takes tens of milliseconds.
    const matches = await this.matches('claim' in opened ? opened.claim.passwordHash : undefined, password);
    if ('refusal' in opened) return fail(opened.refusal);
    if (!matches) {
      return fail(
        opened.attempts >= PASSWORD_ATTEMPTS ? ACCOUNT_ERRORS.linkRetired : ACCOUNT_ERRORS.wrongPassword,
      );
    }
    const { claim } = opened;
    return this.unitOfWork.run(async (ports, transaction) => {
      const { users, registrationClaims, emailTokens } = ports;
      const now = this.clock.now();
      if (!(await registrationClaims.remove(claim.id))) {
        return fail((await linkRefusal(ports, tokenHash, undefined, now)) ?? ACCOUNT_ERRORS.tokenInvalid);
      }
      const account = accountFrom(claim, now);
      // An account made meanwhile (another claim verified at the same moment) keeps the address.
      if ((await users.addIfEmailFree(account)) === 'email-taken')
        return fail(ACCOUNT_ERRORS.alreadyVerified);
      const others = await registrationClaims.findByEmail(claim.email);
      for (const other of others) await registrationClaims.remove(other.id);
      // Every settled claim's link is kept as a used link of the account: opened again, it says so.
      for (const settled of [claim, ...others]) {
        await emailTokens.add({
          id: this.ids.next(),
          userId: account.id,
          purpose: 'verify-email',
          tokenHash: settled.tokenHash,
          expiresAt: settled.expiresAt,
          usedAt: now,
        });
      }
      await this.followUp.accountVerified(
        transaction,
        { account, referrerAccountId: claim.referrerAccountId },
        now,
      );
      return ok(toPublicUser(account));
    });
  }
}
