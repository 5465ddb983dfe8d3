import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { SERVICE_TERMS } from '../../../core/pricing/service-terms.js';
import { tierFor } from '../../../core/pricing/tariffs.js';
import type { Cents } from '../../../core/shared/money.js';

/** "$15", "$3": whole dollars as headlines write them; cents only when there are some. */
const headline = (cents: Cents) =>
  `$${Number.isInteger(cents / 100) ? cents / 100 : (cents / 100).toFixed(2)}`;

/** The figures the pages' prose quotes, each from the rule that charges it. */
export const FIGURES = {
  kenyaRate: `${headline(tierFor(DESTINATION_DETAILS.kenya.tariff.tiers, 0).centsPerKg)}/kg`,
  southSudanRate: `${headline(tierFor(DESTINATION_DETAILS['south-sudan'].tariff.tiers, 0).centsPerKg)}/kg`,
  kenyaTransit: DESTINATION_DETAILS.kenya.tariff.transit,
  preAlertSaving: headline(SERVICE_TERMS.preAlertSavingCents),
} as const;
