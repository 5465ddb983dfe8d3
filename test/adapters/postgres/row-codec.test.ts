import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { column, nested, optional, rowCodec } from '../../../adapters/postgres/row-codec.js';

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

  it('tells of a row it refuses instead of throwing when asked safely, and gives the value of one it reads', () => {
    const read = codec.safeFromRow({ trans_id: 'TX1', amount_kes: 1, received_at: at, assigned_to: null });
    expect(read.success && read.data).toEqual({
      transId: 'TX1',
      amountKes: 1,
      receivedAt: at,
      assignedTo: null,
    });
    expect(codec.safeFromRow({ trans_id: 'TX1' }).success).toBe(false);
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

  describe('a column named otherwise than its field, and a nullable group', () => {
    const entry = rowCodec({
      id: z.string(),
      source: nested({ kind: column('source_kind', z.string()), id: column('source_id', z.string()) }),
      shillings: nested({
        kes: z.coerce.number(),
        rate_date: z
          .union([z.date(), z.string()])
          .transform((day) => (typeof day === 'string' ? day : 'a day')),
        note: optional(z.string()),
      }).nullable(),
    });
    const row = {
      id: 'E1',
      source_kind: 'parcel',
      source_id: 'KP1',
      kes: '130.5',
      rate_date: '2026-12-01',
      note: null,
    };

    it('types the field under its key and the nullable group as its object or null', () => {
      expectTypeOf(entry.fromRow).returns.toEqualTypeOf<{
        id: string;
        source: { kind: string; id: string };
        shillings: { kes: number; rateDate: string; note?: string } | null;
      }>();
      expectTypeOf(entry.toRow).returns.toEqualTypeOf<{
        id: string;
        source_kind: string;
        source_id: string;
        kes: number | null;
        rate_date: string | null;
        note: string | null;
      }>();
    });

    it('reads and writes the named columns under their fields, and the group when its columns hold values', () => {
      const value = entry.fromRow(row);
      expect(value).toStrictEqual({
        id: 'E1',
        source: { kind: 'parcel', id: 'KP1' },
        shillings: { kes: 130.5, rateDate: '2026-12-01' },
      });
      expect(entry.toRow(value)).toStrictEqual({ ...row, kes: 130.5 });
    });

    it('reads the group as null when all its columns are, and writes null into each', () => {
      const none = { ...row, kes: null, rate_date: null };
      const value = entry.fromRow(none);
      expect(value.shillings).toBeNull();
      expect(entry.toRow(value)).toStrictEqual(none);
    });

    it('refuses a group holding some of its columns only, unless the one missing is optional', () => {
      expect(() => entry.fromRow({ ...row, kes: null })).toThrow(/kes/);
      expect(() => entry.fromRow({ ...row, rate_date: 1 })).toThrow();
      expect(() => entry.fromRow({ ...row, source_id: null })).toThrow();
      expect(entry.fromRow({ ...row, note: 'cash' }).shillings?.note).toBe('cash');
    });

    it('names every column, a group’s and a named one among them, in the order declared', () => {
      expect(entry.columns).toEqual(['id', 'source_kind', 'source_id', 'kes', 'rate_date', 'note']);
      expectTypeOf(entry.columns).toEqualTypeOf<
        readonly ('id' | 'source_kind' | 'source_id' | 'kes' | 'rate_date' | 'note')[]
      >();
    });

    it('refuses two fields naming one column', () => {
      expect(() => rowCodec({ source_id: z.string(), id: column('source_id', z.string()) })).toThrow(
        'The column source_id is named twice',
      );
    });
  });
});
