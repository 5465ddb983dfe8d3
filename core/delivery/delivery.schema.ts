import * as z from 'zod/mini';
import { optionalText, requiredText } from '../shared/text-fields.js';
import { KENYA_COUNTIES } from './kenya-counties.js';

const PHONE_MESSAGE = 'Enter a Kenyan phone number, such as 0712 345 678';

/** A Kenyan mobile or landline-free number in any usual writing (0712…, +254 712…, 254-712…), kept as +254…. */
export const kenyanPhone = z.pipe(
  requiredText(PHONE_MESSAGE, 20),
  z.transform((text, ctx) => {
    const digits = /^(?:\+?254|0)([17]\d{8})$/.exec(text.replace(/[\s-]/g, ''));
    if (digits) return `+254${digits[1] ?? ''}`;
    ctx.issues.push({ code: 'custom', message: PHONE_MESSAGE, input: text });
    return z.NEVER;
  }),
);

const doorSchema = z.object({
  method: z.literal('door'),
  county: z.enum(KENYA_COUNTIES, { error: 'Choose your county (one of Kenya’s 47)' }),
  town: requiredText('Town is required', 100),
  street: requiredText('Street or building is required', 200),
  // null as well as absent: what GET answers for no landmark can be sent back as it is.
  landmark: z.nullish(optionalText(200)),
  phone: kenyanPhone,
});

const pickupSchema = z.object({
  method: z.literal('pickup'),
  point: requiredText('Choose a pickup point', 40),
});

/** Door-to-door in Kenya with its address, or a pickup point by its id (which points are on offer is the use case's). */
export const deliveryChoiceSchema = z.discriminatedUnion('method', [doorSchema, pickupSchema], {
  error: 'Choose door delivery or a pickup point',
});

export type DeliveryChoiceInput = z.output<typeof deliveryChoiceSchema>;
