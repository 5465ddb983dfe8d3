import { stat } from 'node:fs/promises';
import { UsageError } from './errors.js';

/** How many rejected lines a file command prints; the rest go to its --rejects file. */
export const SHOWN_REJECTS = 20;

/** The file's size; a missing file or a directory is a usage error. */
export async function fileSize(path: string): Promise<number> {
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new UsageError(`${path} is not a file.`);
    return info.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
