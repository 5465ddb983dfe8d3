import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { nested, optional, rowCodec } from '../../../adapters/postgres/row-codec.js';

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

  describe('a group of columns and an optional column', () => {
    const box = rowCodec({
      number: z.string(),
      weights: nested({ actual_kg: z.coerce.number(), chargeable_kg: z.coerce.number() }),
      size: nested({ length_cm: z.number(), sides: nested({ width_cm: z.number() }) }),
      note: optional(z.string()),
    });
    const row = {
      number: 'KS1',
      actual_kg: '2.5',
      chargeable_kg: 3,
      length_cm: 10,
      width_cm: 20,
      note: null,
    };

    it('types the value as the domain has it (each group an object, the optional field optional), the row flat', () => {
      expectTypeOf(box.fromRow).returns.toEqualTypeOf<{
        number: string;
        weights: { actualKg: number; chargeableKg: number };
        size: { lengthCm: number; sides: { widthCm: number } };
        note?: string;
      }>();
      expectTypeOf(box.toRow).returns.toEqualTypeOf<{
        number: string;
        actual_kg: number;
        chargeable_kg: number;
        length_cm: number;
        width_cm: number;
        note: string | null;
      }>();
    });

    it('reads a group’s columns into its field, and leaves the optional field out when its column is null', () => {
      const value = box.fromRow(row);
      expect(value).toStrictEqual({
        number: 'KS1',
        weights: { actualKg: 2.5, chargeableKg: 3 },
        size: { lengthCm: 10, sides: { widthCm: 20 } },
      });
      expect('note' in value).toBe(false);
      expect(box.toRow(value)).toStrictEqual({ ...row, actual_kg: 2.5 });
    });

    it('reads the optional column’s value when it holds one, and writes it back', () => {
      const value = box.fromRow({ ...row, note: 'fragile' });
      expect(value.note).toBe('fragile');
      expect(box.toRow(value).note).toBe('fragile');
      expect(box.toRow({ ...value, note: undefined }).note).toBeNull();
    });

    it('refuses a row missing a group’s column or the optional one, or with the wrong type in them', () => {
      const { number, actual_kg, chargeable_kg, length_cm, width_cm } = row;
      expect(() => box.fromRow({ number, actual_kg, chargeable_kg, length_cm, note: null })).toThrow();
      expect(() => box.fromRow({ number, actual_kg, chargeable_kg, length_cm, width_cm })).toThrow();
      expect(() => box.fromRow({ ...row, note: 1 })).toThrow();
      expect(() => box.fromRow({ ...row, actual_kg: 'heavy' })).toThrow();
    });

    it('refuses columns that name one column twice, in a group or beside it', () => {
      expect(() => rowCodec({ number: z.string(), box: nested({ number: z.string() }) })).toThrow(
        'The column number is named twice',
      );
    });
  });
});
