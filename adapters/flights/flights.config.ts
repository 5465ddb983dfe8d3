import { z } from 'zod';
import { KRA_PIN, normaliseKraPin } from '../../core/accounts/kra-pin.js';
import type { Consolidator } from '../../core/flights/manifest.js';
import { ConfigError, areaSettings, optional } from '../settings.js';

/** Business days customs takes after a flight lands, by default: a parcel's ready-by day is its ETA plus these. */
const DEFAULT_CLEARANCE_DAYS = 2;

const schema = z.object({
  WAREHOUSE_AIRPORT: optional,
  CLEARANCE_DAYS: z.coerce.number().int().min(0).max(30).default(DEFAULT_CLEARANCE_DAYS),
  CONSOLIDATOR_NAME: optional,
  CONSOLIDATOR_KRA_PIN: optional,
});

/**
 * Where every flight leaves from (the warehouse's airport, an IATA code), how long clearance takes, and who
 * consolidates its shipments as the clearing agent's manifest names them. A missing CONSOLIDATOR_KRA_PIN is not
 * refused, even in production: parcels, payments and flights work without it, and the manifest says in its header
 * that it is not configured (the clearing agent cannot lodge it so), rather than the whole site refusing to start.
 */
export const FLIGHTS_SETTINGS = areaSettings({
  owner: 'flights',
  schema,
  docs: {
    WAREHOUSE_AIRPORT: {
      default: '`ILG`',
      description: "the warehouse's airport (IATA, three capitals): every flight's origin",
    },
    CLEARANCE_DAYS: {
      default: `\`${String(DEFAULT_CLEARANCE_DAYS)}\``,
      description:
        'business days (Monday to Friday, in Nairobi) customs takes after a flight lands: a parcel on a flight is estimated ready its ETA plus these (0 to 30)',
    },
    CONSOLIDATOR_NAME: {
      default: 'the brand name',
      description: "the consolidator's registered name, as the clearing agent's manifest gives it",
    },
    CONSOLIDATOR_KRA_PIN: {
      default: 'unset: the manifest says so',
      description:
        "the consolidator's KRA PIN (a letter, nine digits, a letter: `P051234567X`) on the manifest; needed before a clearing agent can lodge one",
    },
  },
  read(vars, house): { warehouseAirport: string; clearanceDays: number; consolidator: Consolidator } {
    const airport = vars.WAREHOUSE_AIRPORT ?? 'ILG';
    if (!/^[A-Z]{3}$/.test(airport))
      throw new ConfigError(
        'Invalid configuration: WAREHOUSE_AIRPORT: give the airport’s IATA code, three capital letters (ILG)',
      );
    const pin = vars.CONSOLIDATOR_KRA_PIN === undefined ? null : normaliseKraPin(vars.CONSOLIDATOR_KRA_PIN);
    if (pin !== null && !KRA_PIN.test(pin))
      throw new ConfigError(
        'Invalid configuration: CONSOLIDATOR_KRA_PIN: a KRA PIN is a letter, nine digits and a letter (P051234567X)',
      );
    return {
      warehouseAirport: airport,
      clearanceDays: vars.CLEARANCE_DAYS,
      consolidator: { name: vars.CONSOLIDATOR_NAME ?? house.identity.brandName, kraPin: pin },
    };
  },
});
