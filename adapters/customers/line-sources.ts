import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';

/** A file's lines, read as they are needed (never the whole file in memory); \r\n and \n both end a line. */
export function linesOfFile(path: string): AsyncIterable<string> & { bytesRead(): number } {
  const input = createReadStream(path);
  let bytes = 0;
  input.on('data', (chunk) => (bytes += chunk.length));
  // Iterating at once buffers lines: readline drops the ones it emits before an iterator exists.
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  return { [Symbol.asyncIterator]: () => lines, bytesRead: () => bytes };
}

/** The lines of a text already in memory (an upload under the body limit). */
export async function* linesOfText(text: string): AsyncGenerator<string> {
  for (const line of text.split(/\r?\n/)) yield await Promise.resolve(line);
}
