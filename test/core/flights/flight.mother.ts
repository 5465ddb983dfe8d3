import type { Flight } from '../../../core/flights/flight.js';

/** A valid MAWB of serial `n` (its last digit the first seven mod 7), so that each test's flights differ. */
export const aMawb = (n: number): string => `706-${String(n).padStart(7, '0')}${String(n % 7)}`;

/**
 * A flight (Object Mother): ET509 from the warehouse's airport to Nairobi, planned, leaving on the evening of
 * 8 December 2026 and landing the next evening. Override what the test is about.
 */
export const aFlight = (overrides: Partial<Flight> = {}): Flight => ({
  id: '00000000-0000-4000-8000-000000000001',
  flightNumber: 'ET509',
  mawb: '706-12345675',
  origin: 'ILG',
  destination: 'NBO',
  etd: new Date('2026-12-08T22:30:00Z'),
  eta: new Date('2026-12-09T18:45:00Z'),
  atd: null,
  ata: null,
  closedAt: null,
  clearedAt: null,
  state: 'planned',
  createdAt: new Date('2026-12-01T09:00:00Z'),
  ...overrides,
});
