import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linesOfFile } from '../../adapters/line-sources.js';
import { MAX_LINE_LENGTH, parseCustomerLine } from '../../core/customers/customer-line.js';
import { MAX_STATUS_LINE_LENGTH, parseStatusLine } from '../../core/parcels/parcel-status-line.js';

const dir = mkdtempSync(join(tmpdir(), 'lines-'));
const fileOf = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const read = async (path: string, maxLength = 100) => {
  const lines: string[] = [];
  for await (const read of linesOfFile(path, maxLength)) lines.push(...read);
  return lines;
};

describe('the lines of a file', () => {
  it('ends a line at \\n, \\r\\n or a lone \\r, keeps empty lines, and yields a last line without a break', async () => {
    expect(await read(fileOf('breaks.csv', 'a\nb\r\nc\rd\n\ne'))).toEqual(['a', 'b', 'c', 'd', '', 'e']);
    expect(await read(fileOf('ending.csv', 'a\r\n'))).toEqual(['a']);
  });

  it('keeps \\r\\n one break where the read splits it, and multi-byte characters whole', async () => {
    // The stream reads 64 KiB at a time: the \r ends one read and the \n starts the next.
    const first = 'é'.repeat(32 * 1024 - 1);
    expect(await read(fileOf('split.csv', `${first}x\r\nnext\n`), 100_000)).toEqual([`${first}x`, 'next']);
  });

  it('cuts a line longer than the bound to two characters past it and reads on after its break', async () => {
    const lines = await read(fileOf('long.csv', `${'x'.repeat(300_000)}\nshort\n`), 200);
    expect(lines.map((line) => line.length)).toEqual([202, 5]);
  });

  it('leaves a cut line too long for the line rules, whatever it began with', async () => {
    const text = [`${' '.repeat(300)}junk,junk`, `\uFEFFKP1000001,ready${' '.repeat(190)},extra`].join('\n');
    const lines = await read(fileOf('cut.csv', text), MAX_STATUS_LINE_LENGTH);
    expect(lines.map((line, i) => parseStatusLine(line, i + 1))).toEqual([
      { kind: 'rejected', reason: 'Line longer than 200 characters' },
      { kind: 'rejected', reason: 'Line longer than 200 characters' },
    ]);
    const customers = await read(
      fileOf('customers.csv', `${' '.repeat(1500)}Amina,Yusuf,KX1`),
      MAX_LINE_LENGTH,
    );
    expect(parseCustomerLine(customers[0] ?? '')).toEqual({
      kind: 'rejected',
      reason: 'Line longer than 1000 characters',
    });
  });

  it('reads a file without any line break as one cut line, however large', async () => {
    const path = fileOf('no-breaks.csv', 'y'.repeat(48 * 1024 * 1024));
    const reader = linesOfFile(path, 1000);
    const lines: number[] = [];
    for await (const read of reader) lines.push(...read.map((line) => line.length));
    expect(lines).toEqual([1002]);
    expect(reader.bytesRead()).toBe(48 * 1024 * 1024);
  });
});
