import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OfflineProductCatalog } from '../../../adapters/products/amazon/offline-product-catalog.js';
import { openDatabase } from '../../../adapters/postgres/database.js';
import { MAX_FEATURED_LIMIT } from '../../../core/products/product.schema.js';
import { runCli } from '../../support/run-cli.js';
import { type RunningServer, startServer, untilReady } from '../../support/server-process.js';
import { migratedDataDir } from '../../support/migrated-database.js';

describe('server process', () => {
  it('on SIGTERM answers a moment longer, not ready, then stops cleanly with exit code 0, at once when asked again', async () => {
    // A drain long enough that a busy machine (npm test twice at once on two cores) asks all it asks inside it.
    const server = await startServer({ SHUTDOWN_DRAIN_MS: '15000', DATA_DIR: migratedDataDir('drain-') });
    // Ready first: the response asked during the drain must not wait behind the start-up's work for the database.
    await untilReady(server);
    const exited = new Promise<number | null>((resolve) =>
      server.process.once('exit', (code) => resolve(code)),
    );
    server.process.kill('SIGTERM');
    // For a moment it still answers, so that a balancer can let go: not ready, and closing each connection.
    await vi.waitFor(async () => expect((await fetch(`${server.url}/readyz`)).status).toBe(503), {
      timeout: 10_000,
      interval: 50,
    });
    const readiness = await fetch(`${server.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ message: 'The server is shutting down' });
    const calculated = await fetch(`${server.url}/api/shipping/calculate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ weight: 3, itemValue: 100 }),
    });
    expect(calculated.status).toBe(200);
    expect(calculated.headers.get('connection')).toBe('close');
    // Asked again, it ends the drain at once and still stops cleanly.
    server.process.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('refuses to start on a bad setting and names the variable', async () => {
    await expect(startServer({ PORT: 'eighty' })).rejects.toThrow(/exited with code 1/);
  });

  it('uses the same configuration rules in the CLI', () => {
    const run = runCli(['quote', '--weight', '1', '--value', '1'], { SUPPORT_EMAIL: 'not-an-email' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/SUPPORT_EMAIL/);
  });
});

// One server started for both: the picks are asked first, as soon as it is ready; then it is stopped and another
// started on its DATA_DIR. A server's start is most of this file's time.
describe('a server on the embedded database, then another on the same DATA_DIR', () => {
  let dataDir: string;
  let first: RunningServer;
  beforeAll(async () => {
    dataDir = migratedDataDir('restart-');
    first = await startServer({ DATA_DIR: dataDir });
  });
  afterAll(() => first.stop());

  it("features the offline catalog's picks before it reports ready", async () => {
    // Ready comes after healthy, later on a busy machine: wait for it, then the picks must be there.
    await untilReady(first);
    const answer = await fetch(`${first.url}/api/products/featured?limit=${MAX_FEATURED_LIMIT}`);
    const { products } = (await answer.json()) as { products: unknown[] };
    expect(products).toHaveLength(new OfflineProductCatalog().starterSelection().length);
  });

  it('keeps contact messages and quote requests in the embedded database across a restart', async () => {
    const post = (url: string, path: string, body: object) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    // Each waits for /readyz, not only /healthz: a busy machine answered a request sent before it 503.
    await untilReady(first);
    const contact = await post(first.url, '/api/contact', {
      firstName: 'Amina',
      lastName: 'Yusuf',
      email: 'amina@example.com',
      subject: 'general',
      message: 'Hello',
    });
    expect(contact.status).toBe(201);
    await first.stop();

    const second = await startServer({ DATA_DIR: dataDir });
    await untilReady(second);
    const quote = await post(second.url, '/api/quote-requests', {
      customerName: 'Otieno',
      customerEmail: 'otieno@example.com',
      customerPhone: '0712345678',
      itemUrl: 'https://example.com/item',
      itemDescription: 'A lamp',
      quantity: 1,
    });
    expect(quote.status).toBe(201);
    await second.stop();

    const db = await openDatabase({ kind: 'embedded', dataDir });
    try {
      expect(await db.knex('contact_messages').pluck('first_name')).toEqual(['Amina']);
      expect(await db.knex('quote_requests').pluck('status')).toEqual(['pending']);
    } finally {
      await db.close();
    }
  });
});
