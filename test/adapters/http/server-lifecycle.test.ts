import { describe, expect, it, vi } from 'vitest';
import { OfflineProductCatalog } from '../../../adapters/products/amazon/offline-product-catalog.js';
import { openDatabase } from '../../../adapters/postgres/database.js';
import { MAX_FEATURED_LIMIT } from '../../../core/products/product.schema.js';
import { runCli } from '../../support/run-cli.js';
import { startServer, untilReady } from '../../support/server-process.js';
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

  it("features the offline catalog's picks before it reports ready", async () => {
    const server = await startServer({ DATA_DIR: migratedDataDir('catalog-') });
    try {
      // Ready comes after healthy, later on a busy machine: wait for it, then the picks must be there.
      await vi.waitFor(async () => expect((await fetch(`${server.url}/readyz`)).status).toBe(200), {
        timeout: 120_000,
        interval: 100,
      });
      const answer = await fetch(`${server.url}/api/products/featured?limit=${MAX_FEATURED_LIMIT}`);
      const { products } = (await answer.json()) as { products: unknown[] };
      expect(products).toHaveLength(new OfflineProductCatalog().starterSelection().length);
    } finally {
      await server.stop();
    }
  });

  it('refuses to start on a bad setting and names the variable', async () => {
    await expect(startServer({ PORT: 'eighty' })).rejects.toThrow(/exited with code 1/);
  });

  it('uses the same configuration rules in the CLI', () => {
    const run = runCli(['quote', '--weight', '1', '--value', '1'], { SUPPORT_EMAIL: 'not-an-email' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/SUPPORT_EMAIL/);
  });

  it('keeps contact messages and quote requests in the embedded database across a restart', async () => {
    const env = { DATA_DIR: migratedDataDir('restart-') };
    const post = (url: string, path: string, body: object) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });

    // Each waits for /readyz, not only /healthz: a busy machine answered a request sent before it 503.
    const first = await startServer(env);
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

    const second = await startServer(env);
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

    const db = await openDatabase({ kind: 'embedded', dataDir: env.DATA_DIR });
    try {
      expect(await db.knex('contact_messages').pluck('first_name')).toEqual(['Amina']);
      expect(await db.knex('quote_requests').pluck('status')).toEqual(['pending']);
    } finally {
      await db.close();
    }
  });
});
