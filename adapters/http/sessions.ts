import type { RequestHandler } from 'express';
import session, { MemoryStore, type Store } from 'express-session';
import type { Knex } from 'knex';
import type { SessionRevoker } from '../../core/shared/signed-in.js';
import type { Logger } from '../logger.js';
import { KnexSessionStore } from '../postgres/knex-session-store.js';

declare module 'express-session' {
  interface SessionData {
    userId: string;
  }
}

export const SESSION_COOKIE = 'kx.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface SessionStorage {
  store: Store;
  revoker: SessionRevoker;
  /** Signs the session cookie. */
  secret: string;
}

const PRUNE_EVERY_MS = 15 * 60_000;

/**
 * Sessions in the database, so that every server instance sees every session. Expired rows are pruned on a
 * timer that starts only when the HTTP app asks for the store: the CLI never does.
 */
export function knexSessionStorage(knex: Knex, secret: string, logger: Logger): SessionStorage {
  const store = new KnexSessionStore(knex);
  let pruning: NodeJS.Timeout | undefined;
  return {
    get store() {
      pruning ??= setInterval(() => {
        store.pruneExpired(new Date()).catch((error: unknown) => {
          logger.warn({ err: error }, 'could not prune expired sessions');
        });
      }, PRUNE_EVERY_MS).unref();
      return store;
    },
    revoker: store,
    secret,
  };
}

/** For in-memory storage (tests): the same behaviour, in this process only. */
export function memorySessionStorage(secret: string): SessionStorage {
  const store = new MemoryStore();
  return {
    store,
    secret,
    revoker: {
      revokeAllFor: (userId) =>
        new Promise((resolve, reject) => {
          store.all((error, sessions) => {
            if (error) return reject(error instanceof Error ? error : new Error('session store failed'));
            const owned = Object.entries(sessions ?? {}).filter(([, data]) => data.userId === userId);
            for (const [sid] of owned) store.destroy(sid);
            resolve();
          });
        }),
    },
  };
}

export function sessionMiddleware(store: Store, secret: string, secure: boolean): RequestHandler {
  const sessions = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    // No cookie and no row until someone signs in.
    saveUninitialized: false,
    rolling: true,
    proxy: secure,
    cookie: { httpOnly: true, sameSite: 'lax', secure, maxAge: SESSION_MAX_AGE_MS, path: '/' },
  });
  // express-session saves or touches the session as the response goes out and, if the store fails then, calls
  // next(error) a second time, after the request has moved on: Express would then destroy the connection, and
  // with it the next request a client sent on it. That late failure is logged; the response stands.
  return (req, res, next) => {
    let passedOn = false;
    sessions(req, res, (error?: unknown) => {
      if (passedOn) {
        if (error) req.log.warn({ err: error }, 'the session store failed after the answer');
        return;
      }
      passedOn = true;
      next(error);
    });
  };
}
