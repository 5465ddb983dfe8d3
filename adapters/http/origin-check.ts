import type { RequestHandler } from 'express';
import type { ErrorBody } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). Browsers always send Origin
 * with a cross-site POST; a request without one comes from a non-browser client, which carries no cookies
 * it did not get itself.
 */
export function originCheck(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  return (req, res, next) => {
    const origin = req.get('origin');
    if (SAFE_METHODS.has(req.method) || origin === undefined) return next();
    const sameHost = `${req.protocol}://${req.get('host') ?? ''}`;
    if (origin === allowed || origin === sameHost) return next();
    const body: ErrorBody = { message: 'Cross-site requests are not allowed' };
    res.status(403).json(body);
  };
}
