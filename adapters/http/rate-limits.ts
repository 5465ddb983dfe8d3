import { type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { ErrorBody } from './errors.js';

export interface RateLimitRule {
  windowMs: number;
  limit: number;
}

/** Submissions a person makes by hand: a few per ten minutes from one address is plenty. */
export const FORM_SUBMISSION_LIMIT: RateLimitRule = { windowMs: 10 * 60_000, limit: 5 };

/**
 * Per client address, counted in this process. Several instances behind a load balancer each count on their
 * own, so the effective limit is multiplied by the instance count; a shared store would fix that.
 */
export function rateLimited(rule: RateLimitRule, message: string): RequestHandler {
  return rateLimit({
    windowMs: rule.windowMs,
    limit: rule.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      const body: ErrorBody = { message };
      res.status(429).json(body);
    },
  });
}
