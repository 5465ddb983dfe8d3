import * as z from 'zod/mini';
import { COLLECTION_CODE_MESSAGE, collectorShape, receiveParcelSchema } from '../parcels/parcels.schema.js';
import type { Collector } from '../parcels/parcel-handover.js';
import { normaliseTrackingNumber } from '../parcels/track-page.js';
import { SCAN_STEPS, type ScanStep } from './scan.js';

const REFERENCE_MESSAGE = 'Scan or type the number on the label';
const OUR_NUMBER = /^K[PS]\d{1,18}$/;
const TRACKING_NUMBER = /^[A-Z0-9]{8,40}$/;

/** What each step needs beside the number, and the sentence that asks for it. */
const NEEDS: Readonly<Record<ScanStep, readonly (readonly [keyof ScanInput, string])[]>> = {
  received: [
    ['carrier', 'Name the carrier that delivered it'],
    ['weightKg', 'Weigh it: the weight in kg'],
    ['lengthCm', 'Measure it: the length in cm'],
    ['widthCm', 'Measure it: the width in cm'],
    ['heightCm', 'Measure it: the height in cm'],
  ],
  packed: [
    ['weightKg', 'Weigh the box: its weight in kg'],
    ['lengthCm', 'Measure the box: its length in cm'],
    ['widthCm', 'Measure the box: its width in cm'],
    ['heightCm', 'Measure the box: its height in cm'],
  ],
  loaded: [['flightId', 'Choose the flight it is loaded on']],
  arrived: [['flightId', 'Choose the flight it arrived with']],
  'handed-over': [['code', COLLECTION_CODE_MESSAGE]],
};

const scanReference = z.pipe(
  z.string({ error: REFERENCE_MESSAGE }).check(z.maxLength(80, REFERENCE_MESSAGE)),
  z.pipe(
    z.transform(normaliseTrackingNumber),
    z.string().check(z.regex(/^[A-Z0-9]{1,40}$/, REFERENCE_MESSAGE)),
  ),
);

/** A number whose scans are asked for: ours (KP…, KS…) or a carrier's tracking number. */
export const scanReferenceParams = z.object({ reference: scanReference });

/**
 * A scan at a hand-off: the number the scanner read, the step chosen on the desk, and what that step needs (the
 * flight for loaded and arrived; the scale and tape for received and packed; the owner's collection code and who
 * collected it for handed-over, with their ID's last four digits and a signature when given). Received takes the carrier's tracking number, every other step our KP… or KS….
 */
export const scanSchema = z
  .object(
    {
      reference: scanReference,
      step: z.enum(SCAN_STEPS, { error: `The step is one of ${SCAN_STEPS.join(', ')}` }),
      flightId: z.optional(z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'Choose a flight from the list'))),
      accountId: receiveParcelSchema.shape.accountId,
      carrier: z.optional(receiveParcelSchema.shape.carrier),
      weightKg: z.optional(receiveParcelSchema.shape.weightKg),
      lengthCm: z.optional(receiveParcelSchema.shape.lengthCm),
      widthCm: z.optional(receiveParcelSchema.shape.widthCm),
      heightCm: z.optional(receiveParcelSchema.shape.heightCm),
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
    const scan = ctx.value;
    const ours = OUR_NUMBER.test(scan.reference);
    if (scan.step === 'received' && (ours || !TRACKING_NUMBER.test(scan.reference)))
      ctx.issues.push({
        code: 'custom',
        message: ours
          ? 'That is our own number: scan the carrier’s tracking number to receive a parcel'
          : 'Scan the carrier’s tracking number: 8 to 40 letters and digits',
        path: ['reference'],
        input: scan.reference,
      });
    if (scan.step !== 'received' && !ours)
      ctx.issues.push({
        code: 'custom',
        message: 'Scan our box number (KS…) or parcel number (KP…)',
        path: ['reference'],
        input: scan.reference,
      });
    if (scan.step !== 'handed-over' && (scan.collectedBy ?? scan.idLast4 ?? scan.signature) !== undefined)
      ctx.issues.push({
        code: 'custom',
        message: 'Who collected it is written only at a handover',
        path: ['collectedBy'],
        input: scan.collectedBy,
      });
    for (const [field, message] of NEEDS[scan.step])
      if (scan[field] === undefined) ctx.issues.push({ code: 'custom', message, path: [field], input: scan });
  });
export type ScanInput = z.output<typeof scanSchema>;
/** A scan as the desk sends it: the signature still its `data:` URL. */
export type ScanBody = z.input<typeof scanSchema>;

/** Who collected a handed-over scan's parcel, as the scanner wrote it. */
export const collectorOfScan = (scan: ScanInput): Collector | undefined =>
  scan.collectedBy === undefined
    ? undefined
    : { name: scan.collectedBy, idLast4: scan.idLast4 ?? null, signature: scan.signature ?? null };
