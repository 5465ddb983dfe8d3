import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { takeOwnerLock } from '../../../adapters/postgres/embedded-owner-lock.js';

const lockPath = () => join(mkdtempSync(join(tmpdir(), 'owner-lock-')), 'embedded-postgres.lock');
const startTime = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};
const anHourAgo = () => new Date(Date.now() - 3_600_000);

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});
/** Another process, alive until the test ends. */
async function aLiveProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child.pid ?? 0;
}

describe('the embedded database’s owner lock', () => {
  it('is never stale while its owner lives, however long since the lock was touched', async () => {
    const path = lockPath();
    const pid = await aLiveProcess();
    writeFileSync(path, JSON.stringify({ pid, started: startTime(pid) }));
    utimesSync(path, anHourAgo(), anHourAgo());
    expect(takeOwnerLock(path)).toBeUndefined();
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid });
  });

  it('is held by this process once taken: a second owner in it is refused too, and release lets go', () => {
    const path = lockPath();
    const release = takeOwnerLock(path);
    expect(release).toBeDefined();
    expect(takeOwnerLock(path)).toBeUndefined();
    release?.();
    expect(existsSync(path)).toBe(false);
    takeOwnerLock(path)?.();
  });

  it('is taken over from a process that ended, or from a later one given the same PID', async () => {
    const path = lockPath();
    const ended = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    await once(ended, 'exit');
    writeFileSync(path, JSON.stringify({ pid: ended.pid, started: '1' }));
    const release = takeOwnerLock(path);
    expect(release).toBeDefined();
    expect(JSON.parse(readFileSync(path, 'utf8'))).toMatchObject({ pid: process.pid });
    release?.();

    const pid = await aLiveProcess();
    writeFileSync(path, JSON.stringify({ pid, started: `${Number(startTime(pid)) - 1}` }));
    takeOwnerLock(path)?.();
    expect(existsSync(path)).toBe(false);
  });

  it("takes an older version's lock directory over only once it is stale", () => {
    const path = lockPath();
    mkdirSync(path);
    expect(takeOwnerLock(path)).toBeUndefined();
    utimesSync(path, anHourAgo(), anHourAgo());
    const release = takeOwnerLock(path);
    expect(release).toBeDefined();
    release?.();
  });
});
