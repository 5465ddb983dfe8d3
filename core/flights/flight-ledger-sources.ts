import { sourceKind } from '../ledger/ledger-entry.js';

/** The kinds of ledger source the flights area posts: each one's id is unique within its kind. */
export const FLIGHT_SOURCES = {
  /**
   * Kenya's duty and taxes on a house waybill as KRA assessed them at customs: one charge per waybill of a
   * flight, so an assessment imported again posts nothing more.
   */
  dutyAssessment: sourceKind('duty-assessment', (flightId: string, hawb: string) => `${flightId}:${hawb}`),
} as const;
