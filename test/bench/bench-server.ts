/**
 * One server for the API benchmark, run in its own process so that the load generator does not share its
 * event loop. Modes: `app` (the real app), `express-empty` (an empty route behind the API's own middleware,
 * answering a constant JSON: the ceiling for any API route), `express-bare` (Express with no middleware at all,
 * the same constant JSON), `node-http` (bare node:http answering a constant JSON).
 */
import { createServer } from 'node:http';
import express from 'express';
import { loadConfig } from '../../adapters/config.js';
import { buildContainer } from '../../adapters/container.js';
import { createApp } from '../../adapters/http/app.js';

const [mode = 'app', portText = '0'] = process.argv.slice(2);
const port = Number(portText);
const UNLIMITED = { windowMs: 60_000, limit: Number.MAX_SAFE_INTEGER };
const CONSTANT = JSON.stringify({ success: true, data: { ok: true } });

async function start(): Promise<ReturnType<typeof createServer>> {
  if (mode === 'node-http') {
    return createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(CONSTANT);
      });
    });
  }
  if (mode === 'express-bare') {
    const bare = express();
    bare.post('/bench/empty', (req, res) => {
      req.resume();
      req.on('end', () => res.type('json').send(CONSTANT));
    });
    return createServer(bare);
  }
  // The calculate route stores nothing; in-memory storage keeps the database out of the measurement.
  // bench:auth logs one account in 20 times a second, which the sign-in limits exist to refuse.
  // The empty route sits behind the API's own middleware, where any API route is.
  const benchmarkRoutes = express.Router().post('/bench/empty', (_req, res) => {
    res.type('json').send(CONSTANT);
  });
  const app = createApp(await buildContainer(loadConfig(), { storage: 'memory' }), {
    rateLimits: { login: UNLIMITED, loginPerAccountAndAddress: UNLIMITED },
    ...(mode === 'express-empty' && { benchmarkRoutes }),
  });
  return createServer(app);
}

const server = (await start()).listen(port, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : port });
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
