import { z } from 'zod';
import { dollarsToCents } from '../shared/money.js';
import { VOLUMETRIC_CM3_PER_KG } from '../pricing/tariffs.js';
import { CM_PER_INCH } from '../pricing/units.js';

export const SERVICE_LEVELS = ['express', 'priority', 'economy', 'budget', 'standard'] as const;
export type ServiceLevel = (typeof SERVICE_LEVELS)[number];

const tierSchema = z
  .object({ fromKg: z.number().min(0), dollarsPerKg: z.number().positive() })
  .transform(({ fromKg, dollarsPerKg }) => ({ fromKg, centsPerKg: dollarsToCents(dollarsPerKg) }));

const rateCardSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string().min(1),
    /** band: the whole weight at its band's rate; graduated: each band's share at its own rate. */
    pricing: z.enum(['band', 'graduated']).default('band'),
    tiers: z
      .array(tierSchema)
      .min(1)
      .refine((tiers) => tiers[0]?.fromKg === 0, 'the first tier must start at 0 kg')
      .refine(
        (tiers) => tiers.every((tier, i) => i === 0 || tier.fromKg > (tiers[i - 1]?.fromKg ?? 0)),
        'tiers must be sorted by fromKg',
      ),
    volumetricIn3PerKg: z.number().positive().optional(),
    minimumKg: z.number().min(0).default(0),
    valueSurcharge: z
      .object({ percent: z.number().positive(), whenValueOverDollars: z.number().min(0) })
      .optional(),
    serviceLevel: z.enum(SERVICE_LEVELS).default('standard'),
    transit: z.string().optional(),
  })
  .transform(({ volumetricIn3PerKg, valueSurcharge, ...card }) => ({
    ...card,
    volumetricCm3PerKg:
      volumetricIn3PerKg === undefined
        ? VOLUMETRIC_CM3_PER_KG
        : volumetricIn3PerKg * CM_PER_INCH ** 3,
    valueSurcharge: valueSurcharge && {
      percent: valueSurcharge.percent,
      whenValueOverCents: dollarsToCents(valueSurcharge.whenValueOverDollars),
    },
  }));

export const rateCardSetSchema = z.object({
  effectiveDate: z.iso.date(),
  note: z.string().optional(),
  cards: z
    .array(rateCardSchema)
    .refine((cards) => new Set(cards.map((c) => c.id)).size === cards.length, 'ids must be unique'),
});

export type RateCard = z.output<typeof rateCardSchema>;
export type RateCardSet = z.output<typeof rateCardSetSchema>;
