import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { ErrorBody } from './errors.js';

export interface RateLimitRule {
  windowMs: number;
  limit: number;
}

const MINUTE = 60_000;

/** Every limit in one place. Counts are per client address unless the name says otherwise. */
export const RATE_LIMITS = {
  /** Contact messages and quote requests: a few per ten minutes is plenty for a person. */
  forms: { windowMs: 10 * MINUTE, limit: 5 },
  /** Failed sign-ins from one address. */
  login: { windowMs: 15 * MINUTE, limit: 20 },
  /** Failed sign-ins to one account, from anywhere: stops guessing one password from many addresses. */
  loginPerAccount: { windowMs: 15 * MINUTE, limit: 5 },
  register: { windowMs: 60 * MINUTE, limit: 5 },
  resendVerification: { windowMs: 60 * MINUTE, limit: 3 },
  passwordReset: { windowMs: 60 * MINUTE, limit: 5 },
  /** Enough for a family checking their names; too few to walk the directory. */
  customerLookup: { windowMs: 10 * MINUTE, limit: 20 },
} satisfies Record<string, RateLimitRule>;

export type RateLimits = typeof RATE_LIMITS;

interface LimitOptions {
  /** What to count by; the client address when absent. */
  key?: (req: Request) => string;
  /** Count only failed attempts (4xx/5xx answers). */
  failuresOnly?: boolean;
}

/**
 * Counted in this process: several instances behind a load balancer each count on their own, so the
 * effective limit is multiplied by the instance count; a shared store would fix that.
 */
export function rateLimited(
  rule: RateLimitRule,
  message: string,
  options: LimitOptions = {},
): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: options.failuresOnly ?? false,
    keyGenerator: options.key ?? ((req) => ipKeyGenerator(req.ip ?? 'unknown')),
    handler: (_req, res) => {
      const body: ErrorBody = { message };
      res.status(429).json(body);
    },
  });
}

/** The e-mail address in the body, lower-cased: the key for per-account limits. */
export const emailKey = (req: Request): string => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return `email:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
};
