import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from '../logger.js';

/**
 * Word from the database that something every instance keeps a copy of has changed (a homepage section), so
 * that each instance reads it again at once rather than at its next reread. A notice may come more than once,
 * or for a change this instance made itself: a listener only forgets what it holds.
 */
export interface ChangeNotices {
  on(channel: string, onChange: () => void): void;
  /** Starts listening: the server's, never a CLI command's (it keeps no copies, and must not wait on a server). */
  listen(): void;
  close(): Promise<void>;
}

/** Where one process owns the data (memory, the embedded database), it forgets its own changes: no word comes. */
export const NO_CHANGE_NOTICES: ChangeNotices = {
  on: () => undefined,
  listen: () => undefined,
  close: () => Promise.resolve(),
};

/** How long a lost listening connection waits before it connects again. */
export const RELISTEN_DELAY_MS = 2_000;

/** Sends a notice on `channel`; PostgreSQL delivers it to every listener when the transaction commits. */
export async function notifyChange(db: Knex | Knex.Transaction, channel: string): Promise<void> {
  await db.raw('select pg_notify(?, ?)', [channel, '']);
}

/**
 * LISTEN on a PostgreSQL server, on one connection of its own beside the pool. A connection lost, or not made,
 * is made again after a pause; each listener is called then, since a notice sent meanwhile was missed (and
 * until then the rereads keep every copy within its interval).
 */
export class PostgresChangeNotices implements ChangeNotices {
  private readonly listeners = new Map<string, (() => void)[]>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  private listening = false;

  constructor(
    private readonly knex: Knex,
    private readonly logger: Logger,
  ) {}

  on(channel: string, onChange: () => void): void {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), onChange]);
    const { client } = this;
    if (client) this.listenOn(client, channel).catch((error: unknown) => this.lost(client, error));
  }

  listen(): void {
    if (this.listening) return;
    this.listening = true;
    this.connecting ??= this.connect();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.connecting;
    const { client } = this;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    try {
      // A connection of knex's settings outside its pool (knex makes its query cancellations so too).
      const raw: unknown = await (this.knex.client as Knex.Client).acquireRawConnection();
      if (!(raw instanceof pg.Client)) throw new Error('the database driver is not node-postgres');
      raw.on('notification', ({ channel }) => this.tell(channel));
      raw.on('error', (error) => this.lost(raw, error));
      raw.on('end', () => this.lost(raw, new Error('the listening connection ended')));
      if (this.closed) {
        await raw.end();
        return;
      }
      this.client = raw;
      await Promise.all([...this.listeners.keys()].map((channel) => this.listenOn(raw, channel)));
    } catch (error) {
      this.lost(this.client, error);
    } finally {
      this.connecting = undefined;
    }
  }

  private async listenOn(client: pg.Client, channel: string): Promise<void> {
    await client.query(`listen ${client.escapeIdentifier(channel)}`);
  }

  private tell(channel: string): void {
    for (const onChange of this.listeners.get(channel) ?? []) onChange();
  }

  private lost(client: pg.Client | undefined, error: unknown): void {
    if (this.closed || client !== this.client) return;
    this.client = undefined;
    void client?.end().catch(() => undefined);
    this.logger.warn({ err: error }, 'not listening for changes; trying again');
    for (const channel of this.listeners.keys()) this.tell(channel);
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      this.connecting ??= this.connect();
    }, RELISTEN_DELAY_MS);
    // The rereads cover the gap: a pending reconnection never keeps a stopping process alive.
    this.retry.unref();
  }
}
