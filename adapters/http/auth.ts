import type { Request, RequestHandler } from 'express';
import type { UserRepository } from '../../core/accounts/accounts.ports.js';
import { type PublicUser, toPublicUser } from '../../core/accounts/user.js';
import { HttpError } from './errors.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by requireUser: the signed-in user, fresh from the database. */
    user?: PublicUser;
  }
}

/** The signed-in user, read from the database each time so a revoked role or deleted account counts at once. */
export async function currentUser(req: Request, users: UserRepository): Promise<PublicUser | undefined> {
  const userId = req.session.userId;
  if (!userId) return undefined;
  const user = await users.findById(userId);
  return user && toPublicUser(user);
}

/** The user the guard of a signed-in or staff endpoint admitted. */
export function signedInUser(req: Request): PublicUser {
  if (!req.user) throw new HttpError('UNAUTHENTICATED', 'Not signed in');
  return req.user;
}

export function requireUser(users: UserRepository): RequestHandler {
  return async (req, _res, next) => {
    const user = await currentUser(req, users);
    if (!user) throw new HttpError('UNAUTHENTICATED', 'Not signed in');
    req.user = user;
    next();
  };
}

/** 401 without a session, 403 without the admin role. */
export function requireAdmin(users: UserRepository): RequestHandler {
  return async (req, _res, next) => {
    const user = await currentUser(req, users);
    if (!user) throw new HttpError('UNAUTHENTICATED', 'Please sign in first.');
    if (!user.isAdmin) throw new HttpError('FORBIDDEN', 'This page is for staff only.');
    req.user = user;
    next();
  };
}
