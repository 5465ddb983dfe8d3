import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Response } from 'supertest';

const run = promisify(execFile);

/**
 * What a barcode reader finds on each page of a PDF rasterised as a 203 dpi thermal printer prints it: poppler's
 * pdftoppm makes a PNG a page, zbar's zbarimg reads each (a page it reads nothing on gives an empty list).
 */
export async function barcodesInPdf(pdf: Uint8Array): Promise<string[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'labels-'));
  try {
    await writeFile(join(dir, 'labels.pdf'), pdf);
    await run('pdftoppm', ['-r', '203', '-png', join(dir, 'labels.pdf'), join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    const read: string[][] = [];
    for (const page of pages) {
      // zbarimg exits 4 when it finds no barcode.
      const found = await run('zbarimg', ['--raw', '-q', join(dir, page)]).catch(() => ({ stdout: '' }));
      read.push(found.stdout.split('\n').filter(Boolean));
    }
    return read;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A supertest parser that keeps a response's bytes as they came (a PDF, say). */
export function bytesOf(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  // In Node.js, superagent hands a parser the response stream itself.
  const stream = res as unknown as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}
