import { describe, expect, it } from 'vitest';
import { NOW, type OpenStorage, later, useStorage } from './storage-under-test.js';

const document = (effectiveDate: string) => ({
  effectiveDate,
  cards: [{ id: 'aquantuo', name: 'Aquantuo', tiers: [{ fromKg: 0, dollarsPerKg: 18.5 }] }],
});

/** The rate-card archive: the same behaviour on every adapter. */
export function rateCardArchiveContract(name: string, open: OpenStorage): void {
  describe(`rate-card archive: ${name}`, () => {
    const storage = useStorage(open);
    const archive = () => storage.reads.rateCards;

    it('keeps every import as written, oldest import first, whatever its effective date', async () => {
      await archive().add({
        effectiveDate: '2026-12-01',
        importedAt: NOW,
        source: 'december.json',
        document: document('2026-12-01'),
      });
      await archive().add({
        effectiveDate: '2026-11-15',
        importedAt: later(1000),
        source: 'november.json',
        document: document('2026-11-15'),
      });
      expect(await archive().list()).toEqual([
        {
          effectiveDate: '2026-12-01',
          importedAt: NOW,
          source: 'december.json',
          document: document('2026-12-01'),
        },
        {
          effectiveDate: '2026-11-15',
          importedAt: later(1000),
          source: 'november.json',
          document: document('2026-11-15'),
        },
      ]);
    });

    it('is empty before any import', async () => {
      expect(await archive().list()).toEqual([]);
    });
  });
}
