import * as z from 'zod/mini';
import { dollarsToCents } from '../shared/money.js';
import { VOLUMETRIC_CM3_PER_KG } from '../pricing/tariffs.js';
import { CM_PER_INCH } from '../pricing/units.js';

export const SERVICE_LEVELS = ['express', 'priority', 'economy', 'budget', 'standard'] as const;
export type ServiceLevel = (typeof SERVICE_LEVELS)[number];

const tierSchema = z.pipe(
  z.object({ fromKg: z.number().check(z.minimum(0)), dollarsPerKg: z.number().check(z.positive()) }),
  z.transform(({ fromKg, dollarsPerKg }) => ({ fromKg, centsPerKg: dollarsToCents(dollarsPerKg) })),
);

const rateCardSchema = z.pipe(
  z.object({
    id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
    name: z.string().check(z.minLength(1)),
    /** band: the whole weight at its band's rate; graduated: each band's share at its own rate. */
    pricing: z._default(z.enum(['band', 'graduated']), 'band'),
    tiers: z.array(tierSchema).check(
      z.minLength(1),
      z.refine((tiers) => tiers[0]?.fromKg === 0, 'the first tier must start at 0 kg'),
      z.refine(
        (tiers) => tiers.every((tier, i) => i === 0 || tier.fromKg > (tiers[i - 1]?.fromKg ?? 0)),
        'tiers must be sorted by fromKg',
      ),
    ),
    volumetricIn3PerKg: z.optional(z.number().check(z.positive())),
    minimumKg: z._default(z.number().check(z.minimum(0)), 0),
    valueSurcharge: z.optional(
      z.object({
        percent: z.number().check(z.positive()),
        whenValueOverDollars: z.number().check(z.minimum(0)),
      }),
    ),
    serviceLevel: z._default(z.enum(SERVICE_LEVELS), 'standard'),
    transit: z.optional(z.string()),
  }),
  z.transform(({ volumetricIn3PerKg, valueSurcharge, ...card }) => ({
    ...card,
    volumetricCm3PerKg:
      volumetricIn3PerKg === undefined ? VOLUMETRIC_CM3_PER_KG : volumetricIn3PerKg * CM_PER_INCH ** 3,
    valueSurcharge: valueSurcharge && {
      percent: valueSurcharge.percent,
      whenValueOverCents: dollarsToCents(valueSurcharge.whenValueOverDollars),
    },
  })),
);

export const rateCardSetSchema = z.object({
  effectiveDate: z.iso.date(),
  note: z.optional(z.string()),
  cards: z
    .array(rateCardSchema)
    .check(z.refine((cards) => new Set(cards.map((c) => c.id)).size === cards.length, 'ids must be unique')),
});

export type RateCard = z.output<typeof rateCardSchema>;
export type RateCardSet = z.output<typeof rateCardSetSchema>;
