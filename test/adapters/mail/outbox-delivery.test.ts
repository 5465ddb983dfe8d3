import { knexUnitOfWork, memoryStore } from '../../support/stores.js';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalOutboxMailTransport, SmtpMailTransport } from '../../../adapters/mail/mail-transport.js';
import {
  DEFAULT_OUTBOX_WORKER_OPTIONS,
  OutboxWorker,
  backoffMs,
} from '../../../adapters/mail/outbox-worker.js';
import { KnexOutboxQueue, enqueueToComposeFrom } from '../../../adapters/mail/knex-mail-outbox.js';
import type { OutgoingMail } from '../../../core/mail/mail.ports.js';
import { DATABASE_TARGETS, type TestDatabase } from '../../support/databases.js';
import { freePort } from '../../support/server-process.js';
import { SmtpPeer } from '../../support/smtp-peer.js';

const silent = pino({ level: 'silent' });
const FROM = 'Kango Express <no-reply@example.com>';
const mail: OutgoingMail = {
  to: 'support@example.com',
  replyTo: 'amina@example.com',
  subject: 'Contact form: Tracking from Amina Yusuf',
  text: 'Where is my parcel?',
  html: '<p>Where is my <b>parcel</b>?</p>',
};

/** A clock the test moves by hand, so that backoff needs no waiting. */
const manualClock = () => {
  let now = new Date('2026-11-22T12:00:00.000Z');
  return { now: () => now, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
};

describe.each(DATABASE_TARGETS)('outbox delivery over SMTP, stored in $name', (target) => {
  let db: TestDatabase;
  let peer: SmtpPeer;
  beforeAll(async () => {
    db = await target.open();
    peer = new SmtpPeer(await freePort());
  });
  afterAll(async () => {
    await peer.stop();
    await db.close();
  });
  beforeEach(async () => {
    await db.reset();
    peer.received.length = 0;
  });

  const worker = (clock: ReturnType<typeof manualClock>) =>
    new OutboxWorker(new KnexOutboxQueue(db.knex), new SmtpMailTransport(peer.url, FROM), clock, silent);
  const enqueue = () => knexUnitOfWork(db.knex).run(({ outbox }) => outbox.enqueue(mail, new Date()));

  it('delivers a queued mail with both bodies, once', async () => {
    await peer.start();
    const clock = manualClock();
    await enqueue();
    expect(await worker(clock).deliverDue()).toBe(1);
    expect(await worker(clock).deliverDue()).toBe(0);
    expect(peer.received).toHaveLength(1);
    const [received] = peer.received;
    expect(received?.subject).toBe(mail.subject);
    expect(received?.text?.trim()).toBe(mail.text);
    expect(received?.html).toContain('<b>parcel</b>');
    expect(received?.replyTo?.text).toBe('amina@example.com');
    await peer.stop();
  });

  it('writes a mail queued to compose when it sends it, and gives up on one whose subject is gone', async () => {
    await peer.start();
    await enqueueToComposeFrom(
      db.knex,
      'greeting',
      {
        sql: `select * from (values ('amina@example.com', 'Amina'), ('gone@example.com', 'nobody')) as v(to_address, compose_key)`,
        bindings: [],
      },
      new Date(),
    );
    const composers = new Map([
      [
        'greeting',
        (key: string) =>
          Promise.resolve(
            key === 'nobody'
              ? undefined
              : {
                  to: 'amina@example.com',
                  subject: `Hello ${key}`,
                  text: 'Written now',
                  html: '<p>Written now</p>',
                },
          ),
      ],
    ]);
    const composing = new OutboxWorker(
      new KnexOutboxQueue(db.knex),
      new SmtpMailTransport(peer.url, FROM),
      manualClock(),
      silent,
      DEFAULT_OUTBOX_WORKER_OPTIONS,
      composers,
    );
    expect(await composing.deliverDue()).toBe(1);
    expect(peer.received.map((m) => [m.subject, m.text?.trim()])).toEqual([['Hello Amina', 'Written now']]);
    const rows = await db.knex('mail_outbox').select('to_address', 'sent_at', 'last_error').orderBy('id');
    expect(rows[1]).toMatchObject({ to_address: 'gone@example.com', sent_at: null });
    expect(rows[1].last_error).toMatch(/gone/);
    expect(await composing.deliverDue()).toBe(0);
    await peer.stop();
  });

  it('keeps a mail sent while the peer is down and delivers it once after it comes up', async () => {
    await peer.stop();
    const clock = manualClock();
    await enqueue();
    const w = worker(clock);
    expect(await w.deliverDue()).toBe(0);
    const [row] = await db.knex('mail_outbox').select('attempts', 'last_error', 'sent_at');
    expect(row).toMatchObject({ attempts: 1, sent_at: null });
    expect(row.last_error).toMatch(/ECONNREFUSED/);

    await peer.start();
    // Not due before its backoff has passed.
    expect(await w.deliverDue()).toBe(0);
    clock.advance(backoffMs(1, DEFAULT_OUTBOX_WORKER_OPTIONS));
    expect(await w.deliverDue()).toBe(1);
    clock.advance(24 * 3600_000);
    expect(await w.deliverDue()).toBe(0);
    expect(peer.received.map((m) => m.subject)).toEqual([mail.subject]);
    await peer.stop();
  });
});

describe('backoff', () => {
  it('doubles from 5 s and stops growing at an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, DEFAULT_OUTBOX_WORKER_OPTIONS))).toEqual([
      5_000, 10_000, 20_000, 40_000,
    ]);
    expect(backoffMs(30, DEFAULT_OUTBOX_WORKER_OPTIONS)).toBe(3_600_000);
  });

  it('gives up after the last attempt', async () => {
    const store = memoryStore();
    await store.run(({ outbox }) => outbox.enqueue(mail, new Date()));
    const failing = { send: () => Promise.reject(new Error('550 no such mailbox')), close: () => undefined };
    const clock = manualClock();
    const w = new OutboxWorker(store.outboxQueue, failing, clock, silent, {
      ...DEFAULT_OUTBOX_WORKER_OPTIONS,
      maxAttempts: 3,
    });
    for (let i = 0; i < 5; i++) {
      await w.deliverDue();
      clock.advance(DEFAULT_OUTBOX_WORKER_OPTIONS.maxBackoffMs);
    }
    const [entry] = store.outboxEntries();
    expect(entry?.attempts).toBe(3);
    expect(entry?.lastError).toBe('550 no such mailbox');
    expect(entry?.sentAt).toBeNull();
  });
});

