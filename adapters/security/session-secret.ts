import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A secret no one else has: 32 random bytes. */
export const randomSessionSecret = (): string => randomBytes(32).toString('base64url');

/**
 * Outside production, with no SESSION_SECRET set: a random secret made on first start and kept under the data
 * directory, so that sessions outlive a restart and no secret published with the code signs anything.
 */
export function persistedSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': when two processes start at once, one writes and both read the same secret.
    writeFileSync(file, randomSessionSecret(), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it`);
  return secret;
}
