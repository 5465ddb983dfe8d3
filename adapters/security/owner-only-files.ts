import { chmodSync, existsSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Modes of what DATA_DIR holds: this user's alone. */
export const OWNER_ONLY_DIRECTORY = 0o700;
export const OWNER_ONLY_FILE = 0o600;

/** Makes `path` and everything under it owner-only; returns how many it had to tighten. Symbolic links are left. */
function tighten(path: string): number {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return 0;
  let tightened = 0;
  if ((stat.mode & 0o077) !== 0) {
    chmodSync(path, stat.isDirectory() ? OWNER_ONLY_DIRECTORY : OWNER_ONLY_FILE);
    tightened += 1;
  }
  if (stat.isDirectory()) for (const name of readdirSync(path)) tightened += tighten(join(path, name));
  return tightened;
}

/**
 * DATA_DIR holds the database, mail with sign-in links, parcel photos and secrets: no other local user may read
 * them. What writes there gives its files these modes; what is there already (an older version's, made under
 * the default umask) is tightened here. Returns how many files and directories were open to others.
 */
export function keepOwnerOnly(dir: string): number {
  return existsSync(dir) ? tighten(dir) : 0;
}
