import * as z from 'zod/mini';
import { ACCOUNT_ID_MESSAGE, ACCOUNT_ID_PATTERN } from '../accounts/account-id.js';
import { requiredText } from '../shared/text-fields.js';
import { HANDED_OVER, PARCEL_STATUSES } from './parcel.js';
import { type Collector, MAX_COLLECTOR_NAME, MAX_SIGNATURE_BYTES, isPng } from './parcel-handover.js';
import type { PreAlertCursor } from './pre-alert.js';
import { normaliseTrackingNumber } from './track-page.js';
import { LABEL_FORMATS, MAX_LABELS, isLabelNumber } from './parcel-labels.js';
import { BULK_STATUSES, HANDOVER_NOT_IN_BULK, MAX_DESK_MOVES, deskCursorNumber } from './parcel-desk.js';

export const TRACKING_NUMBER_MESSAGE =
  'Enter the tracking number as the carrier gives it: 8 to 40 letters and digits';
/** Carriers' tracking numbers: UPS 1Z…, FedEx and USPS digits, Amazon TBA…; hyphens are dropped like spaces. */
const TRACKING_NUMBER = /^[A-Z0-9]{8,40}$/;
/** Our own parcel numbers: KP followed by digits. */
export const PARCEL_NUMBER = /^KP\d+$/;
/** Our own box numbers, for parcels packed together: KS followed by digits. */
export const SHIPMENT_NUMBER = /^KS\d+$/;
export const OUR_NUMBER_MESSAGE =
  'That is one of our parcel or box numbers (KP…, KS…), not a carrier’s tracking number: enter the number on the carrier’s label';
export const MAX_PARCEL_VALUE_USD = 100_000;
const VALUE_MESSAGE = `Enter the value in US dollars, from 0 to ${MAX_PARCEL_VALUE_USD.toLocaleString('en-US')}`;

export const trackingNumberSchema = z.pipe(
  z.string({ error: TRACKING_NUMBER_MESSAGE }).check(z.maxLength(80, TRACKING_NUMBER_MESSAGE)),
  z.pipe(
    z.transform(normaliseTrackingNumber),
    // A reference names one parcel: a tracking number in our own number's form could name two.
    z.string().check(
      z.regex(TRACKING_NUMBER, TRACKING_NUMBER_MESSAGE),
      z.refine((text) => !PARCEL_NUMBER.test(text) && !SHIPMENT_NUMBER.test(text), OUR_NUMBER_MESSAGE),
    ),
  ),
);

const dollars = z
  .number({ error: VALUE_MESSAGE })
  .check(z.minimum(0, VALUE_MESSAGE), z.maximum(MAX_PARCEL_VALUE_USD, VALUE_MESSAGE));

export const preAlertSchema = z.object(
  {
    carrier: requiredText('Which carrier brings it? (UPS, FedEx, USPS, Amazon …)', 40),
    trackingNumber: trackingNumberSchema,
    description: requiredText('Say what is in the parcel', 200),
    value: dollars,
  },
  { error: 'The request body must be a JSON object' },
);
export type PreAlertInput = z.output<typeof preAlertSchema>;

export const parcelStatusSchema = z.enum(PARCEL_STATUSES, {
  error: `The status is one of ${PARCEL_STATUSES.join(', ')}`,
});

export const COLLECTION_CODE_MESSAGE = 'The collection code is the six digits sent to the parcel’s owner';

export const COLLECTOR_NAME_MESSAGE = 'Write the name of whoever collects the parcel';
export const ID_LAST4_MESSAGE = 'The last four digits of their ID number: exactly four digits';
export const SIGNATURE_MESSAGE = 'The signature is a PNG image drawn on the screen: clear it and sign again';
export const SIGNATURE_SIZE_MESSAGE = `The signature is larger than ${String(MAX_SIGNATURE_BYTES / 1024)} KB: clear it and sign again with a few strokes`;

