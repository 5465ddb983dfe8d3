import { type RequestListener, type Server, createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '../../core/shared/api/api-responses.schema.js';

/** Node's parser codes for a request it cannot read, and what the client is told. */
const PARSE_FAILURES: Record<string, { status: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: '431 Request Header Fields Too Large',
    message: 'The request headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: '408 Request Timeout', message: 'The request took too long to arrive' },
};
const MALFORMED = { status: '400 Bad Request', message: 'The request is not valid HTTP' };

/**
 * A request Node's parser refuses never reaches the app; it is answered here, in the API's error shape, and the
 * connection closed.
 */
function answerUnreadableRequest(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, message } = (error.code && PARSE_FAILURES[error.code]) || MALFORMED;
  const body = JSON.stringify({ message } satisfies ErrorBody);
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Longer than the idle timeout of common load balancers (60 s), so that they, not we, close idle connections. */
const KEEP_ALIVE_MS = 65_000;

/** The HTTP server for the app: unreadable requests answered as JSON, idle keep-alives outlasting a balancer's. */
export function httpServer(app: RequestListener): Server {
  const server = createServer(app);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  server.on('clientError', answerUnreadableRequest);
  return server;
}
