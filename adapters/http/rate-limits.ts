import type { Request } from 'express';
import { type RateLimitRequestHandler, ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { slowDown } from 'express-slow-down';
import { safeParse } from 'zod/mini';
import { emailOnlySchema } from '../../core/accounts/account.schema.js';
import { HttpError } from './errors.js';

export interface RateLimitRule {
  windowMs: number;
  limit: number;
}

/** After `after` counted requests in the window, each further one waits twice as long as the one before. */
export interface SlowDownRule {
  windowMs: number;
  after: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

const MINUTE = 60_000;

/** Every limit in one place. Counts are per client address unless the name says otherwise. */
export const RATE_LIMITS = {
  /** Contact messages and quote requests: a few per ten minutes is plenty for a person. */
  forms: { windowMs: 10 * MINUTE, limit: 5 },
  /** Failed sign-ins from one address, to any accounts. */
  login: { windowMs: 15 * MINUTE, limit: 20 },
  /** Failed sign-ins to one account from one address: stops that guesser, never the owner elsewhere. */
  loginPerAccountAndAddress: { windowMs: 15 * MINUTE, limit: 5 },
  register: { windowMs: 60 * MINUTE, limit: 5 },
  resendVerification: { windowMs: 60 * MINUTE, limit: 3 },
  passwordReset: { windowMs: 60 * MINUTE, limit: 5 },
  /** Enough for a family checking their names; too few to walk the directory. */
  customerLookup: { windowMs: 10 * MINUTE, limit: 20 },
  /** Product lookups and validations: each may cost one of the site's catalog calls (one per second). */
  productLookup: { windowMs: 10 * MINUTE, limit: 30 },
} satisfies Record<string, RateLimitRule>;

/**
 * Failed sign-ins to one account from anywhere slow its sign-ins down (0.5 s, 1 s, 2 s … at most 8 s) but never
 * refuse them: a stranger who guesses from many addresses gains little, and cannot lock the owner out.
 */
export const LOGIN_SLOW_DOWN: SlowDownRule = {
  windowMs: 15 * MINUTE,
  after: 5,
  firstDelayMs: 500,
  maxDelayMs: 8_000,
};

export type RateLimits = typeof RATE_LIMITS & { loginSlowDown: SlowDownRule };

interface LimitOptions {
  /** What to count by; the client address when absent. Answering undefined leaves the request uncounted. */
  key?: (req: Request) => string | undefined;
  /** Count only failed attempts (4xx/5xx answers). */
  failuresOnly?: boolean;
}

const addressKey = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

/**
 * Counted in this process: several instances behind a load balancer each count on their own, so the
 * effective limit is multiplied by the instance count; a shared store would fix that. A refusal is a 429
 * through the error table.
 */
export function rateLimited(
  rule: RateLimitRule,
  message: string,
  options: LimitOptions = {},
): RateLimitRequestHandler {
  const key = options.key ?? addressKey;
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: options.failuresOnly ?? false,
    skip: (req) => key(req) === undefined,
    keyGenerator: (req) => key(req) ?? '',
    handler: (_req, _res, next) => next(new HttpError('RATE_LIMITED', message)),
  });
}

/** Delays rather than refuses; see SlowDownRule. */
function slowedDown(rule: SlowDownRule, options: Required<LimitOptions>): RateLimitRequestHandler {
  return slowDown({
    windowMs: rule.windowMs,
    delayAfter: rule.after,
    delayMs: (used) => rule.firstDelayMs * 2 ** (used - rule.after - 1),
    maxDelayMs: rule.maxDelayMs,
    skipSuccessfulRequests: options.failuresOnly,
    skip: (req) => options.key(req) === undefined,
    keyGenerator: (req) => options.key(req) ?? '',
  });
}

const keyOfAccount = (email: string) => `account:${email.toLowerCase()}`;
const keyOfAccountAndAddress = (account: string, req: Request) => `${account}|${addressKey(req)}`;

/**
 * The body's e-mail address as the schema accepts it (trimmed, at most 254 characters, lower-cased): the key of
 * per-account limits. A body without a valid address is not counted here; validation refuses it anyway.
 */
const accountKey = (req: Request): string | undefined => {
  const parsed = safeParse(emailOnlySchema, req.body);
  return parsed.success ? keyOfAccount(parsed.data.email) : undefined;
};

const accountAndAddressKey = (req: Request): string | undefined => {
  const account = accountKey(req);
  return account && keyOfAccountAndAddress(account, req);
};

/** The login limiters that a successful sign-in or password reset clears for an account. */
export interface AccountLimiters {
  perAccountAndAddress: RateLimitRequestHandler;
  perAccount: RateLimitRequestHandler;
  /** Forgets the failures counted against this account (from this request's address for the pair). */
  clear(req: Request, email: string): void;
}

export function accountLimiters(limits: RateLimits, refusal: string): AccountLimiters {
  const perAccountAndAddress = rateLimited(limits.loginPerAccountAndAddress, refusal, {
    key: accountAndAddressKey,
    failuresOnly: true,
  });
  const perAccount = slowedDown(limits.loginSlowDown, { key: accountKey, failuresOnly: true });
  return {
    perAccountAndAddress,
    perAccount,
    clear: (req, email) => {
      const account = keyOfAccount(email);
      perAccount.resetKey(account);
      perAccountAndAddress.resetKey(keyOfAccountAndAddress(account, req));
    },
  };
}