/** A PNG's bytes from the data: URL a canvas gives (`canvas.toDataURL('image/png')`), or undefined. */
function dataUrlBytes(text: string): Uint8Array | undefined {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/.exec(text);
  if (!match?.[1]) return undefined;
  try {
    return Uint8Array.from(atob(match[1]), (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** A signature drawn on the desk's screen: a PNG by its bytes (not by what the sender says), small. */
export const signatureSchema = z.pipe(
  z.string({ error: SIGNATURE_MESSAGE }),
  z.transform((text, ctx) => {
    const bytes = dataUrlBytes(text);
    if (!bytes || !isPng(bytes)) {
      ctx.issues.push({ code: 'custom', message: SIGNATURE_MESSAGE, input: text });
      return z.NEVER;
    }
    if (bytes.byteLength > MAX_SIGNATURE_BYTES) {
      ctx.issues.push({ code: 'custom', message: SIGNATURE_SIZE_MESSAGE, input: text });
      return z.NEVER;
    }
    return bytes;
  }),
);

/** Who collected it: a name, the ID number's last four digits (exactly four) and a signature, each when given. */
export const collectorShape = {
  collectedBy: z.optional(requiredText(COLLECTOR_NAME_MESSAGE, MAX_COLLECTOR_NAME)),
  idLast4: z.optional(
    z.string({ error: ID_LAST4_MESSAGE }).check(z.trim(), z.regex(/^\d{4}$/, ID_LAST4_MESSAGE)),
  ),
  signature: z.optional(signatureSchema),
};

/**
 * A step staff take, and why when they say; a handover (delivered) with the owner's collection code, or else a
 * reason (a parcel not paid for needs one too), and who collected it: the desk's and the scanner's forms always ask (an
 * older client's handover without a name still goes through); the ID digits and the signature come only with the
 * name, and the name only with a handover.
 */
export const moveParcelSchema = z
  .object(
    {
      status: parcelStatusSchema,
      reason: z.optional(requiredText('Say why, or leave the reason out', 200)),
      code: z.optional(
        z
          .string({ error: COLLECTION_CODE_MESSAGE })
          .check(z.trim(), z.regex(/^\d{6}$/, COLLECTION_CODE_MESSAGE)),
      ),
      ...collectorShape,
    },
    { error: 'The request body must be a JSON object' },
  )
  .check((ctx) => {
    const move = ctx.value;
    const named =
      move.collectedBy !== undefined || move.idLast4 !== undefined || move.signature !== undefined;
    if (named && move.status !== HANDED_OVER)
      ctx.issues.push({
        code: 'custom',
        path: ['collectedBy'],
        message: 'Who collected it is written only when the parcel is handed over (delivered)',
        input: move.collectedBy,
      });
    if (move.collectedBy === undefined && (move.idLast4 !== undefined || move.signature !== undefined))
      ctx.issues.push({
        code: 'custom',
        path: ['collectedBy'],
        message: COLLECTOR_NAME_MESSAGE,
        input: undefined,
      });
  });

/** The collector a move names, if it names one. */
export const collectorOf = (move: z.output<typeof moveParcelSchema>): Collector | undefined =>
  move.collectedBy === undefined
    ? undefined
    : { name: move.collectedBy, idLast4: move.idLast4 ?? null, signature: move.signature ?? null };

/** The smallest measure the scale and the tape give, and the database keeps: two decimals. */
const SMALLEST_MEASURE = 0.01;

/** A measure of at least 0.01, kept and answered as the two-decimal value the database stores. */
export const measure = (name: string, max: number) => {
  const message = `${name} must be a number from ${String(SMALLEST_MEASURE)} to ${String(max)}`;
  return z.pipe(
    z.number({ error: message }).check(z.gte(SMALLEST_MEASURE, message), z.maximum(max, message)),
    // By the decimal digits, as PostgreSQL rounds the number it is sent: 2.345 * 100 is 234.49999… in binary.
    z.transform((value) => Math.round(Number(`${String(value)}e2`)) / 100),
  );
};

const accountIdSchema = z
  .string({ error: ACCOUNT_ID_MESSAGE })
  .check(z.trim(), z.toUpperCase(), z.regex(ACCOUNT_ID_PATTERN, ACCOUNT_ID_MESSAGE));

/**
 * What staff enter at the warehouse: the label's account and tracking number, the scale and the tape. A label
 * with no account (left out, null or blank) is received unclaimed, as one naming an account we do not know is.
 */
export const receiveParcelSchema = z.object({
  accountId: z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string({ error: ACCOUNT_ID_MESSAGE }))),
      z.transform((text) => (text == null || text.trim() === '' ? undefined : text)),
    ),
    z.optional(accountIdSchema),
  ),
  trackingNumber: trackingNumberSchema,
  carrier: requiredText('Name the carrier that delivered it', 40),
  weightKg: measure('The weight in kg', 1000),
  lengthCm: measure('The length in cm', 300),
  widthCm: measure('The width in cm', 300),
  heightCm: measure('The height in cm', 300),
  description: z.optional(requiredText('Describe the parcel', 200)),
  value: z.optional(dollars),
});
export type ReceiveParcelInput = z.output<typeof receiveParcelSchema>;

/** Staff give an unclaimed parcel its account. */
export const assignParcelSchema = z.object(
  { accountId: accountIdSchema },
  { error: 'The request body must be a JSON object' },
);

const DESK_CURSOR_MESSAGE = 'This list has no such page: start again from its first page.';

