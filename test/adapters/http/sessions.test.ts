import { once } from 'node:events';
import express from 'express';
import { MemoryStore } from 'express-session';
import { describe, expect, it, vi } from 'vitest';
import { requestLog } from '../../../adapters/http/request-log.js';
import { sessionMiddleware } from '../../../adapters/http/sessions.js';
import { isDatabaseUnavailable } from '../../../adapters/postgres/database.js';
import { capturedLog } from '../../support/captured-log.js';

/** A store that keeps nothing: every write fails, as it does while the database is away. */
class FailingStore extends MemoryStore {
  override set(_sid: string, _session: unknown, callback?: (error?: unknown) => void): void {
    callback?.(new Error('the database went away'));
  }
}

describe('sessions when the store fails as the answer goes out', () => {
  it('log the failure and keep the connection for the next request', async () => {
    const { logger, lines } = capturedLog('warn');
    const handled: unknown[] = [];
    const app = express();
    app.use(requestLog(app, logger));
    app.get('/visit', sessionMiddleware(new FailingStore(), 'x'.repeat(32), false), (req, res) => {
      req.session.userId = 'u1';
      res.json({ ok: true });
    });
    app.get('/other', (_req, res) => {
      res.json({ other: true });
    });
    app.use((error: unknown, _req: express.Request, _res: express.Response, next: express.NextFunction) => {
      handled.push(error);
      next(error);
    });
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

    // One keep-alive connection: the second request rides the socket the first response used.
    const first = await fetch(`${base}/visit`);
    expect(await first.json()).toEqual({ ok: true });
    // The store fails after the response went out: wait for that, then ask again on the same connection.
    await vi.waitFor(
      () => expect(lines.map((line) => line.msg)).toContain('the session store failed after the answer'),
      { timeout: 30_000 },
    );
    const second = await fetch(`${base}/other`);
    expect(await second.json()).toEqual({ other: true });
    expect(handled).toEqual([]);
    server.close();
  });
});

describe('isDatabaseUnavailable', () => {
  it('knows the ways pg reports a connection lost mid-transaction', () => {
    for (const message of [
      'ROLLBACK - Client has encountered a connection error and is not queryable',
      'Connection ended unexpectedly',
      'Connection terminated unexpectedly',
    ]) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error('syntax error at or near "selec"'))).toBe(false);
  });
});
