import type { Request } from 'express';
import { type RateLimitRequestHandler, type Store, ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { slowDown } from 'express-slow-down';
import * as z from 'zod/mini';
import { emailAddress } from '../../core/shared/text-fields.js';
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

/**
 * The shared limits, which several areas' endpoints name; an area's own rules are in its module
 * (`rateLimits`). Counts are per client address unless the name says otherwise.
 */
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

/** Every rule by the name endpoints give it, and the sign-in slow-down. */
export interface RateLimits {
  loginSlowDown: SlowDownRule;
  [rule: string]: RateLimitRule | SlowDownRule;
}

interface LimitOptions {
  /** What to count by; the client address when absent. Answering undefined leaves the request uncounted. */
  key?: (req: Request) => string | undefined;
  /** Count only failed attempts (4xx/5xx answers). */
  failuresOnly?: boolean;
}

const addressKey = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

const keyOfAccount = (email: string) => `account:${email.toLowerCase()}`;
const keyOfAccountAndAddress = (account: string, req: Request) => `${account}|${addressKey(req)}`;

/**
 * The body's e-mail address as the schema accepts it (trimmed, at most 254 characters, lower-cased): the key of
 * per-account limits. A body without a valid address is not counted here; validation refuses it anyway.
 */
const accountBody = z.object({ email: emailAddress('no address', 'no address') });
const accountKey = (req: Request): string | undefined => {
  const parsed = z.safeParse(accountBody, req.body);
  return parsed.success ? keyOfAccount(parsed.data.email) : undefined;
};

const accountAndAddressKey = (req: Request): string | undefined => {
  const account = accountKey(req);
  return account && keyOfAccountAndAddress(account, req);
};

/** The login limiters that a successful sign-in or password reset clears for an account. */
interface AccountLimiters {
  perAccountAndAddress: RateLimitRequestHandler;
  perAccount: RateLimitRequestHandler;
  /** Forgets the failures counted against this account (from this request's address for the pair). */
  clear(req: Request, email: string): Promise<void>;
}

/**
 * Makes the counter store of one named limiter: PostgreSQL (every instance asking by the same name shares the
 * counts), or memory when the storage is memory.
 */
export type RateLimitStores = (name: string) => Store;

export interface RateLimiting {
  /**
   * A limiter under one of the rules. Its name keys its counters: every instance that names it alike counts the
   * same requests (in PostgreSQL; in memory only when the storage is memory), and within one app a name asked
   * for again is the same limiter. An error is a 429 through the error table.
   */
  limit(name: string, rule: string, message: string, options?: LimitOptions): RateLimitRequestHandler;
  /** The sign-in limiters per account; see LOGIN_SLOW_DOWN. */
  account(refusal: string): AccountLimiters;
}

export function rateLimiting(limits: RateLimits, stores: RateLimitStores): RateLimiting {
  const ruleNamed = (name: string): RateLimitRule => {
    const rule = limits[name];
    if (!rule || !('limit' in rule)) throw new Error(`no rate-limit rule ${name} (RATE_LIMITS or an area's)`);
    return rule;
  };
  const counted = (name: string, message: string, options: LimitOptions, store: Store) => {
    const key = options.key ?? addressKey;
    const { windowMs, limit } = ruleNamed(name);
    return rateLimit({
      windowMs,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      skipSuccessfulRequests: options.failuresOnly ?? false,
      skip: (req) => key(req) === undefined,
      keyGenerator: (req) => key(req) ?? '',
      handler: (_req, _res, next) => next(new HttpError('RATE_LIMITED', message)),
      store,
    });
  };

  /** Delays rather than refuses; see SlowDownRule. */
  const slowedDown = (rule: SlowDownRule, key: (req: Request) => string | undefined, store: Store) =>
    slowDown({
      windowMs: rule.windowMs,
      delayAfter: rule.after,
      delayMs: (used) => rule.firstDelayMs * 2 ** (used - rule.after - 1),
      maxDelayMs: rule.maxDelayMs,
      skipSuccessfulRequests: true,
      skip: (req) => key(req) === undefined,
      keyGenerator: (req) => key(req) ?? '',
      store,
    });

  // One limiter per name, so that a page and an endpoint naming one counter count the same requests once each.
  const limiters = new Map<string, RateLimitRequestHandler>();
  return {
    limit: (name, rule, message, options = {}) => {
      let limiter = limiters.get(name);
      if (!limiter) {
        limiter = counted(rule, message, options, stores(name));
        limiters.set(name, limiter);
      }
      return limiter;
    },
    account: (refusal) => {
      const pairCounts = stores('login-account-address');
      const accountCounts = stores('login-account');
      return {
        perAccountAndAddress: counted(
          'loginPerAccountAndAddress',
          refusal,
          { key: accountAndAddressKey, failuresOnly: true },
          pairCounts,
        ),
        perAccount: slowedDown(limits.loginSlowDown, accountKey, accountCounts),
        clear: async (req, email) => {
          const account = keyOfAccount(email);
          await Promise.all([
            accountCounts.resetKey(account),
            pairCounts.resetKey(keyOfAccountAndAddress(account, req)),
          ]);
        },
      };
    },
  };
}
