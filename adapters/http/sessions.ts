import type { RequestHandler } from 'express';
import session, { MemoryStore, type Store } from 'express-session';
import { ConnectSessionKnexStore } from 'connect-session-knex';
import type { Knex } from 'knex';
import type { SessionRevoker } from '../../core/accounts/accounts.ports.js';

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
}

/**
 * Sessions in the database, so that every server instance sees every session. The store (and its cleanup
 * timer, which takes a connection) starts only when the HTTP app asks for it: the CLI never does.
 */
export function knexSessionStorage(knex: Knex): SessionStorage {
  let store: Store | undefined;
  return {
    get store() {
      store ??= new ConnectSessionKnexStore({
        knex,
        tableName: 'sessions',
        createTable: false,
        cleanupInterval: 15 * 60_000,
      });
      return store;
    },
    revoker: {
      revokeAllFor: async (userId) => {
        await knex('sessions').whereRaw(`sess->>'userId' = ?`, [userId]).delete();
      },
    },
  };
}

/** For in-memory storage (tests): the same behaviour, in this process only. */
export function memorySessionStorage(): SessionStorage {
  const store = new MemoryStore();
  return {
    store,
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
  return session({
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
}
