import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { manifestCsv } from '../../../adapters/flights/manifest-csv.js';
import { manifestPdf } from '../../../adapters/flights/manifest-pdf.js';
import type { Manifest, ManifestLine } from '../../../core/flights/manifest.js';
import { aFlight } from '../../core/flights/flight.mother.js';

const line = (i: number): ManifestLine => ({
  hawb: `KS${String(1_000_000 + i)}`,
  parcels: [`KP${String(2_000_000 + i)}`, `KP${String(3_000_000 + i)}`],
  consignee: i === 0 ? 'Wanjirũ Kamau' : `Customer ${String(i)}`,
  phone: '+254712345678',
  deliverTo: 'Door: Plot 12, Ngong Road (opposite the church with the long name), Kilimani, Nairobi County',
  kraPin: 'A123456789B',
  pieces: 1,
  actualKg: 12.5,
  chargeableKg: 15,
  goods: [
    { category: 'Clothing & textiles', quantity: 3 },
    { category: 'Electronics (new)', quantity: 1 },
  ],
  undeclared: i % 10 === 0 ? [`KP${String(3_000_000 + i)}`] : [],
  declaredValueCents: 12_345,
  insured: i % 2 === 0,
});

const MANIFEST: Manifest = {
  flight: aFlight({ state: 'closed' }),

  consolidator: { name: 'Kango Express Ltd', kraPin: 'P051234567X' },
  lines: Array.from({ length: 80 }, (_, i) => line(i)),
  totals: {
    shipments: 80,
    parcels: 160,
    pieces: 80,
    actualKg: 1000,
    chargeableKg: 1200,
    declaredValueCents: 987_600,
    undeclared: 8,
  },
};

describe('the manifest files', () => {
  it('PDF: landscape A4, the table wrapping to more pages with its header on each, the totals at the end', async () => {
    const bytes = await manifestPdf(MANIFEST);
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const file = join(mkdtempSync(join(tmpdir(), 'manifest-pdf-')), 'manifest.pdf');
    writeFileSync(file, bytes);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    const pages = Number(/Pages:\s+(\d+)/.exec(info)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(info).toMatch(/Page size:\s+841\.89 x 595\.28/);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const perPage = text.split('\f').filter((page) => page.trim() !== '');
    expect(perPage).toHaveLength(pages);
    for (const page of perPage) {
      expect(page).toContain('HAWB');
      expect(page).toContain('706-12345675');
    }
    expect(text).toContain(`page ${String(pages)} of ${String(pages)}`);
    expect(text).toContain('KS1000079');
    expect(text).toContain('Wanjiru Kamau');
    expect(text).toContain('8 UNDECLARED');
    expect(text).toContain('P051234567X');
  });

  it('CSV: a header row, a line per house waybill, the footer rows', () => {
    const rows: string[][] = parse(Buffer.from(manifestCsv(MANIFEST)), {
      bom: true,
      relax_column_count: true,
    });
    expect(rows[0]?.[0]).toBe('HAWB');
    expect(rows.slice(1, 81).map((r) => r[0])).toEqual(MANIFEST.lines.map((l) => l.hawb));
    expect(rows[1]?.[2]).toBe('Wanjirũ Kamau');
    expect(rows.find((r) => r[0] === 'Consolidator KRA PIN')?.[1]).toBe('P051234567X');
  });
});
