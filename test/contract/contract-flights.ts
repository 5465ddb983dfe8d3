import type { Flight } from '../../core/flights/flight.js';
import { aFlight, aMawb } from '../core/flights/flight.mother.js';
import { later } from './storage-under-test.js';

/** The contract suites' flight `n`: its own id, MAWB and number, leaving a day after the suites' clock. */
export const contractFlight = (n: number, overrides: Partial<Flight> = {}): Flight =>
  aFlight({
    id: `00000000-0000-4000-8000-00000000000${String(n)}`,
    flightNumber: `ET50${String(n)}`,
    mawb: aMawb(n),
    etd: later(86_400_000),
    eta: later(86_400_000 + 20 * 3_600_000),
    createdAt: later(n * 1000),
    ...overrides,
  });
