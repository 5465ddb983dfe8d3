import { Cookie, type SessionData } from 'express-session';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KnexSessionStore } from '../../../adapters/postgres/knex-session-store.js';
import { DATABASE_TARGETS, type TestDatabase } from '../../support/databases.js';

const call = <T>(run: (callback: (error?: unknown, value?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) => {
    run((error, value) =>
      error ? reject(error instanceof Error ? error : new Error('failed')) : resolve(value),
    );
  });

const session = (userId: string, maxAge: number): SessionData => {
  const cookie = new Cookie();
  cookie.maxAge = maxAge;
  return { cookie, userId };
};

const SID = 'A'.repeat(16) + 'b'.repeat(16);

describe.each(DATABASE_TARGETS)('session store on $name', (target) => {
  let db: TestDatabase;
  let store: KnexSessionStore;
  beforeAll(async () => {
    db = await target.open();
    store = new KnexSessionStore(db.knex);
  });
  afterAll(() => db.close());
  beforeEach(() => db.reset());

  it('keeps, renews and ends a session', async () => {
    await call((cb) => store.set(SID, session('u1', 60_000), cb));
    expect(await call<SessionData | null>((cb) => store.get(SID, cb))).toMatchObject({ userId: 'u1' });
    await call((cb) => store.set(SID, session('u2', 60_000), cb));
    expect(await call<SessionData | null>((cb) => store.get(SID, cb))).toMatchObject({ userId: 'u2' });
    await call((cb) => store.touch(SID, session('u2', 120_000), cb));
    await call((cb) => store.destroy(SID, cb));
    expect(await call((cb) => store.get(SID, cb))).toBeNull();
  });

  it('treats an expired session as none, and prunes it', async () => {
    await call((cb) => store.set(SID, session('u1', -1_000), cb));
    expect(await call((cb) => store.get(SID, cb))).toBeNull();
    expect(await store.pruneExpired(new Date())).toBe(1);
  });

  it('ends every session of one user only', async () => {
    const other = 'C'.repeat(32);
    await call((cb) => store.set(SID, session('u1', 60_000), cb));
    await call((cb) => store.set(other, session('u2', 60_000), cb));
    await store.revokeAllFor('u1');
    expect(await call((cb) => store.get(SID, cb))).toBeNull();
    expect(await call<SessionData | null>((cb) => store.get(other, cb))).toMatchObject({ userId: 'u2' });
  });

  it('answers an id of another shape with no session, without asking the database', async () => {
    expect(await call((cb) => store.get('abc\u0000def', cb))).toBeNull();
  });
});