/** The desk's search: any text, a status, and the page after a cursor the last page gave. */
export const deskQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(80, 'Search with at most 80 characters'))),
  // An empty parameter (`?status=&cursor=`, as a form sends an untouched field) asks for no filter, no page.
  status: z.optional(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((text) => (text === '' ? undefined : text)),
      ),
      z.optional(parcelStatusSchema),
    ),
  ),
  cursor: z.optional(
    z.pipe(
      z.string({ error: DESK_CURSOR_MESSAGE }),
      z.transform((text, ctx) => {
        if (text === '') return undefined;
        const number = deskCursorNumber(text);
        if (number === undefined)
          ctx.issues.push({ code: 'custom', message: DESK_CURSOR_MESSAGE, input: text });
        return number;
      }),
    ),
  ),
});

/** Several parcels moved at once from the desk, by our numbers: what a status file of those lines would do. */
export const deskMovesSchema = z.object(
  {
    numbers: z
      .array(
        z.string().check(z.trim(), z.toUpperCase(), z.regex(PARCEL_NUMBER, 'Each is a parcel number, KP…')),
      )
      .check(
        z.minLength(1, 'Select at least one parcel'),
        z.maxLength(MAX_DESK_MOVES, `Move at most ${String(MAX_DESK_MOVES)} parcels at once`),
      ),
    status: z.enum(BULK_STATUSES, {
      error: `Move selected parcels to ${BULK_STATUSES.join(', ')}. ${HANDOVER_NOT_IN_BULK}`,
    }),
  },
  { error: 'The request body must be a JSON object' },
);

/** A parcel number or a tracking number as people type it: letters, digits, spaces and hyphens. */
export const parcelReference = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Give a parcel number or a tracking number'),
    z.maxLength(80, TRACKING_NUMBER_MESSAGE),
    z.regex(/^[A-Za-z0-9 -]+$/, TRACKING_NUMBER_MESSAGE),
  );

export const parcelReferenceSchema = z.object({ reference: parcelReference });

const CURSOR_MESSAGE = 'This list has no such page: start again from its first page.';
const CURSOR = /^\d{1,15}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A page of the pre-alerts list: the first, or the one after the cursor the last page gave. */
export const preAlertListQuerySchema = z.object({
  cursor: z.optional(
    z.pipe(
      // The time in milliseconds, and the id in the form PostgreSQL reads a UUID in.
      z.string({ error: CURSOR_MESSAGE }).check(z.regex(CURSOR, CURSOR_MESSAGE)),
      z.transform((text): PreAlertCursor => {
        const [time = '', id = ''] = text.split('.');
        return { createdAt: new Date(Number(time)), id };
      }),
    ),
  ),
});

const STORAGE_DATE_MESSAGE = 'The date is a calendar date, YYYY-MM-DD (UTC)';

/** `parcels charge-storage`: the day to charge storage through; today at the warehouse when left out. */
export const chargeStorageSchema = z.object({
  date: z.optional(z.iso.date({ error: STORAGE_DATE_MESSAGE })),
});

const LABEL_NUMBERS_MESSAGE = `Give 1 to ${String(MAX_LABELS)} parcel or box numbers (KP…, KS…), separated by commas`;
const labelNumber = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.refine(isLabelNumber, 'Each is a parcel number (KP…) or a box number (KS…)'),
  );
const labelFormat = z.optional(
  z.enum(LABEL_FORMATS, `The format is ${LABEL_FORMATS.join(' or ')} (a PDF when left out).`),
);

/** One label's format: a PDF of 4×6 inch pages, or ZPL for a thermal printer. */
export const labelQuerySchema = z.object({ format: labelFormat });

/** Several labels: the numbers, comma-separated as a URL carries them, each once, in the order given. */
export const labelsQuerySchema = z.object({
  numbers: z.pipe(
    z.string({ error: LABEL_NUMBERS_MESSAGE }).check(z.maxLength(MAX_LABELS * 24, LABEL_NUMBERS_MESSAGE)),
    z.pipe(
      z.transform((text: string) =>
        [...new Set(text.split(',').map((n) => n.trim().toUpperCase()))].filter(Boolean),
      ),
      z
        .array(labelNumber)
        .check(z.minLength(1, LABEL_NUMBERS_MESSAGE), z.maxLength(MAX_LABELS, LABEL_NUMBERS_MESSAGE)),
    ),
  ),
  format: labelFormat,
});

/** A parcel's number in a path, as typed: KP and digits, any case. */
export const parcelNumberParam = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(PARCEL_NUMBER, 'A parcel number is KP and digits'));
/** A box's number in a path, as typed: KS and digits, any case. */
export const shipmentNumberParam = z
  .string()
  .check(z.trim(), z.toUpperCase(), z.regex(SHIPMENT_NUMBER, 'A box number is KS and digits'));
