import * as z from 'zod/mini';
import { STAFF_ROLES } from './staff-roles.js';

/**
 * Who is asking, as the application sees them: the guards of signed-in and staff endpoints, every page's header and
 * guards (GET /api/session). The accounts area says who a session's user is (it binds `TOKENS.SignedInUsers` and
 * answers the session endpoints); every area's routes read the user the guard admitted.
 */
export const signedInUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  accountId: z.string(),
  /** The staff roles held, in STAFF_ROLES' order; none for a customer. */
  roles: z.array(z.enum(STAFF_ROLES)),
});
export type SignedInUser = z.output<typeof signedInUserSchema>;

export interface SignedInUsers {
  /** The user now, read from the database each time so a revoked role or deleted account counts at once. */
  find(userId: string): Promise<SignedInUser | undefined>;
}

/** Ends every session of a user, on every server instance (sessions live in the database). */
export interface SessionRevoker {
  revokeAllFor(userId: string): Promise<void>;
}
