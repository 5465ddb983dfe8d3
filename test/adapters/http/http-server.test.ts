import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpServer } from '../../../adapters/http/http-server.js';
import { testApp } from '../../support/test-app.js';

/** Sends bytes as they are, which no HTTP client would, and reads the whole response. */
async function raw(port: number, bytes: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write(bytes);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  await once(socket, 'close');
  return Buffer.concat(chunks).toString();
}

describe('requests Node cannot parse', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = httpServer(await testApp()).listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const body = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;

  it('answers a malformed request line or header as JSON 400, and closes', async () => {
    for (const bytes of [
      'GET /api/user HTTP/1.1\r\nHost: x\r\nBad\u0001Header: 1\r\n\r\n',
      'GARBAGE\r\n\r\n',
      'GET /a\u0000b HTTP/1.1\r\nHost: x\r\n\r\n',
      'POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\nhello',
    ]) {
      const answer = await raw(port, bytes);
      expect(answer, JSON.stringify(bytes)).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(answer).toContain('Content-Type: application/json');
      expect(body(answer)).toEqual({ message: 'The request is not valid HTTP' });
    }
  });

  it('answers headers past the limit with 431, as JSON', async () => {
    const answer = await raw(
      port,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nCookie: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(body(answer)).toEqual({ message: 'The request headers are too large' });
  });

  it('still serves a well-formed request on the same server', async () => {
    const answer = await raw(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
  });
});
