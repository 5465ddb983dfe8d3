import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { VOLUMETRIC_CM3_PER_KG } from '../../../core/pricing/tariffs.js';

const kenyaTiers = DESTINATION_DETAILS.kenya.tariff.tiers;

/** The weight from which the Kenya rate falls, as the marketing pages' prose states it: "25 kg". */
export const LOWER_RATE_FROM = `${kenyaTiers[1]?.fromKg ?? kenyaTiers[0]?.fromKg ?? 0} kg`;

/** "5,000": the volumetric divisor as the pages write it. */
export const VOLUMETRIC_DIVISOR = VOLUMETRIC_CM3_PER_KG.toLocaleString('en-US');
