import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, Request, RequestHandler } from 'express';
import type { Logger } from '../logger.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's id: the client's X-Request-Id when it is a plain token, else a new UUID. */
    id: string;
    /** A logger whose lines carry this request's id. */
    log: Logger;
  }
}

const REQUEST_ID = /^[\w-]{1,64}$/;
/** Probes answer many times a minute and say nothing worth a line. */
const UNLOGGED = new Set(['/healthz', '/readyz']);

/** A logged URL is cut here: a line should not grow with whatever a client put in its query. */
const MAX_LOGGED_URL = 500;

/**
 * Tokens travel in some URLs (verification links), and secrets in the paths other services call us back on (a
 * callback, a validation, a confirmation); none may reach the logs.
 */
export const redactUrl = (url: string): string => {
  const redacted = url
    .replace(/(\/verify-email\/)[^/?#]+/gi, '$1[redacted]')
    .replace(/(\/(?:callback|validation|confirmation)\/)[^/?#]+/gi, '$1[redacted]')
    .replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
  return redacted.length > MAX_LOGGED_URL ? `${redacted.slice(0, MAX_LOGGED_URL)}…` : redacted;
};

/**
 * Starts a request's log: its id (the client's X-Request-Id when it is a plain token, else a new UUID) on the
 * answer, and one short line when the response is complete (or the client went away): id, method, URL with tokens
 * redacted, status and milliseconds; never bodies or headers, which may carry personal data. The line is built
 * once, at the end, so that a request pays for a single log write. Plain Node.js: the pages' fast path, before
 * Express, logs the same way.
 */
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse, path: string): string {
  const started = performance.now();
  // As it arrived: routers mounted on a path shorten req.url while they handle it.
  const url = req.url ?? '';
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  if (UNLOGGED.has(path)) return id;
  res.once('close', () => {
    const line = {
      reqId: id,
      method: req.method,
      url: redactUrl(url),
      statusCode: res.statusCode,
      responseTime: Math.round(performance.now() - started),
    };
    // A 500 is a bug; a 503 is an outage the error handler has already explained.
    if (!res.writableFinished) logger.warn(line, 'request aborted by the client');
    else if (res.statusCode === 500) logger.error(line, 'request failed');
    else if (res.statusCode > 500) logger.warn(line, 'request completed');
    else logger.info(line, 'request completed');
  });
  return id;
}

/**
 * Every request's log (logRequest), and `req.log`: a logger whose lines carry the request's id, made only when
 * something logs through it (errors).
 */
export function requestLog(app: Express, logger: Logger): RequestHandler {
  const children = new WeakMap<Request, Logger>();
  Object.defineProperty(app.request, 'log', {
    get(this: Request) {
      let child = children.get(this);
      if (!child) children.set(this, (child = logger.child({ reqId: this.id })));
      return child;
    },
  });
  return (req, res, next) => {
    req.id = logRequest(logger, req, res, req.path);
    next();
  };
}
