/**
 * npm run drill:smtp-outage: shoppers register while the mail server refuses connections. Every registration is
 * answered and kept with its mail in the outbox; when the mail server returns, every verification mail arrives
 * exactly once, and its link works.
 */
import knexFactory from 'knex';
import { freePort } from '../support/server-process.js';
import { SmtpPeer } from '../support/smtp-peer.js';
import { DrillReport, Visitor, freshDatabase, secondsUntil, sleep, startDrillServer } from './drill-kit.js';

const REGISTRATIONS = 30;
const OUTAGE_MS = 10_000;

const report = new DrillReport('Registrations while the mail server is down');
const db = await freshDatabase();
// The peer's port is chosen, but nothing listens on it yet: connections are refused.
const smtp = new SmtpPeer(await freePort());
const server = await startDrillServer(db.url, { SMTP_URL: smtp.url });
const knex = knexFactory({ client: 'pg', connection: db.url, pool: { min: 0, max: 1 } });
const addressOf = (i: number) => `shopper${i}@example.com`;
const passwordOf = (i: number) => `mango-kiwi-${i}-baobab`;

try {
  const outageStarted = Date.now();
  const statuses: number[] = [];
  for (let i = 0; i < REGISTRATIONS; i++) {
    const shopper = new Visitor(`203.0.113.${i + 1}`, server.url);
    const res = await shopper.call('POST', '/api/register', {
      email: addressOf(i),
      password: passwordOf(i),
      firstName: 'Wanjiru',
      lastName: `Shopper ${i}`,
      phoneNumber: `+2547000000${String(i).padStart(2, '0')}`,
    });
    statuses.push(res.status);
  }
  const answered = statuses.filter((s) => s === 201).length;
  report.goal(
    'registrations answered 201 while mail is down',
    `${answered}/${REGISTRATIONS}`,
    answered === REGISTRATIONS,
    `${REGISTRATIONS}/${REGISTRATIONS}`,
  );

  await sleep(Math.max(0, OUTAGE_MS - (Date.now() - outageStarted)));
  const waiting = await knex('mail_outbox')
    .whereNull('sent_at')
    .select(knex.raw('count(*)::int as mails'), knex.raw('coalesce(sum(attempts), 0)::int as attempts'))
    .first<{ mails: number; attempts: number }>();
  report.figure('mails waiting in the outbox after the outage', waiting.mails);
  report.figure('failed delivery attempts during the outage', waiting.attempts);
  report.goal(
    'every mail kept while it could not be sent',
    waiting.mails,
    waiting.mails === REGISTRATIONS,
    String(REGISTRATIONS),
  );
  report.goal(
    'the worker tried and failed meanwhile',
    waiting.attempts > 0 ? 'yes' : 'no',
    waiting.attempts > 0,
    'yes',
  );

  await smtp.start();
  const toShoppers = () =>
    smtp.received.filter((mail) =>
      /^shopper\d+@example\.com$/.test(mail.to ? ([mail.to].flat()[0]?.text ?? '') : ''),
    );
  const deliveredAfter = await secondsUntil(
    () => Promise.resolve(toShoppers().length >= REGISTRATIONS),
    120_000,
  );
  // Any second copy would arrive within the next polls.
  await sleep(3_000);
  const recipients = toShoppers().map((mail) => [mail.to].flat()[0]?.text ?? '');
  const distinct = new Set(recipients).size;
  report.figure(
    'all verification mails arrived, after the return',
    deliveredAfter === undefined ? 'not within 120 s' : `${deliveredAfter.toFixed(1)} s`,
  );
  report.goal('verification mails lost', REGISTRATIONS - distinct, distinct === REGISTRATIONS, '0');
  report.goal(
    'verification mails sent twice',
    recipients.length - distinct,
    recipients.length === distinct,
    '0',
  );

  const mail = toShoppers()[0];
  const token = /verify-email\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  const shopper = Number(/^shopper(\d+)@/.exec([mail?.to].flat()[0]?.text ?? '')?.[1]);
  const verified = token
    ? await new Visitor(undefined, server.url).call('POST', '/api/verify-email', {
        token,
        password: passwordOf(shopper),
      })
    : undefined;
  report.goal(
    'a delayed link still verifies',
    verified?.status ?? 'no link',
    verified?.status === 200,
    '200',
  );
} finally {
  await knex.destroy();
  await server.stop();
  await smtp.stop();
  await db.drop();
}
report.finish();
