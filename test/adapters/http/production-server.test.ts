import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_USER } from '../../support/accounts.js';
import { mailedVerificationToken } from '../../support/local-mail.js';
import { PRODUCTION_IDENTITY_ENV } from '../../support/production-identity.js';
import { type RunningServer, startServer } from '../../support/server-process.js';
import { migratedDataDir } from '../../support/migrated-database.js';

/** What a response must never show a stranger: a stack frame, a file of ours, a package's path. */
const LEAKS = /\bat \S+ \(|\/work\/|node_modules|\.m?[jt]s:\d+|dist\/server/;

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({
    DATA_DIR: migratedDataDir('production-'),
    NODE_ENV: 'production',
    SESSION_SECRET: 'p'.repeat(40),
    TRUST_PROXY_HOPS: '1',
    ...PRODUCTION_IDENTITY_ENV,
  });
});
afterAll(() => server.stop());

const https = { 'X-Forwarded-Proto': 'https' };
const fromTheSite = () => ({ ...https, Origin: server.url, 'Content-Type': 'application/json' });

describe('the compiled server in production', () => {
  it('sends HSTS on pages (the fast path and the app), assets and API answers', async () => {
    const script = readdirSync('dist/web/assets').find((file) => file.endsWith('.js'));
    for (const path of [
      '/',
      '/pricing?w=3&v=100',
      '/no-such-page',
      `/assets/${String(script)}`,
      '/api/user',
    ]) {
      const res = await fetch(`${server.url}${path}`, { headers: https });
      expect(res.headers.get('strict-transport-security'), path).toMatch(/max-age=\d{7,}/);
    }
  });

  it('answers every failure without a stack, a file path or a package name', async () => {
    const failures: [string, { method?: string; headers?: Record<string, string>; body?: string }][] = [
      ['/api/products/validate/%E0', {}],
      ['/api/shipping/calculate', { method: 'POST', headers: fromTheSite(), body: '{"weight": 3,' }],
      ['/api/shipping/calculate', { method: 'POST', headers: fromTheSite(), body: 'x'.repeat(200_000) }],
      ['/api/shipping/calculate', { method: 'POST', headers: fromTheSite(), body: '[]' }],
      [
        '/api/login',
        { method: 'POST', headers: { ...https, 'Content-Type': 'application/json' }, body: '{}' },
      ],
      ['/api/nothing-here', {}],
      ['/assets/app.js.map', {}],
      ['/%E0', {}],
    ];
    for (const [path, init] of failures) {
      const res = await fetch(`${server.url}${path}`, { ...init, headers: { ...https, ...init.headers } });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
      expect(await res.text(), path).not.toMatch(LEAKS);
    }
  });

  it('marks the session cookie Secure', async () => {
    const { email, password } = NEW_USER;
    const registered = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: fromTheSite(),
      body: JSON.stringify(NEW_USER),
    });
    expect(registered.status).toBe(201);
    const token = await mailedVerificationToken(server.dataDir, email);
    const verified = await fetch(`${server.url}/api/verify-email`, {
      method: 'POST',
      headers: fromTheSite(),
      body: JSON.stringify({ token, password }),
    });
    expect(verified.status).toBe(200);
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: fromTheSite(),
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.get('set-cookie')).toMatch(/; Secure/);
  });
});
