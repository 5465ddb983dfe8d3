import { describe, expect, it } from 'vitest';
import { type ParcelToMove, judgeMoves } from '../../../core/parcels/judge-moves.js';
import type { StatusMove } from '../../../core/parcels/parcels.ports.js';

const parcel = (overrides: Partial<ParcelToMove> & Pick<ParcelToMove, 'number'>): ParcelToMove => ({
  trackingNumber: `TBA${overrides.number}`,
  userId: 'owner-1',
  status: 'received',
  shipRequestId: null,
  shipmentNumber: null,
  ...overrides,
});
const lines = (...moves: [string, StatusMove['status']][]): StatusMove[] =>
  moves.map(([reference, status], i) => ({ line: i + 1, reference, status }));
const outcomes = (judged: ReturnType<typeof judgeMoves>) =>
  judged.judgements.map((j) => ('refused' in j ? j.refused : j.moved));

describe('judgeMoves', () => {
  it('moves by number or tracking number, each line against what earlier lines reached', () => {
    const judged = judgeMoves(
      lines(['KP1', 'departed'], ['TBAKP1', 'arrived'], ['KP1', 'departed'], ['NOSUCH', 'ready']),
      [parcel({ number: 'KP1' })],
    );
    expect(outcomes(judged)).toEqual([
      ['KP1'],
      ['KP1'],
      { kind: 'not-forward', reached: 'arrived' },
      { kind: 'unknown' },
    ]);
    expect(judged.statuses.get('KP1')).toBe('arrived');
    expect(judged.steps).toEqual([
      { ownerId: 'owner-1', status: 'departed' },
      { ownerId: 'owner-1', status: 'arrived' },
    ]);
  });

  it('finds a parcel by its number before another parcel whose tracking number is that number', () => {
    const judged = judgeMoves(lines(['KP2', 'departed']), [
      parcel({ number: 'KP1', trackingNumber: 'KP2' }),
      parcel({ number: 'KP2' }),
    ]);
    expect(outcomes(judged)).toEqual([['KP2']]);
    expect(judged.statuses.get('KP1')).toBe('received');
  });

  it('refuses a held or unclaimed parcel, and moves a packed one with its whole box, in number order', () => {
    const judged = judgeMoves(
      lines(['KP3', 'departed'], ['KP4', 'departed'], ['KP10', 'departed'], ['KP9', 'departed']),
      [
        parcel({ number: 'KP3', shipRequestId: 'request-1' }),
        parcel({ number: 'KP4', userId: null }),
        parcel({ number: 'KP10', shipRequestId: 'request-2', shipmentNumber: 'KS1' }),
        parcel({ number: 'KP9', shipRequestId: 'request-2', shipmentNumber: 'KS1' }),
      ],
    );
    expect(outcomes(judged)).toEqual([
      { kind: 'held' },
      { kind: 'unclaimed' },
      ['KP9', 'KP10'],
      { kind: 'not-forward', reached: 'departed' },
    ]);
    expect(judged.steps).toEqual([{ ownerId: 'owner-1', status: 'departed' }]);
  });

  it('checks forward before held: a held parcel already past the step is told where it is', () => {
    const judged = judgeMoves(lines(['KP5', 'received']), [
      parcel({ number: 'KP5', status: 'departed', shipRequestId: 'request-3' }),
    ]);
    expect(outcomes(judged)).toEqual([{ kind: 'not-forward', reached: 'departed' }]);
  });
});