describe('local outbox transport', () => {
  it('writes each mail as an .eml file with both bodies', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const transport = new LocalOutboxMailTransport(dir, FROM, silent);
    await transport.send(mail, new AbortController().signal);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dir, files[0] ?? ''), 'utf8');
    expect(eml).toContain(`Subject: ${mail.subject}`);
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
  });
});

describe('two workers on one outbox, with a transport slower than the lease allows', () => {
  /**
   * Takes `ms` per mail and delivers nothing when cut short, as a send that never reached the server; `sending`
   * lists each mail as its send begins.
   */
  const slowTransport = (ms: number, delivered: string[], sending: string[] = []) => ({
    send: (m: OutgoingMail, signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        sending.push(m.subject);
        const timer = setTimeout(() => {
          delivered.push(m.subject);
          resolve();
        }, ms);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new Error('aborted'));
        });
      }),
    close: () => undefined,
  });
  const systemClock = { now: () => new Date() };

  it('sends every mail exactly once', async () => {
    const store = memoryStore();
    const subjects = Array.from({ length: 6 }, (_, i) => `mail ${i}`);
    await store.run(async ({ outbox }) => {
      for (const subject of subjects) await outbox.enqueue({ ...mail, subject }, new Date());
    });
    const delivered: string[] = [];
    const options = { ...DEFAULT_OUTBOX_WORKER_OPTIONS, batchSize: 6, leaseMs: 600, sendTimeoutMs: 250 };
    const workers = [1, 2].map(
      () => new OutboxWorker(store.outboxQueue, slowTransport(200, delivered), systemClock, silent, options),
    );
    const deadline = Date.now() + 60_000;
    await Promise.all(
      workers.map(async (w) => {
        while ((await store.outboxQueue.counts()).pending > 0 && Date.now() < deadline) {
          await w.deliverDue();
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }),
    );
    expect([...delivered].sort()).toEqual(subjects);
    expect(await store.outboxQueue.counts()).toEqual({ pending: 0, sent: 6, givenUp: 0 });
  });

  it('stop() cuts a send short after the grace time and gives the mail back unsent', async () => {
    const store = memoryStore();
    await store.run(({ outbox }) => outbox.enqueue(mail, new Date()));
    const delivered: string[] = [];
    const sending: string[] = [];
    const worker = new OutboxWorker(
      store.outboxQueue,
      slowTransport(60_000, delivered, sending),
      systemClock,
      silent,
      {
        ...DEFAULT_OUTBOX_WORKER_OPTIONS,
        pollMs: 10,
        stopGraceMs: 100,
      },
    );
    worker.start();
    await vi.waitFor(() => expect(sending).toEqual([mail.subject]), { timeout: 30_000 });
    const started = Date.now();
    await worker.stop();
    // The grace time (100 ms) and a busy machine's delays, far short of the send's minute.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(delivered).toEqual([]);
    const [entry] = store.outboxEntries();
    expect(entry).toMatchObject({ attempts: 0, sentAt: null, lastError: null });
  });
});
