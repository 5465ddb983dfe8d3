import type { Request, RequestHandler } from 'express';
import type { DeskActor } from '../../core/shared/actor.js';
import type { SignedInUser, SignedInUsers } from '../../core/shared/signed-in.js';
import { type NeededRoles, mayAct } from '../../core/shared/staff-roles.js';
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

/** The role needed, in words: 'the finance role', 'the dispatch or warehouse role'. */
const roleNames = (roles: NeededRoles): string =>
  `the ${[...roles.filter((role) => role !== 'admin'), 'admin'].join(' or ')} role`;

/**
 * 401 without a session, 403 without one of the roles (an admin passes every one). The user is read fresh on each
 * request, so a role taken away counts at the next one.
 */
export function requireRoles(users: SignedInUsers): (roles: NeededRoles) => RequestHandler {
  return (roles) => async (req, _res, next) => {
    const user = await currentUser(req, users);
    if (!user) throw new HttpError('UNAUTHENTICATED', 'Please sign in first.');
    if (!mayAct(user.roles, roles)) {
      throw new HttpError('FORBIDDEN', `This is for staff with ${roleNames(roles)}.`);
    }
    req.user = user;
    next();
  };
}

/** Who takes a staff action: the staff member signed in, the request's address, and why when they said. */
export function staffActor(req: Request, reason?: string): DeskActor {
  const user = signedInUser(req);
  return {
    staffUserId: user.id,
    staffEmail: user.email,
    address: req.ip ?? 'unknown',
    ...(reason !== undefined && { reason }),
  };
}
