import { afterAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { serverAndBrowser } from './browser.js';
import { type RunningServer, freePort, startServer } from './server-process.js';
import { SmtpPeer } from './smtp-peer.js';

/**
 * A server that sends its mail to an SMTP peer this test file reads, and a browser: the peer starts first and,
 * its hook registered before theirs (Vitest runs after-hooks last-registered first), stops after them.
 */
export function serverBrowserAndMail(env: NodeJS.ProcessEnv = {}): () => {
  server: RunningServer;
  browser: Browser;
  peer: SmtpPeer;
} {
  let peer: SmtpPeer | undefined;
  afterAll(async () => {
    await peer?.stop();
  });
  const started = serverAndBrowser(async () => {
    peer = new SmtpPeer(await freePort());
    await peer.start();
    return startServer({ SMTP_URL: peer.url, ...env });
  });
  return () => {
    const both = started();
    if (!peer) throw new Error('the SMTP peer did not start');
    return { ...both, peer };
  };
}
