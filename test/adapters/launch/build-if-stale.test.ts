import { mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUTS, buildIsStale } from '../../../adapters/launch/build-if-stale.mjs';
import { migratedDataDir } from '../../support/migrated-database.js';
import { startServer } from '../../support/server-process.js';

function tree(files: Record<string, number>): string {
  const root = mkdtempSync(join(tmpdir(), 'tree-'));
  for (const [path, secondsAgo] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), '');
    const at = Date.now() / 1000 - secondsAgo;
    utimesSync(join(root, path), at, at);
  }
  return root;
}
const built = (secondsAgo: number) => Object.fromEntries(OUTPUTS.map((path) => [path, secondsAgo]));

describe('building only when stale', () => {
  it('builds when dist/ is missing, partly missing, or older than any source', () => {
    expect(buildIsStale(tree({ 'core/a.ts': 60 }))).toBe(true);
    expect(buildIsStale(tree({ 'core/a.ts': 60, 'dist/server.mjs': 10 }))).toBe(true);
    expect(buildIsStale(tree({ 'web/features/deep/b.tsx': 5, ...built(10) }))).toBe(true);
    expect(buildIsStale(tree({ 'package-lock.json': 5, ...built(10) }))).toBe(true);
    // A tree built before the embedded database had a thread of its own.
    const olderBuild = built(10);
    delete olderBuild['dist/embedded-database-worker.mjs'];
    expect(buildIsStale(tree({ 'core/a.ts': 60, ...olderBuild }))).toBe(true);
  });

  it('does not build a tree built after its last change; tests are not sources', () => {
    expect(buildIsStale(tree({ 'core/a.ts': 60, 'web/b.tsx': 30, ...built(10) }))).toBe(false);
    expect(buildIsStale(tree({ 'core/a.ts': 60, 'test/c.test.ts': 1, ...built(10) }))).toBe(false);
  });

  it('npm start on a built tree runs the compiled server on plain Node.js without building again', async () => {
    expect(buildIsStale()).toBe(false);
    const builtAt = statSync('dist/server.mjs').mtimeMs;
    // On a copy of the run's migrated database: a new one, made and migrated at start, was most of this test's time.
    const server = await startServer(
      { DATA_DIR: migratedDataDir('npm-start-') },
      'adapters/launch/start.mjs',
    );
    try {
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${server.url}/`)).status).toBe(200);
      expect(statSync('dist/server.mjs').mtimeMs).toBe(builtAt);
      // The process started is the server, started again in place with its young generation's size.
      const commandLine = readFileSync(`/proc/${String(server.process.pid)}/cmdline`, 'utf8').split('\0');
      expect(commandLine).toContain('--max-semi-space-size=4');
    } finally {
      await server.stop();
    }
  });
});
