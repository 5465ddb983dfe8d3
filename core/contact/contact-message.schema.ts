import * as z from 'zod/mini';
import { emailAddress, requiredText } from '../shared/text-fields.js';

export const CONTACT_SUBJECTS = [
  'general',
  'shipping',
  'tracking',
  'pricing',
  'account',
  'complaint',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General inquiry',
  shipping: 'Shipping question',
  tracking: 'Tracking',
  pricing: 'Pricing',
  account: 'My account',
  complaint: 'Complaint',
  other: 'Other',
};

export const contactMessageSchema = z.object(
  {
    firstName: requiredText('First name is required', 100),
    lastName: requiredText('Last name is required', 100),
    email: emailAddress('Email is required', 'Please enter a valid email address'),
    subject: z.enum(CONTACT_SUBJECTS, { error: 'Please choose a subject' }),
    message: requiredText('Message is required', 5000, 'free text'),
  },
  { error: 'The request body must be a JSON object' },
);

export type ContactMessageFields = z.output<typeof contactMessageSchema>;

/** What the API answers when the message is stored. */
export const contactResponseSchema = z.object({ message: z.string(), id: z.string() });
