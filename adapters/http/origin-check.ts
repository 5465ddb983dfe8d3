import type { RequestHandler } from 'express';
import { HttpError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). Browsers always send Origin
 * with a cross-site POST; a request without one comes from a non-browser client, which carries no cookies
 * it did not get itself.
 */
export function originCheck(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  return (req, _res, next) => {
    const origin = req.get('origin');
    if (SAFE_METHODS.has(req.method) || origin === undefined) return next();
    const sameHost = `${req.protocol}://${req.get('host') ?? ''}`;
    if (origin === allowed || origin === sameHost) return next();
    next(new HttpError('FORBIDDEN', 'Cross-site requests are not allowed'));
  };
}
