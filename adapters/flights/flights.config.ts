import { z } from 'zod';
import { ConfigError, areaSettings, optional } from '../settings.js';

const schema = z.object({ WAREHOUSE_AIRPORT: optional });

/** Where every flight leaves from: the warehouse's airport, an IATA code. */
export const FLIGHTS_SETTINGS = areaSettings({
  owner: 'flights',
  schema,
  docs: {
    WAREHOUSE_AIRPORT: {
      default: '`ILG`',
      description: "the warehouse's airport (IATA, three capitals): every flight's origin",
    },
  },
  read(vars): { warehouseAirport: string } {
    const airport = vars.WAREHOUSE_AIRPORT ?? 'ILG';
    if (!/^[A-Z]{3}$/.test(airport))
      throw new ConfigError(
        'Invalid configuration: WAREHOUSE_AIRPORT: give the airport’s IATA code, three capital letters (ILG)',
      );
    return { warehouseAirport: airport };
  },
});
