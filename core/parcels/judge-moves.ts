import { type Parcel, type ParcelStatus, movesForward } from './parcel.js';
import type { MoveRefusal, StatusMove } from './parcels.ports.js';
import { isHeld, sortedByNumber } from './shipment.js';

/** What judging a status file's move needs to know of a parcel. */
export type ParcelToMove = Pick<
  Parcel,
  'number' | 'trackingNumber' | 'userId' | 'status' | 'shipRequestId' | 'shipmentNumber'
>;

/** One line's outcome: the parcels it moved (its own and, when packed, every parcel of its box), or why not. */
type MoveJudgement =
  { move: StatusMove; moved: readonly string[] } | { move: StatusMove; refused: MoveRefusal };

export interface MovesJudged {
  /** One per line, in line order. */
  judgements: MoveJudgement[];
  /** Each owner and status once, in the order first taken: what one notice tells. */
  steps: { ownerId: string; status: ParcelStatus }[];
  /** Every parcel's status once the moves are taken, by number. */
  statuses: Map<string, ParcelStatus>;
}

/**
 * The rules of a status file, line by line: a line finds its parcel by number first, else by tracking number;
 * it moves the parcel forward of the status it has reached by then (an earlier line may have moved it or its box),
 * unless the parcel is held for a ship request or unclaimed; a packed parcel takes its whole box along. The
 * PostgreSQL repository applies the same rules set-wise in one statement (knex-parcels.ts); a property test holds
 * the two to the same outcome.
 */
export function judgeMoves(moves: Iterable<StatusMove>, parcels: Iterable<ParcelToMove>): MovesJudged {
  const byNumber = new Map<string, ParcelToMove>();
  const byTracking = new Map<string, string>();
  const boxes = new Map<string, ParcelToMove[]>();
  const statuses = new Map<string, ParcelStatus>();
  for (const parcel of parcels) {
    byNumber.set(parcel.number, parcel);
    byTracking.set(parcel.trackingNumber, parcel.number);
    statuses.set(parcel.number, parcel.status);
    if (parcel.shipmentNumber !== null)
      boxes.set(parcel.shipmentNumber, [...(boxes.get(parcel.shipmentNumber) ?? []), parcel]);
  }
  const judgements: MoveJudgement[] = [];
  const steps = new Map<string, { ownerId: string; status: ParcelStatus }>();
  for (const move of moves) {
    const parcel = byNumber.get(move.reference) ?? byNumber.get(byTracking.get(move.reference) ?? '');
    const reached = parcel && statuses.get(parcel.number);
    if (!parcel || !reached) judgements.push({ move, refused: { kind: 'unknown' } });
    else if (!movesForward(reached, move.status))
      judgements.push({ move, refused: { kind: 'not-forward', reached } });
    else if (isHeld(parcel)) judgements.push({ move, refused: { kind: 'held' } });
    else if (parcel.userId === null) judgements.push({ move, refused: { kind: 'unclaimed' } });
    else {
      const moved =
        parcel.shipmentNumber === null
          ? [parcel.number]
          : sortedByNumber([...(boxes.get(parcel.shipmentNumber) ?? [])]).map((p) => p.number);
      for (const number of moved) statuses.set(number, move.status);
      judgements.push({ move, moved });
      const key = `${parcel.userId} ${move.status}`;
      if (!steps.has(key)) steps.set(key, { ownerId: parcel.userId, status: move.status });
    }
  }
  return { judgements, steps: [...steps.values()], statuses };
}
