import * as z from 'zod/mini';
import { WEEKLY_HOURS_FORMAT, isWeeklyHours } from './support-hours.js';

// Apart from business-identity.ts: its defaults and helpers are on every page's first load, which carries no schema library.
const weeklyHours = z.string().check(z.refine(isWeeklyHours, `must be ${WEEKLY_HOURS_FORMAT}`));

/**
 * Who the business is. Every value here is configuration; the defaults are PLACEHOLDERS
 * for development and must be replaced for a real deployment (see the README).
 */
export const businessIdentitySchema = z.object({
  brandName: z.string().check(z.minLength(1)),
  supportPhone: z.string().check(z.minLength(1)),
  /** Digits only, with country code, as wa.me expects. */
  whatsappNumber: z.string().check(z.regex(/^\d{8,15}$/, 'digits only, with country code')),
  supportEmail: z.email(),
  /** An external customer portal; unset, this site's own account pages serve. */
  customerPortalUrl: z.optional(z.url()),
  /** The US warehouse a customer's shops ship to; each customer's suite (the account ID) is the line below. */
  warehouseStreet: z.string().check(z.minLength(1)),
  warehouseCity: z.string().check(z.minLength(1)),
  warehouseState: z.string().check(z.regex(/^[A-Z]{2}$/, 'two capital letters, such as DE')),
  warehouseZip: z.string().check(z.regex(/^\d{5}(-\d{4})?$/, 'five digits, or ZIP+4')),
  /** The number a US shop's checkout asks for with the address: the warehouse's. */
  warehousePhone: z.string().check(z.minLength(1)),
  jubaOfficeAddress: z.string().check(z.minLength(1)),
  /** The Juba office's own phone, where South Sudan customers call to pay and collect; unset, the support phone. */
  jubaOfficePhone: z.optional(z.string().check(z.minLength(1))),
  /** When the phone is answered, East Africa Time (see support-hours.ts for the format). */
  phoneHours: weeklyHours,
  whatsappHours: weeklyHours,
  /** A chat service's hours; unset while the business runs none, and then no page shows a chat block. */
  chatHours: z.optional(weeklyHours),
  amazonAssociateTag: z.string().check(z.minLength(1)),
});

export type BusinessIdentity = z.infer<typeof businessIdentitySchema>;
