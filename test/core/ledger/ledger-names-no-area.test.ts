import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../../adapters/project-root.js';

/** Words that name another area, or what only another area knows. */
const OTHER_AREAS = /parcel|shipment|mpesa|m-pesa|referral|storage/i;
/**
 * Code only: the area's README and decision records explain, by name, how the other areas use the ledger.
 * Migrations are history, frozen as each was written: they name the keys the areas posted before (kind, id). */
const HISTORY = `${join('adapters', 'ledger', 'migrations')}/`;

const filesUnder = (folder: string): string[] =>
  readdirSync(projectPath(folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(projectPath(''), join(entry.parentPath, entry.name)));

describe('the ledger, which uses no other area', () => {
  const files = [...filesUnder('core/ledger'), ...filesUnder('adapters/ledger')];

  it('finds its files', () => {
    expect(files).toContain(join('core', 'ledger', 'ledger.ports.ts'));
    expect(files).toContain(join('adapters', 'ledger', 'knex-ledger.ts'));
  });

  it('names no other area in any file of core/ledger or adapters/ledger', () => {
    const naming = files
      .filter((file) => file.endsWith('.ts') && !file.startsWith(HISTORY))
      .flatMap((file) =>
        readFileSync(projectPath(file), 'utf8')
          .split('\n')
          .flatMap((line, i) => (OTHER_AREAS.test(line) ? [`${file}:${String(i + 1)}: ${line}`] : [])),
      );
    expect(naming).toEqual([]);
  });

  it('would see a file that named one', () => {
    expect(OTHER_AREAS.test('  unpaidOfParcels(userId: string): Promise<Cents>;')).toBe(true);
    expect(OTHER_AREAS.test('const key = `mpesa:${receipt}`;')).toBe(true);
  });
});
