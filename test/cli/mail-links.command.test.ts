import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { buildContainer } from '../../adapters/container.js';
import { ADAPTER_TOKENS } from '../../adapters/wiring.js';
import type { OutgoingMail } from '../../core/mail/mail.ports.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { databaseWithAccount } from '../support/cli-account.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';
import { testConfig } from '../support/test-app.js';
import { fileDatabase } from '../support/file-databases.js';

const BOX = [
  '--carrier',
  'UPS',
  '--weight-kg',
  '2',
  '--length-cm',
  '30',
  '--width-cm',
  '20',
  '--height-cm',
  '10',
];

/** Receives a parcel, moves it by hand and by file, as staff do: three mails to its owner. */
async function receiveAndMove(env: NodeJS.ProcessEnv, accountId: string): Promise<void> {
  const received = await runCliInProcess(
    ['parcels', 'receive', '--account', accountId, '--tracking', 'TBA000000000777', ...BOX, '--json'],
    env,
  );
  expect(received.status).toBe(0);
  const { number } = JSON.parse(received.stdout) as { number: string };
  expect((await runCliInProcess(['parcels', 'status', number, '--status', 'departed'], env)).status).toBe(0);
  const file = join(env.DATA_DIR ?? '', 'statuses.csv');
  writeFileSync(file, `${number},arrived\n`);
  expect((await runCliInProcess(['parcels', 'import-status', file], env)).status).toBe(0);
}

/**
 * Every mail queued in the database, as the server's outbox worker sends it (the notices are written then, by
 * the site configured with `siteUrl`).
 */
async function sentFrom(dataDir: string, siteUrl: string): Promise<OutgoingMail[]> {
  const db = await fileDatabase(dataDir);
  const sent: OutgoingMail[] = [];
  const server = await buildContainer(testConfig({ DATA_DIR: dataDir, PUBLIC_URL: siteUrl }), {
    storage: db,
    logger: pino({ level: 'silent' }),
    mailTransport: {
      send: (mail) => {
        sent.push(mail);
        return Promise.resolve();
      },
      close: () => undefined,
    },
  });
  await server.get(ADAPTER_TOKENS.OutboxWorker).deliverDue();
  await server.close();
  return sent;
}

const parcelMails = (mails: OutgoingMail[]) => mails.filter((m) => /parcel KP/.test(m.subject));

describe('the mail the CLI queues links to the site', () => {
  it('uses PUBLIC_URL for the mail it writes at once and the notices written when sent', async () => {
    const env = { DATA_DIR: migratedDataDir('cli-links-'), PUBLIC_URL: 'https://example.test' };
    const { accountId } = await databaseWithAccount(env.DATA_DIR);
    await receiveAndMove(env, accountId);
    const mails = parcelMails(await sentFrom(env.DATA_DIR, 'https://example.test'));
    expect(mails.map((m) => m.subject.split(':')[0])).toEqual([
      'Received at our Delaware warehouse',
      'Departed the USA',
      'Arrived at destination',
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain('https://example.test/dashboard');
      expect(mail.html).toContain('https://example.test/dashboard');
      expect(`${mail.text}${mail.html}`).not.toContain('localhost');
    }
  });

  it('uses the address the server recorded when the CLI is not told PUBLIC_URL', async () => {
    const dataDir = migratedDataDir('cli-links-');
    const { accountId } = await databaseWithAccount(dataDir);
    // The server records the address it is configured with when it starts.
    const config = testConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://site.example.test/' });
    const server = await buildContainer(config, {
      storage: await fileDatabase(dataDir),
      logger: pino({ level: 'silent' }),
      siteAddress: 'record',
    });
    await server.close();
    await receiveAndMove({ DATA_DIR: dataDir, PUBLIC_URL: undefined }, accountId);
    const [received] = parcelMails(await sentFrom(dataDir, 'https://site.example.test'));
    // Written by the CLI itself, at once.
    expect(received?.subject).toMatch(/^Received at our Delaware warehouse/);
    expect(received?.text).toContain('https://site.example.test/dashboard');
    expect(received?.text).not.toContain('localhost');
  });
});
