import * as z from 'zod/mini';
import { DESTINATIONS } from '../../pricing/destinations.js';
import { STAFF_ROLES } from '../../shared/staff-roles.js';
import type { PublicUser } from '../user.js';

/** A user as the API shows one: never the password hash. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  destination: z.enum(DESTINATIONS),
  isEmailVerified: z.boolean(),
  /** The staff roles held; none for a customer. */
  roles: z.array(z.enum(STAFF_ROLES)),
  accountId: z.string(),
  /** The owner's KRA PIN where given, else null. */
  kraPin: z.nullable(z.string()),
}) satisfies z.ZodMiniType<PublicUser>;

export const loginResponseSchema = z.object({ user: publicUserSchema, message: z.string() });

/** What a verification link answers: the verified account's name, e-mail and ID. */
export const verifyEmailResponseSchema = z.object({
  message: z.string(),
  user: z.pick(publicUserSchema, { firstName: true, lastName: true, email: true, accountId: true }),
});
