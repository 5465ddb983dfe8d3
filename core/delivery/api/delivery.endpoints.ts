import * as z from 'zod/mini';
import { type ApiTag, endpoint } from '../../shared/endpoint.js';
import { refusalsFrom } from '../../shared/refusals.js';
import { DELIVERY_METHODS } from '../delivery-choice.js';
import { DELIVERY_REFUSALS } from './delivery.refusals.js';
import { deliveryChoiceSchema } from '../delivery.schema.js';
import { KENYA_COUNTIES } from '../kenya-counties.js';

const refusing = refusalsFrom(DELIVERY_REFUSALS);

export const DELIVERY_TAG: ApiTag = {
  name: 'delivery',
  description: "Where an account's parcels go: door-to-door in Kenya, or a pickup point.",
};

const pointResponse = z.object({ id: z.string(), name: z.string(), address: z.string(), hours: z.string() });

const choiceResponse = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('door'),
    county: z.enum(KENYA_COUNTIES),
    town: z.string(),
    street: z.string(),
    landmark: z.nullable(z.string()),
    phone: z.string(),
  }),
  z.object({ method: z.literal('pickup'), point: z.string() }),
]);

export const deliveryResponseSchema = z.object({
  /** The choice in force; null until the account makes one. */
  choice: z.nullable(choiceResponse),
  /** The methods the account's destination offers: South Sudan's is pickup only. */
  methods: z.array(z.enum(DELIVERY_METHODS)),
  /** The points the account may collect from (South Sudan: the Juba office alone). */
  points: z.array(pointResponse),
});
export type DeliveryResponse = z.infer<typeof deliveryResponseSchema>;

export const getDeliveryEndpoint = endpoint({
  operationId: 'getDeliveryChoice',
  method: 'GET',
  path: '/api/account/delivery',
  tag: DELIVERY_TAG,
  summary: "The signed-in account's delivery choice, and the points and methods on offer to it",
  who: 'signed in',
  ok: {
    status: 200,
    meaning: 'The choice (null when none is made yet) and what is on offer.',
    schema: deliveryResponseSchema,
  },
});

export const chooseDeliveryEndpoint = endpoint({
  operationId: 'chooseDelivery',
  method: 'PUT',
  path: '/api/account/delivery',
  tag: DELIVERY_TAG,
  summary: 'Choose door-to-door delivery in Kenya or a pickup point',
  description:
    'Door: `{ method: "door", county, town, street, landmark?, phone }` (one of Kenya’s 47 counties; a Kenyan phone number). Pickup: `{ method: "pickup", point }` with the id of a point on offer. South Sudan accounts collect from the Juba office only. Parcels that have left the warehouse keep the choice in force when they left.',
  who: 'signed in',
  body: { type: 'json', schema: deliveryChoiceSchema, maxBytes: 4 * 1024 },
  ok: { status: 200, meaning: 'Saved; the choice and what is on offer.', schema: deliveryResponseSchema },
  rateLimit: {
    counter: 'delivery-choices',
    rule: 'deliveryChoices',
    message:
      'Too many changes to where your parcels go in a few minutes: this one was not saved, and your earlier choice still stands. Please try again in a few minutes.',
    per: 'account',
  },
  refuses: refusing('DELIVERY.NOT_OFFERED', 'DELIVERY.NO_ACCOUNT'),
  meanings: {
    400: 'The input is not valid, or the account’s destination does not offer the choice (a door or a Kenyan point for South Sudan), with the field it is about.',
  },
});
