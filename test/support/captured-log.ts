import { Writable } from 'node:stream';
import { type Logger, pino } from 'pino';

/** A line as pino writes it, parsed. */
export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** A real pino logger whose lines are kept, parsed, for a test to read. */
export function capturedLog(level: string): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  return { logger: pino({ level }, sink), lines };
}
