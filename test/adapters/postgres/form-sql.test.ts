import { describe, expect, it } from 'vitest';
import { PARCEL_SOURCES } from '../../../core/parcels/parcel-ledger-sources.js';
import { formSql } from '../../../adapters/postgres/form-sql.js';

describe('a text form from core, in SQL', () => {
  it('puts the columns where the form names its arguments, its own words bound by position', () => {
    expect(formSql((n) => `parcel:${n}:shipping`, ['p.number'])).toEqual({
      sql: '(?::text || p.number || ?::text)',
      bindings: ['parcel:', ':shipping'],
    });
  });

  it('binds by name for a statement bound by name', () => {
    expect(formSql(PARCEL_SOURCES.storageFee.id, ['f.number', 'f.day'], 'key')).toEqual({
      sql: '(:key0::text || f.number || :key1::text || f.day || :key2::text)',
      bindings: { key0: '', key1: ':', key2: '' },
    });
  });

  it('refuses a form that does not name each argument once', () => {
    expect(() => formSql((a) => `${a}-${a}`, ['x'])).toThrow(/1 arguments made 2 places/);
    expect(() => formSql(() => 'fixed', ['x'])).toThrow(/1 arguments made 0 places/);
  });
});
