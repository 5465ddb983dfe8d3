import { OWNER_ONLY_FILE } from '../security/owner-only-files.js';
import { linkSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';

/** Who holds the lock: a process, told from a later one given the same PID by its start time. */
interface Owner {
  pid: number;
  /** Field 22 of /proc/<pid>/stat (clock ticks after boot); undefined where there is no /proc. */
  started: string | undefined;
}

/** A lock file without a whole owner record (an older version's lock directory) is in use while this recent. */
const UNREADABLE_LOCK_STALE_MS = 15_000;

function startTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(owner: Owner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it exists, as another user's process.
    if ((error as { code?: string }).code !== 'EPERM') return false;
  }
  return owner.started === undefined || startTime(owner.pid) === owner.started;
}

function readOwner(path: string): Owner | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { pid, started } = value as Record<string, unknown>;
    if (typeof pid !== 'number') return undefined;
    return { pid, started: typeof started === 'string' ? started : undefined };
  } catch {
    return undefined;
  }
}

/** In use: an owner that lives, or a lock whose record cannot be read yet is recent. */
function inUse(path: string, owner: Owner | undefined): boolean {
  if (owner) return isAlive(owner);
  try {
    return Date.now() - statSync(path).mtimeMs < UNREADABLE_LOCK_STALE_MS;
  } catch {
    return false; // gone meanwhile
  }
}

/**
 * Takes the lock at `path` for this process, or returns undefined while another process that lives holds it
 * (this one included: one owner per process too). The lock is a file naming its owner's PID and start time, so it
 * is never judged stale while its owner runs, however long its main thread is busy; one left by a process that
 * ended is taken over. Returns the release.
 */
export function takeOwnerLock(path: string): (() => void) | undefined {
  const mine = JSON.stringify({ pid: process.pid, started: startTime(process.pid) });
  const candidate = `${path}.${process.pid}`;
  // Written whole beside the lock, then linked into place: no one reads half a record, and linking fails if taken.
  writeFileSync(candidate, mine, { mode: OWNER_ONLY_FILE });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(candidate, path);
        return () => {
          if (readOwner(path)?.pid === process.pid) rmSync(path, { force: true });
        };
      } catch (error) {
        if ((error as { code?: string }).code !== 'EEXIST') throw error;
      }
      const owner = readOwner(path);
      if (inUse(path, owner)) return undefined;
      // Moved aside before it is removed, and looked at again there: if it is not the record judged stale (another
      // process took it over meanwhile), it is put back.
      const aside = `${path}.stale.${process.pid}`;
      try {
        renameSync(path, aside);
      } catch {
        continue; // someone else moved it first
      }
      const moved = readOwner(aside);
      if (owner && (moved?.pid !== owner.pid || moved.started !== owner.started)) {
        try {
          linkSync(aside, path);
        } catch {
          // Taken again meanwhile: the next attempt looks at who holds it now.
        }
      }
      rmSync(aside, { recursive: true, force: true });
    }
    return undefined;
  } finally {
    rmSync(candidate, { force: true });
  }
}
