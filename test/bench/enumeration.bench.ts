/**
 * npm run bench:enumeration: does a response's timing tell whether an address has an account? Against the real
 * server on the embedded database, it times registration, password-reset requests and verification resends for
 * addresses with and without accounts, interleaved, and prints the medians. Goal: medians within noise.
 */
import { startServer } from '../support/server-process.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const PASSWORD = 'enumeration-bench-2026';
const PAUSE_MS = 25;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

async function main() {
  const server = await startServer({ TRUST_PROXY_HOPS: '1', LOG_LEVEL: 'warn' });
  let address = 0;
  /** Each request from its own address, so that per-address limits never answer instead of the route. */
  const timed = async (path: string, body: unknown): Promise<number> => {
    address += 1;
    // Work a previous answer left in the background must not land on this request's clock.
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
    const started = performance.now();
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    if (res.status >= 300) throw new Error(`${path} answered ${res.status}`);
    return performance.now() - started;
  };
  const account = (email: string) => ({
    email,
    password: PASSWORD,
    firstName: 'Bench',
    lastName: 'User',
    phoneNumber: '+254700111222',
  });
  try {
    const known = Array.from({ length: ROUNDS }, (_, i) => `known${i}@example.com`);
    const times = { registerNew: [], registerTaken: [], resetKnown: [], resetUnknown: [] } as Record<
      string,
      number[]
    >;
    const resend = { known: [] as number[], unknown: [] as number[] };
    for (const email of known) times.registerNew?.push(await timed('/api/register', account(email)));
    for (let i = 0; i < ROUNDS; i++) {
      // Which goes first alternates, so that neither always follows the same work.
      const taken = () => timed('/api/register', account(known[i] ?? ''));
      const fresh = () => timed('/api/register', account(`new${i}@example.com`));
      if (i % 2 === 0) {
        times.registerTaken?.push(await taken());
        times.registerNew?.push(await fresh());
      } else {
        times.registerNew?.push(await fresh());
        times.registerTaken?.push(await taken());
      }
      times.resetKnown?.push(await timed('/api/password-reset/request', { email: known[i] }));
      times.resetUnknown?.push(
        await timed('/api/password-reset/request', { email: `nobody${i}@example.com` }),
      );
      resend.known.push(await timed('/api/resend-verification', { email: known[i] }));
      resend.unknown.push(await timed('/api/resend-verification', { email: `nobody${i}@example.com` }));
    }
    const row = (label: string, a: number[], b: number[]) =>
      console.log(
        `${label.padEnd(34)} ${median(a).toFixed(1).padStart(7)} ms ${median(b).toFixed(1).padStart(7)} ms`,
      );
    console.log(`medians over ${ROUNDS} requests each:        with account   without`);
    row('registration (taken vs new)', times.registerTaken ?? [], times.registerNew?.slice(ROUNDS) ?? []);
    row('password-reset request', times.resetKnown ?? [], times.resetUnknown ?? []);
    row('verification resend', resend.known, resend.unknown);
  } finally {
    await server.stop();
  }
}

await main();
