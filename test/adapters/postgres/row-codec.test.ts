import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowCodec } from '../../../adapters/postgres/row-codec.js';

describe('rowCodec', () => {
  const codec = rowCodec({
    trans_id: z.string(),
    amount_kes: z.coerce.number(),
    received_at: z.date(),
    assigned_to: z.string().nullable(),
  });
  const at = new Date('2026-11-26T09:00:00.000Z');

  it('reads a row under its fields’ names, as each column parses, and writes the same columns back', () => {
    const value = codec.fromRow({
      trans_id: 'TX1',
      amount_kes: '150.00',
      received_at: at,
      assigned_to: null,
    });
    expect(value).toEqual({ transId: 'TX1', amountKes: 150, receivedAt: at, assignedTo: null });
    expect(codec.toRow(value)).toEqual({
      trans_id: 'TX1',
      amount_kes: 150,
      received_at: at,
      assigned_to: null,
    });
  });

  it('refuses a row missing a column or holding the wrong type, and leaves out a column it does not know', () => {
    expect(() => codec.fromRow({ trans_id: 'TX1', amount_kes: 1, received_at: at })).toThrow();
    expect(() => codec.fromRow({ trans_id: 1, amount_kes: 1, received_at: at, assigned_to: null })).toThrow();
    const value = codec.fromRow({
      trans_id: 'TX1',
      amount_kes: 1,
      received_at: at,
      assigned_to: 'KX1',
      extra: 1,
    });
    expect(Object.keys(value)).toEqual(['transId', 'amountKes', 'receivedAt', 'assignedTo']);
  });
});
