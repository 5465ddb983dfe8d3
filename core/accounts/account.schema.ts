import * as z from 'zod/mini';
import { DESTINATIONS } from '../pricing/destinations.js';
import { STAFF_ROLES } from '../shared/staff-roles.js';
import { emailAddress, requiredText } from '../shared/text-fields.js';
import { ACCOUNT_ID_PATTERN } from './account-id.js';
import { isCommonPassword } from './common-passwords.js';
import { KRA_PIN_MESSAGE, isKraPin, normaliseKraPin } from './kra-pin.js';

export const MIN_PASSWORD_LENGTH = 8;
/** argon2 hashes any length, but an unbounded password is a cheap way to burn server time. */
export const MAX_PASSWORD_LENGTH = 128;

const email = emailAddress('Email is required', 'Please enter a valid email address');

const newPassword = z.string({ error: 'Password is required' }).check(
  z.minLength(MIN_PASSWORD_LENGTH, {
    error: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
    abort: true,
  }),
  z.maxLength(MAX_PASSWORD_LENGTH, {
    error: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
    abort: true,
  }),
  z.refine((password) => !isCommonPassword(password), 'This password is too common. Please choose another.'),
);

/** A password already chosen, as sign-in takes it: any text up to the longest a new one may be. */
const chosenPassword = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(1, { error: 'Password is required', abort: true }),
    z.maxLength(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  );

const body = { error: 'The request body must be a JSON object' };
/** The token of a mailed link, which the page takes from the link's address. */
const linkToken = (message: string) =>
  z.string({ error: message }).check(z.minLength(1, message), z.maxLength(200, message));
const RESET_LINK_MESSAGE = 'This reset link is incomplete: open the link from the e-mail again';
const VERIFY_LINK_MESSAGE = 'This verification link is incomplete: open the link from the e-mail again';

const REFERRAL_MESSAGE = 'The referral is the account ID in the link, such as KX100001';
/**
 * The account ID of the referral link the visitor came through (`/auth?ref=KX…`), in capitals; a mangled one
 * is no referral, never a reason to refuse the sign-up.
 */
const referrer = z.optional(
  z.pipe(
    z.string({ error: REFERRAL_MESSAGE }).check(z.maxLength(40, REFERRAL_MESSAGE)),
    z.transform((text) => {
      const accountId = text.trim().toUpperCase();
      return ACCOUNT_ID_PATTERN.test(accountId) ? accountId : undefined;
    }),
  ),
);

export const registerSchema = z.object(
  {
    email,
    password: newPassword,
    firstName: requiredText('First name is required', 100),
    lastName: requiredText('Last name is required', 100),
    phoneNumber: requiredText('Phone number is required', 40),
    destination: z._default(z.enum(DESTINATIONS, { error: 'Choose Kenya or South Sudan' }), 'kenya'),
    ref: referrer,
  },
  body,
);

/**
 * The owner's KRA PIN, optional: a letter, nine digits, a letter, upper-cased and without spaces on save; empty or
 * null takes it away, and leaving it out keeps the one given before.
 */
const kraPin = z.optional(
  z.pipe(
    z.nullable(
      z.string({ error: KRA_PIN_MESSAGE }).check(
        z.maxLength(40, KRA_PIN_MESSAGE),
        z.refine((text) => text.trim() === '' || isKraPin(text), KRA_PIN_MESSAGE),
      ),
    ),
    z.transform((text) => (text === null || text.trim() === '' ? null : normaliseKraPin(text))),
  ),
);

/** What an account's owner may change of their profile: their name and phone, as sign-up asks them, and a KRA PIN. */
export const profileSchema = z.object(
  {
    firstName: registerSchema.shape.firstName,
    lastName: registerSchema.shape.lastName,
    phoneNumber: registerSchema.shape.phoneNumber,
    kraPin,
  },
  body,
);

export const loginSchema = z.object({ email, password: chosenPassword }, body);

export const emailOnlySchema = z.object({ email }, body);

/** Staff grant or take away a staff role by the account's address. */
export const staffRoleChangeSchema = z.object(
  { email, role: z.enum(STAFF_ROLES), change: z.enum(['grant', 'revoke']) },
  body,
);

export const resetPasswordSchema = z.object(
  { token: linkToken(RESET_LINK_MESSAGE), password: newPassword },
  body,
);

/** A verification link's token and the password chosen at sign-up: together they verify the registration. */
export const verifyEmailSchema = z.object(
  { token: linkToken(VERIFY_LINK_MESSAGE), password: chosenPassword },
  body,
);

export type Registration = z.output<typeof registerSchema>;
export type Profile = z.output<typeof profileSchema>;
export type Credentials = z.output<typeof loginSchema>;
export type EmailOnly = z.output<typeof emailOnlySchema>;
export type PasswordReset = z.output<typeof resetPasswordSchema>;
export type LinkPassword = z.output<typeof verifyEmailSchema>;
export type StaffRoleChange = z.output<typeof staffRoleChangeSchema>;
