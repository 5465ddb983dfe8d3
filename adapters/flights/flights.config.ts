import { z } from 'zod';
import { ConfigError, areaSettings, optional } from '../settings.js';

/** Business days customs takes after a flight lands, by default: a parcel's ready-by day is its ETA plus these. */
const DEFAULT_CLEARANCE_DAYS = 2;

const schema = z.object({
  WAREHOUSE_AIRPORT: optional,
  CLEARANCE_DAYS: z.coerce.number().int().min(0).max(30).default(DEFAULT_CLEARANCE_DAYS),
});

/** Where every flight leaves from (the warehouse's airport, an IATA code), and how long clearance takes. */
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
  },
  read(vars): { warehouseAirport: string; clearanceDays: number } {
    const airport = vars.WAREHOUSE_AIRPORT ?? 'ILG';
    if (!/^[A-Z]{3}$/.test(airport))
      throw new ConfigError(
        'Invalid configuration: WAREHOUSE_AIRPORT: give the airport’s IATA code, three capital letters (ILG)',
      );
    return { warehouseAirport: airport, clearanceDays: vars.CLEARANCE_DAYS };
  },
});
