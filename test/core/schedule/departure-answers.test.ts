import { describe, expect, it } from 'vitest';
import {
  departureResponseCache,
  nextDepartureResponse,
} from '../../../core/schedule/api/departure-responses.js';

describe('the next departure, asked for at every page request', () => {
  it('gives the same answer as working it out, and works it out again once the cutoff passes', () => {
    const answerAt = departureResponseCache();
    for (const iso of [
      '2026-11-18T17:00:00Z',
      '2026-11-20T20:59:00Z',
      '2026-11-20T21:00:00Z',
      '2026-11-21T15:00:00Z',
      // A clock that went back (a test's, or a corrected one) is answered for what it says.
      '2026-11-18T17:00:00Z',
    ]) {
      expect(answerAt(new Date(iso)), iso).toEqual(nextDepartureResponse(new Date(iso)));
    }
  });
});
