import * as z from 'zod/mini';
import { optionalText } from '../shared/text-fields.js';
import {
  FLIGHT_DESTINATIONS,
  FLIGHT_NUMBER,
  MAWB_FORM,
  mawbCheckDigit,
  mawbProblem,
  normaliseFlightNumber,
} from './flight.js';

const FLIGHT_NUMBER_MESSAGE =
  'Enter the carrier’s flight number: two letters or digits, then 1 to 4 digits, such as ET509 or KQ003';
const MAWB_FORM_MESSAGE =
  'Enter the master air waybill as the airline writes it: three digits, a hyphen, eight digits (706-12345675)';
const DESTINATION_MESSAGE = 'Choose the destination airport: NBO (Nairobi) or JUB (Juba)';
const INSTANT_MESSAGE = 'Give a date and time with its zone, ISO 8601 (2026-12-08T22:30:00Z)';

/** "The check digit of 706-12345670 should be 5": what a wrong eighth digit is told. */
function checkDigitMessage(mawb: string): string {
  const serial = mawb.slice(4);
  return `The MAWB's check digit is wrong: the last digit of ${mawb} should be ${String(mawbCheckDigit(serial.slice(0, 7)))} (the first seven digits of the serial, ${serial.slice(0, 7)}, mod 7). Check the waybill for a mistyped digit.`;
}

export const flightNumberSchema = z.pipe(
  z.string({ error: FLIGHT_NUMBER_MESSAGE }).check(z.maxLength(20, FLIGHT_NUMBER_MESSAGE)),
  z.pipe(z.transform(normaliseFlightNumber), z.string().check(z.regex(FLIGHT_NUMBER, FLIGHT_NUMBER_MESSAGE))),
);

export const mawbSchema = z
  .string({ error: MAWB_FORM_MESSAGE })
  .check(z.trim(), z.maxLength(20, MAWB_FORM_MESSAGE), z.regex(MAWB_FORM, MAWB_FORM_MESSAGE), (ctx) => {
    if (mawbProblem(ctx.value) === 'check-digit')
      ctx.issues.push({ code: 'custom', message: checkDigitMessage(ctx.value), input: ctx.value });
  });

/** An instant as ISO 8601 with its zone (Z or an offset), as a Date. */
export const instantSchema = z.pipe(
  z.iso.datetime({ offset: true, error: INSTANT_MESSAGE }),
  z.transform((text: string) => new Date(text)),
);

const ETA_AFTER_ETD = 'The arrival (ETA) must come after the departure (ETD)';

export const createFlightSchema = z
  .object({
    flightNumber: flightNumberSchema,
    mawb: mawbSchema,
    destination: z.enum(FLIGHT_DESTINATIONS, { error: DESTINATION_MESSAGE }),
    etd: instantSchema,
    eta: instantSchema,
  })
  .check((ctx) => {
    if (ctx.value.eta <= ctx.value.etd)
      ctx.issues.push({ code: 'custom', message: ETA_AFTER_ETD, path: ['eta'], input: ctx.value });
  });
export type CreateFlightInput = z.output<typeof createFlightSchema>;

export const rescheduleFlightSchema = z
  .object({
    etd: z.optional(instantSchema),
    eta: z.optional(instantSchema),
    reason: optionalText(300),
  })
  .check((ctx) => {
    if (ctx.value.etd === undefined && ctx.value.eta === undefined)
      ctx.issues.push({
        code: 'custom',
        message: 'Give the new ETD, the new ETA, or both',
        path: ['eta'],
        input: ctx.value,
      });
  });
export type RescheduleFlightInput = z.output<typeof rescheduleFlightSchema>;

/** When a step happened (`depart`'s and `arrive`'s actual time); now when left out. */
export const flightStepSchema = z.object({ at: z.optional(instantSchema) });

export const flightParams = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'No flight has this id')),
});

const REFERENCE_MESSAGE = 'Scan or type a box number (KS…) or a parcel number (KP…)';
export const shipmentReference = z.pipe(
  z.string({ error: REFERENCE_MESSAGE }).check(z.maxLength(40, REFERENCE_MESSAGE)),
  z.pipe(
    z.transform((text: string) => text.replace(/[\s-]+/g, '').toUpperCase()),
    z.string().check(z.regex(/^K[PS]\d{1,18}$/, REFERENCE_MESSAGE)),
  ),
);
export const loadShipmentSchema = z.object({ reference: shipmentReference });
export const flightShipmentParams = z.object({ id: flightParams.shape.id, reference: shipmentReference });

const CURSOR_MESSAGE = 'This list has no such page: start again from its first page.';
export const flightListQuery = z.object({
  limit: z.optional(
    z.pipe(
      z.string(),
      z.pipe(
        z.transform((text: string) => Number(text)),
        z.number().check(z.int('Give a whole number from 1 to 100'), z.minimum(1), z.maximum(100)),
      ),
    ),
  ),
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,120}$/, CURSOR_MESSAGE))),
});

/** The manifest's two forms: a spreadsheet's CSV, or a PDF to print. */
const MANIFEST_FORMATS = ['csv', 'pdf'] as const;

export const manifestQuery = z.object({
  format: z._default(z.enum(MANIFEST_FORMATS, 'The manifest is csv or pdf'), 'csv'),
});
