import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OWNER_ONLY_DIRECTORY, OWNER_ONLY_FILE } from './owner-only-files.js';

/** A secret no one else has: 32 random bytes. */
export const randomSecret = (): string => randomBytes(32).toString('base64url');

/**
 * Outside production, with no secret configured: a random secret made on first start and kept under the data
 * directory in the file `name`, so that what it signs or hides outlives a restart (and every process on the same
 * data directory has the same one), and no secret published with the code protects anything.
 */
export function persistedSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  mkdirSync(dataDir, { recursive: true, mode: OWNER_ONLY_DIRECTORY });
  try {
    // 'wx': when two processes start at once, one writes and both read the same secret.
    writeFileSync(file, randomSecret(), { flag: 'wx', mode: OWNER_ONLY_FILE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it`);
  return secret;
}

/** The session cookies' secret when SESSION_SECRET is unset (outside production). */
export const persistedSessionSecret = (dataDir: string): string => persistedSecret(dataDir, 'session-secret');
