import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContainer } from '../../../adapters/container.js';
import { LocalOutboxMailTransport } from '../../../adapters/mail/mail-transport.js';
import { LocalPhotoStore } from '../../../adapters/parcels/photos/local-photo-store.js';
import { keepOwnerOnly } from '../../../adapters/security/owner-only-files.js';
import { migratedDataDir } from '../../support/migrated-database.js';
import { testConfig } from '../../support/test-app.js';

const modeOf = (path: string) => (lstatSync(path).mode & 0o777).toString(8);
/** Every path under `dir` with its mode. */
const modes = (dir: string): Record<string, string> =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => [name, modeOf(join(dir, name))]),
  );

const umask = process.umask(0o022);
afterEach(() => void process.umask(umask));

describe('owner-only files under DATA_DIR', () => {
  it('tightens what was open to others, and says how many', () => {
    const dir = mkdtempSync(join(tmpdir(), 'owner-only-'));
    mkdirSync(join(dir, 'mail'), { mode: 0o755 });
    chmodSync(join(dir, 'mail'), 0o755);
    writeFileSync(join(dir, 'mail', 'reset.eml'), 'a link', { mode: 0o644 });
    writeFileSync(join(dir, 'session-secret'), 'secret', { mode: 0o600 });
    chmodSync(dir, 0o755);
    expect(keepOwnerOnly(dir)).toBe(3);
    expect([modeOf(dir), modes(dir)]).toEqual([
      '700',
      { mail: '700', 'mail/reset.eml': '600', 'session-secret': '600' },
    ]);
    expect(keepOwnerOnly(dir)).toBe(0);
  });

  it("the local outbox and the photo store write owner-only files whatever the process's umask", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'owner-only-'));
    const outbox = new LocalOutboxMailTransport(
      join(dir, 'mail'),
      'shop@example.com',
      pino({ level: 'silent' }),
    );
    await outbox.send(
      { to: 'amina@example.com', subject: 'Reset', text: 'a link', html: '<p>a link</p>' },
      new AbortController().signal,
    );
    outbox.close();
    await new LocalPhotoStore(join(dir, 'photos')).put('parcels/KP1/arrival-small', new Uint8Array([1, 2]));
    const written = modes(dir);
    expect(Object.keys(written)).toHaveLength(6);
    for (const [name, mode] of Object.entries(written))
      expect([name, mode]).toEqual([name, lstatSync(join(dir, name)).isDirectory() ? '700' : '600']);
  });

  it("is the server's start: DATA_DIR tightened, and said once in the log", async () => {
    const dataDir = migratedDataDir('owner-only-start-');
    writeFileSync(join(dataDir, 'session-secret'), 'a secret of at least thirty-two characters', {
      mode: 0o644,
    });
    chmodSync(dataDir, 0o755);
    const said: string[] = [];
    const start = async () => {
      const logger = pino({ level: 'warn' }, { write: (line: string) => void said.push(line) });
      await (await buildContainer(testConfig({ DATA_DIR: dataDir }), { logger })).close();
    };
    await start();
    await start();
    expect(said.filter((line) => line.includes('DATA_DIR was open to other local users'))).toHaveLength(1);
    expect([modeOf(dataDir), modeOf(join(dataDir, 'session-secret'))]).toEqual(['700', '600']);
  });
});
