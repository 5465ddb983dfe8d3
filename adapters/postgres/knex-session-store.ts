import type { Knex } from 'knex';
import { type SessionData, Store } from 'express-session';
import { z } from 'zod';
import { DatabaseUnavailableError } from './database.js';

const TABLE = 'sessions';
const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** express-session's own ids: 24 random bytes as base64url. Any other id is refused before a query. */
export const SESSION_ID_PATTERN = /^[\w-]{32}$/;

const rowSchema = z.object({ sess: z.unknown() });
type Callback<T = void> = (error?: unknown, value?: T) => void;

/**
 * Sessions in PostgreSQL, on the table the migrations create. Every failure reaches express-session through
 * the callback as a DatabaseUnavailableError (503), and no promise is left to reject unheard: a store that
 * both calls back with an error and re-throws it lets one request stop the process.
 */
export class KnexSessionStore extends Store {
  constructor(private readonly knex: Knex) {
    super();
  }

  override get(sid: string, callback: Callback<SessionData | null>): void {
    if (!SESSION_ID_PATTERN.test(sid)) return callback(null, null);
    settle(
      this.knex(TABLE)
        .select('sess')
        .where({ sid })
        .andWhere('expired', '>', new Date())
        .first()
        .then((row: unknown) =>
          row === undefined ? null : (parseSession(rowSchema.parse(row).sess) as SessionData),
        ),
      callback,
    );
  }

  override set(sid: string, session: SessionData, callback?: Callback): void {
    settle(
      this.knex(TABLE)
        .insert({ sid, sess: JSON.stringify(session), expired: expiryOf(session) })
        .onConflict('sid')
        .merge(['sess', 'expired'])
        .then(() => undefined),
      callback,
    );
  }

  override touch(sid: string, session: SessionData, callback?: Callback): void {
    if (!SESSION_ID_PATTERN.test(sid)) return callback?.();
    settle(
      this.knex(TABLE)
        .where({ sid })
        .update({ expired: expiryOf(session) })
        .then(() => undefined),
      callback,
    );
  }

  override destroy(sid: string, callback?: Callback): void {
    if (!SESSION_ID_PATTERN.test(sid)) return callback?.();
    settle(
      this.knex(TABLE)
        .where({ sid })
        .delete()
        .then(() => undefined),
      callback,
    );
  }

  /** Ends every session of a user (a password reset), on every instance. */
  async revokeAllFor(userId: string): Promise<void> {
    await this.knex(TABLE).whereRaw(`sess->>'userId' = ?`, [userId]).delete();
  }

  /** Deletes expired rows; returns how many. */
  async pruneExpired(now: Date): Promise<number> {
    return this.knex(TABLE).where('expired', '<=', now).delete();
  }
}

/** The cookie's remaining life (express-session keeps it as maxAge); a day for a session cookie without one. */
const expiryOf = (session: SessionData): Date => new Date(Date.now() + (session.cookie.maxAge ?? ONE_DAY_MS));

/** pg parses json columns; PGlite's socket may hand back text. */
const parseSession = (sess: unknown): unknown => (typeof sess === 'string' ? JSON.parse(sess) : sess);

function settle<T>(work: Promise<T>, callback: Callback<T> | undefined): void {
  work.then(
    (value) => callback?.(null, value),
    (error: unknown) => callback?.(new DatabaseUnavailableError('session store failed', { cause: error })),
  );
}
