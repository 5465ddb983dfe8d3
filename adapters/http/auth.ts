import type { Request, RequestHandler } from 'express';
import type { SignedInUser, SignedInUsers } from '../../core/shared/signed-in.js';
import { HttpError } from './errors.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by the guards: the signed-in user, fresh from the database. */
    user?: SignedInUser;
  }
}

/** The signed-in user of the request's session, if any. */
export async function currentUser(req: Request, users: SignedInUsers): Promise<SignedInUser | undefined> {
  const userId = req.session.userId;
  return userId ? users.find(userId) : undefined;
}

/** The user the guard of a signed-in or staff endpoint admitted. */
export function signedInUser(req: Request): SignedInUser {
  if (!req.user) throw new HttpError('UNAUTHENTICATED', 'Not signed in');
  return req.user;
}

export function requireUser(users: SignedInUsers): RequestHandler {
  return async (req, _res, next) => {
    const user = await currentUser(req, users);
    if (!user) throw new HttpError('UNAUTHENTICATED', 'Not signed in');
    req.user = user;
    next();
  };
}

/** 401 without a session, 403 without the admin role. */
export function requireAdmin(users: SignedInUsers): RequestHandler {
  return async (req, _res, next) => {
    const user = await currentUser(req, users);
    if (!user) throw new HttpError('UNAUTHENTICATED', 'Please sign in first.');
    if (!user.isAdmin) throw new HttpError('FORBIDDEN', 'This page is for staff only.');
    req.user = user;
    next();
  };
}

/**
 * Who acts on a staff endpoint, as the audit trail records them: the staff member the guard admitted and the
 * address the request came from (the proxy's client address where `trust proxy` says so).
 */
export function staffActor(req: Request): { staffUserId: string; staffEmail: string; address: string } {
  const user = signedInUser(req);
  return { staffUserId: user.id, staffEmail: user.email, address: req.ip ?? 'unknown' };
}
