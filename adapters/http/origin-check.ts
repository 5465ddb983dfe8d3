import type { RequestHandler } from 'express';
import { HttpError } from './errors.js';
import { SESSION_COOKIE } from './sessions.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the request carries the session cookie: only then can another site act as the visitor. */
const carriesSession = (cookieHeader: string | undefined): boolean =>
  cookieHeader?.split(';').some((cookie) => cookie.trim().startsWith(`${SESSION_COOKIE}=`)) ?? false;

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). One that carries the session
 * cookie must prove it comes from this site: its Origin is this site, or the browser says `Sec-Fetch-Site:
 * same-origin`; missing both, it is refused. One without the cookie acts as no one and is refused only when
 * its Origin names another site.
 */
export function originCheck(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    const sameHost = `${req.protocol}://${req.get('host') ?? ''}`;
    const fromThisSite = origin === allowed || origin === sameHost;
    // Without an Origin: a same-origin fetch says so, and a request without the session cookie acts as no one.
    const harmlessWithoutOrigin =
      origin === undefined &&
      (req.get('sec-fetch-site') === 'same-origin' || !carriesSession(req.get('cookie')));
    if (fromThisSite || harmlessWithoutOrigin) return next();
    next(new HttpError('FORBIDDEN', 'Cross-site requests are not allowed'));
  };
}
