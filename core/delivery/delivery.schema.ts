import * as z from 'zod/mini';
import { customerPhone } from '../shared/phone-number.js';
import { optionalText, requiredText } from '../shared/text-fields.js';
import { KENYA_COUNTIES } from './kenya-counties.js';

const PHONE_MESSAGE = 'Enter a Kenyan or South Sudan phone number, such as 0712 345 678 or +211 912 345 678';

/** The number the rider calls, Kenyan (0712…, +254 712…) or South Sudan (+211 912…), kept as +254… or +211…. */
const riderPhone = z.pipe(
  requiredText(PHONE_MESSAGE, 20),
  z.transform((text, ctx) => {
    const phone = customerPhone(text);
    if (phone) return phone;
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
  phone: riderPhone,
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
