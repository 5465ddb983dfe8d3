import * as z from 'zod/mini';
import { optionalText } from '../shared/text-fields.js';
import { dollarsToCents } from '../shared/money.js';
import { VOLUMETRIC_CM3_PER_KG } from '../pricing/tariffs.js';
import { CM_PER_INCH } from '../pricing/units.js';

export const SERVICE_LEVELS = ['express', 'priority', 'economy', 'budget', 'standard'] as const;
export type ServiceLevel = (typeof SERVICE_LEVELS)[number];

const tierSchema = z.pipe(
  z.strictObject({
    fromKg: z.number().check(z.minimum(0)),
    dollarsPerKg: z.number().check(z.positive()),
  }),
  z.transform(({ fromKg, dollarsPerKg }) => ({ fromKg, centsPerKg: dollarsToCents(dollarsPerKg) })),
);

const COMPETITOR_ID = z
  .string()
  .check(z.regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and hyphens'));

/** The competitor's own site, kept with its figures: a shopper checks them there, never through a search. */
const WEBSITE = z.url({ protocol: /^https$/, error: 'must be the https address of the company’s own site' });

// Strict objects: a misspelt field in a file staff import is an error, not a silently dropped figure.
const rateCardSchema = z.pipe(
  z.strictObject({
    id: COMPETITOR_ID,
    name: z.string().check(z.minLength(1)),
    /** band: the whole weight at its band's rate; graduated: each band's share at its own rate. */
    pricing: z._default(z.enum(['band', 'graduated']), 'band'),
    tiers: z.array(tierSchema).check(
      z.minLength(1, { abort: true }),
      z.refine((tiers) => tiers[0]?.fromKg === 0, 'the first tier must start at 0 kg'),
      z.refine(
        (tiers) => tiers.every((tier, i) => i === 0 || tier.fromKg > (tiers[i - 1]?.fromKg ?? 0)),
        'tiers must be sorted by fromKg',
      ),
    ),
    volumetricIn3PerKg: z.optional(z.number().check(z.positive())),
    minimumKg: z._default(z.number().check(z.minimum(0)), 0),
    valueSurcharge: z.optional(
      z.strictObject({
        percent: z.number().check(z.positive()),
        whenValueOverDollars: z.number().check(z.minimum(0)),
        /**
         * insurance: the forwarder's cover of the goods, which every comparison leaves out (ours is optional
         * too), so that prices compare like with like; surcharge: a charge every parcel pays, always counted.
         */
        kind: z._default(z.enum(['surcharge', 'insurance']), 'surcharge'),
      }),
    ),
    serviceLevel: z._default(z.enum(SERVICE_LEVELS), 'standard'),
    transit: z.optional(z.string()),
    website: z.optional(WEBSITE),
  }),
  z.transform(({ volumetricIn3PerKg, valueSurcharge, ...card }) => ({
    ...card,
    volumetricCm3PerKg:
      volumetricIn3PerKg === undefined ? VOLUMETRIC_CM3_PER_KG : volumetricIn3PerKg * CM_PER_INCH ** 3,
    valueSurcharge: valueSurcharge && {
      kind: valueSurcharge.kind,
      percent: valueSurcharge.percent,
      whenValueOverCents: dollarsToCents(valueSurcharge.whenValueOverDollars),
    },
  })),
);

/**
 * A figure a competitor gives only in its marketing, as a range: shown as that range with its date, never priced
 * as if it were a rate card. Express carriers live here, so they never enter the forwarder comparison.
 */
const publishedRangeSchema = z.strictObject({
  id: COMPETITOR_ID,
  name: z.string().check(z.minLength(1)),
  kind: z.enum(['express', 'forwarder']),
  lowDollars: z.number().check(z.positive()),
  highDollars: z.number().check(z.positive()),
  /** Absent: dollars per kg. Present: the whole price of a parcel of this many kg. */
  forKg: z.optional(z.number().check(z.positive())),
  /** Where the figure was published, so that two ranges that disagree each say what they are. */
  source: z.optional(z.string().check(z.minLength(1))),
  website: z.optional(WEBSITE),
});

const uniqueIds = (entries: readonly { id: string }[]) =>
  new Set(entries.map((e) => e.id)).size === entries.length;

export const rateCardSetSchema = z.strictObject({
  effectiveDate: z.iso.date(),
  note: optionalText(500, 'free text'),
  cards: z.array(rateCardSchema).check(z.refine(uniqueIds, 'ids must be unique')),
  publishedRanges: z._default(
    z.array(publishedRangeSchema).check(
      z.refine(uniqueIds, 'ids must be unique'),
      z.refine(
        (ranges) => ranges.every((r) => r.lowDollars <= r.highDollars),
        'every range needs lowDollars at most highDollars',
      ),
    ),
    [],
  ),
});

export type RateCard = z.output<typeof rateCardSchema>;
export type RateCardSet = z.output<typeof rateCardSetSchema>;
/** A rate-card file as written, which the API answers as it is. */
export type RateCardFile = z.input<typeof rateCardSetSchema>;
export type PublishedRange = z.output<typeof publishedRangeSchema>;
