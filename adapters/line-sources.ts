import { createReadStream } from 'node:fs';

/**
 * A file's lines, each read's worth at once, read as they are needed (never the whole file in memory): a
 * million lines are not a million awaits. \r\n, \n and a lone \r (a Mac spreadsheet's CSV) each end a line. A
 * line longer than `maxLength` is cut to `maxLength + 2` characters (still too long once a byte-order mark is
 * taken off) and the rest skipped as it streams past, so a file without a line break costs no more memory than a
 * long line: the reader's check rejects the cut line by its number.
 */
export function linesOfFile(
  path: string,
  maxLength: number,
): AsyncIterable<readonly string[]> & { bytesRead(): number } {
  const input = createReadStream(path, { encoding: 'utf8' });
  let bytes = 0;
  input.on('data', (chunk) => (bytes += Buffer.byteLength(chunk)));
  return { [Symbol.asyncIterator]: () => boundedLines(input, maxLength), bytesRead: () => bytes };
}

async function* boundedLines(
  chunks: AsyncIterable<string>,
  maxLength: number,
): AsyncGenerator<readonly string[]> {
  let line = '';
  // A \r ended the last chunk: a \n starting the next one belongs to it.
  let afterCarriageReturn = false;
  const keep = (piece: string) => {
    if (line.length <= maxLength + 1) line += piece.slice(0, maxLength + 2 - line.length);
  };
  for await (const chunk of chunks) {
    const ended: string[] = [];
    let start = afterCarriageReturn && chunk.startsWith('\n') ? 1 : 0;
    afterCarriageReturn = false;
    const breaks = lineBreaks(chunk);
    for (let end = breaks.next(start); end !== -1; end = breaks.next(start)) {
      keep(chunk.slice(start, end));
      ended.push(line);
      line = '';
      const crlf = chunk[end] === '\r' && chunk[end + 1] === '\n';
      afterCarriageReturn = chunk[end] === '\r' && end === chunk.length - 1;
      start = end + (crlf ? 2 : 1);
    }
    keep(chunk.slice(start));
    if (ended.length > 0) yield ended;
  }
  if (line !== '') yield [line];
}

/** The line breaks of a chunk in order: each of \n and \r searched once past the last found, not per line. */
function lineBreaks(text: string): { next(start: number): number } {
  let newline = -2;
  let carriageReturn = -2;
  const after = (found: number, character: string, start: number) =>
    found !== -1 && found < start ? text.indexOf(character, start) : found;
  return {
    next(start) {
      newline = after(newline, '\n', start);
      carriageReturn = after(carriageReturn, '\r', start);
      if (newline === -1) return carriageReturn;
      return carriageReturn === -1 ? newline : Math.min(newline, carriageReturn);
    },
  };
}

/** The lines of a text already in memory (an upload under the body limit), all at once. */
export async function* linesOfText(text: string): AsyncGenerator<readonly string[]> {
  yield await Promise.resolve(text.split(/\r?\n/));
}
