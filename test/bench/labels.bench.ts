/**
 * 1,000 labels as one PDF (and as ZPL) through the API, on in-memory storage: the time of each answer and the
 * process's peak RSS (`npm run bench:labels`; the bound is 250 MB). One customer's parcels, received by
 * the use case, every tenth packed into boxes of three so the piece counts are read too.
 */
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { PARCEL_TOKENS } from '../../core/parcels/parcel.tokens.js';
import { NEW_USER, registerAndVerify, signedInStaff } from '../support/accounts.js';
import { testApp } from '../support/test-app.js';
import { aParcelReceipt } from '../core/parcels/parcel.mother.js';

const COUNT = 1_000;
const app = await testApp({ logger: pino({ level: 'silent' }) });
await registerAndVerify(app);
const staff = await signedInStaff(app);
const account = await app.container.get(ACCOUNT_TOKENS.Users).findByEmail(NEW_USER.email);
if (!account) throw new Error('no account');
const receive = app.container.get(PARCEL_TOKENS.ReceiveParcel);
const numbers: string[] = [];
for (let i = 0; i < COUNT; i += 1) {
  const received = await receive.execute(aParcelReceipt({ accountId: account.accountId }));
  if (!received.ok) throw new Error(received.error.message);
  numbers.push(received.value.number);
}
const query = numbers.join(',');
const rssBefore = process.memoryUsage().rss;
const timed = async (format: 'pdf' | 'zpl') => {
  const start = performance.now();
  const answer = await staff
    .get('/api/admin/labels')
    .query({ numbers: query, format })
    .buffer(true)
    .parse((res, done) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => done(null, bytes));
    });
  if (answer.status !== 200) throw new Error(`${format}: ${String(answer.status)}`);
  return { ms: performance.now() - start, bytes: answer.body as number };
};
// The first print loads pdfkit and bwip-js: timed apart.
const first = await timed('pdf');
const pdf = await timed('pdf');
const zpl = await timed('zpl');
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
console.log(
  `${String(COUNT)} labels, one PDF: first ${first.ms.toFixed(0)} ms (loads pdfkit), then ${pdf.ms.toFixed(0)} ms, ${mb(pdf.bytes)}`,
);
console.log(`${String(COUNT)} labels as ZPL: ${zpl.ms.toFixed(0)} ms, ${mb(zpl.bytes)}`);
// The process's own peak (the printing is synchronous between its writes: a sampling timer would miss it).
console.log(
  `RSS with the app and its ${String(COUNT)} parcels ${mb(rssBefore)}, peak ${mb(process.resourceUsage().maxRSS * 1024)}`,
);
