import * as z from 'zod/mini';
import { emailAddress, optionalText, requiredText, webUrl } from '../shared/text-fields.js';

export const MAX_QUOTE_QUANTITY = 1000;

/** The form's eight messages, shown together under 'Please fix the following errors:'. */
export const QUOTE_MESSAGES = {
  nameRequired: 'Customer name is required',
  emailRequired: 'Email is required',
  phoneRequired: 'Phone number is required',
  urlRequired: 'Item URL is required',
  descriptionRequired: 'Item description is required',
  quantityMin: 'Quantity must be at least 1',
  emailInvalid: 'Please enter a valid email address',
  urlInvalid: 'Please enter a valid URL',
} as const;

export const quoteRequestSchema = z.object(
  {
    customerName: requiredText(QUOTE_MESSAGES.nameRequired, 200),
    customerEmail: emailAddress(QUOTE_MESSAGES.emailRequired, QUOTE_MESSAGES.emailInvalid),
    customerPhone: requiredText(QUOTE_MESSAGES.phoneRequired, 40),
    itemUrl: webUrl(QUOTE_MESSAGES.urlRequired, QUOTE_MESSAGES.urlInvalid),
    itemDescription: requiredText(QUOTE_MESSAGES.descriptionRequired, 2000, 'free text'),
    quantity: z
      .int({ error: QUOTE_MESSAGES.quantityMin })
      .check(
        z.minimum(1, QUOTE_MESSAGES.quantityMin),
        z.maximum(MAX_QUOTE_QUANTITY, `Quantity cannot exceed ${MAX_QUOTE_QUANTITY}`),
      ),
    specialRequirements: optionalText(2000, 'free text'),
  },
  { error: 'The request body must be a JSON object' },
);

export type QuoteRequestFields = z.output<typeof quoteRequestSchema>;

/** What the API answers when the request is stored: its id and its first status, pending. */
export const quoteRequestResponseSchema = z.object({
  message: z.string(),
  id: z.string(),
  status: z.string(),
});
