import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DoorAddress } from '../../../core/delivery/delivery-choice.js';
import type { RunSheet } from '../../../core/dispatch/view-dispatch.use-case.js';
import { runSheetPdf } from '../../../adapters/dispatch/run-sheet-pdf.js';

const address = (town: string, landmark: string | null): DoorAddress => ({
  county: 'Nairobi',
  town,
  street: `${town} Road 12`,
  landmark,
  phone: '+254712345678',
});
const stopOf = (i: number, town: string, landmark: string | null, dueCents: number) => ({
  reference: `KS200000${String(i)}`,
  userId: 'u1',
  accountId: `KX10${String(i)}`,
  ownerName: i === 1 ? 'Wanjirũ Kamau' : 'Amina Otieno',
  email: 'a@example.com',
  parcels: [`KP100000${String(i)}`, `KP100001${String(i)}`],
  pieces: 2,
  readyAt: new Date('2026-12-01T08:00:00Z'),
  place: { method: 'door' as const, address: address(town, landmark) },
  dueCents,
  riderId: 'r1',
  failures: 0,
  address: address(town, landmark),
});

/** The PDF's text, as pdftotext (poppler-utils) reads it. */
function textOf(bytes: Uint8Array): { text: string; pages: number } {
  const file = join(mkdtempSync(join(tmpdir(), 'run-sheet-')), 'sheet.pdf');
  writeFileSync(file, bytes);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
  };
}

describe('the run sheet PDF', () => {
  it('names the rider and day, and each stop in order with address, landmark, phone, pieces, due and a place to sign', async () => {
    const sheet: RunSheet = {
      rider: { id: 'r1', name: 'Otieno Ouma', phone: '+254722000111', active: true, createdAt: new Date() },
      day: '2026-12-07',
      stops: [stopOf(1, 'Kilimani', 'opposite the church', 1250), stopOf(2, 'Westlands', null, 0)],
    };
    const { text, pages } = textOf(await runSheetPdf(sheet, 'Kango Express'));
    expect(pages).toBe(1);
    expect(text).toContain('Rider: Otieno Ouma, +254722000111');
    expect(text).toContain('Day: Monday 7 December 2026');
    expect(text).toContain('2 stops; to collect in all: $12.50');
    expect(text).toMatch(/1\. KS2000001\s+Wanjiru Kamau \(KX101\)/);
    expect(text).toContain('Kilimani Road 12, Kilimani, Nairobi County');
    expect(text).toContain('Landmark: opposite the church');
    expect(text).toMatch(/Phone: \+254712345678\s+Pieces: 2\s+To collect: \$12\.50/);
    expect(text).toContain('Landmark: none given');
    expect(text.indexOf('KS2000001')).toBeLessThan(text.indexOf('KS2000002'));
    expect(text.match(/Signature:/g)).toHaveLength(2);
  });

  it('runs onto more pages for a long day', async () => {
    const stops = Array.from({ length: 20 }, (_, i) => stopOf(i + 1, 'Kilimani', null, 100));
    const { text, pages } = textOf(
      await runSheetPdf(
        {
          rider: { id: 'r1', name: 'A', phone: '+254722000111', active: true, createdAt: new Date() },
          day: '2026-12-07',
          stops,
        },
        'Kango Express',
      ),
    );
    expect(pages).toBeGreaterThan(1);
    expect(text.match(/Signature:/g)).toHaveLength(20);
  });
});
