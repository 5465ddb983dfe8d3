import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linesOfFile } from '../../../adapters/customers/line-sources.js';

const dir = mkdtempSync(join(tmpdir(), 'lines-'));
const fileOf = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const read = async (path: string, maxLength = 100) => {
  const lines: string[] = [];
  for await (const line of linesOfFile(path, maxLength)) lines.push(line);
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

  it('cuts a line longer than the bound to one character past it and reads on after its break', async () => {
    const lines = await read(fileOf('long.csv', `${'x'.repeat(300_000)}\nshort\n`), 200);
    expect(lines.map((line) => line.length)).toEqual([201, 5]);
  });

  it('reads a file without any line break as one cut line, however large', async () => {
    const path = fileOf('no-breaks.csv', 'y'.repeat(48 * 1024 * 1024));
    const reader = linesOfFile(path, 1000);
    const lines: number[] = [];
    for await (const line of reader) lines.push(line.length);
    expect(lines).toEqual([1001]);
    expect(reader.bytesRead()).toBe(48 * 1024 * 1024);
  });
});
