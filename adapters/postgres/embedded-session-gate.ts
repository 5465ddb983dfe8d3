import { type Server, Socket, connect, createServer } from 'node:net';

/**
 * Codes of PostgreSQL's untyped first messages (protocol 3.0). Over a Unix socket `pg` sends the startup
 * message; the SSL and GSS requests are refused as a server without them does.
 */
const SSL_REQUEST = 80_877_103;
const GSS_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;

/** Client messages that each end in one ReadyForQuery: a simple query, a Sync, a function call. */
const ENDS_IN_READY = new Set(['Q', 'S', 'F']);
/** Extended-protocol messages: the exchange they open ends only at the next Sync. */
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H']);

/**
 * SQLSTATE operator_intervention: what a guest's statements get once its turn was taken back (the CLI names it).
 */
export const GUEST_TURN_TAKEN = '57000';

/** The owner is the server's own pool; guests are CLI commands beside it. */
export type GateRole = 'owner' | 'guest';

interface Peer {
  readonly role: GateRole;
  readonly client: Socket;
  /** Its own connection to PGlite's socket server: a new one after the database was started again. */
  upstream: Socket;
  started: boolean;
  /** Its startup message, once sent: sent again on a new connection after a restart. */
  startup: Buffer | undefined;
  /** Client bytes not yet split into whole messages. */
  inbox: Buffer;
  /** Whole client messages waiting for this peer's turn. */
  ready: Buffer[];
  /** The start of a server message not yet whole. */
  answer: Buffer;
  /** ReadyForQuery messages still to come for what was sent. */
  awaiting: number;
  /** Extended-protocol messages sent since the last Sync. */
  midExchange: boolean;
  /** The last ReadyForQuery's status: I idle, T in a transaction, E in a failed one. */
  status: string;
  /** ReadyForQuery messages of the gate's own statements, whose responses the client never sees. */
  hidden: number;
  gone: boolean;
  /** Its turn was taken back: the gate answers its messages with an error, and PGlite no longer sees them. */
  evicted: boolean;
  /** An evicted client's extended exchange already got its error (the rest is skipped until Sync). */
  failedExchange: boolean;
  upstreamClosed: boolean;
  whenIdle: (() => void)[];
}

const typed = (type: string, body: Buffer): Buffer => {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const cstring = (text: string) => Buffer.from(`${text}\0`, 'utf8');
const query = (sql: string) => typed('Q', cstring(sql));
const SYNC = typed('S', Buffer.alloc(0));
const COPY_FAIL = typed('f', cstring('the client went away'));
const ready = (status: string) => typed('Z', Buffer.from(status, 'latin1'));
const error = (severity: 'ERROR' | 'FATAL', code: string, message: string) =>
  typed(
    'E',
    Buffer.concat([
      Buffer.from('S'),
      cstring(severity),
      Buffer.from('V'),
      cstring(severity),
      Buffer.from('C'),
      cstring(code),
      Buffer.from('M'),
      cstring(message),
      Buffer.from([0]),
    ]),
  );

// Read through calls where they change while the gate waits (TypeScript would take them as they were before).
const hasLeft = (peer: Peer) => peer.gone;
const isEvicted = (peer: Peer) => peer.evicted;

/** What the gate runs on the shared session when a client's turn is over: nothing it set outlives it. */
const RESET = 'discard all';
/** More connections than this are refused: a pool of one and a few commands need far fewer. */
const MAX_PEERS = 32;

/**
 * PGlite is one PostgreSQL session, so its clients (the server's pool and CLI commands beside it) take turns:
 * one client's messages reach it at a time, and the turn passes only when that client is idle outside any
 * transaction (its last ReadyForQuery said 'I', nothing unanswered, no extended-protocol exchange open). When the
 * turn passes to another client the session is reset (DISCARD ALL: temporary tables, settings, prepared
 * statements, advisory locks, LISTEN), so nothing one client set leaks to the next. A client that goes away
 * mid-transaction is rolled back. A guest that keeps its turn longer than `guestTurnMs` while others wait loses
 * it (its transaction undone, its statements answered with an error that says why), so that the site keeps
 * answering. A statement still running then, which PGlite cannot cancel, is ended by starting the database again
 * (`restartDatabase`: PGlite runs in a thread of its own, ended and started again on its files).
 *
 * pglite-socket's own multiplexer (maxConnections > 1) switches clients between single messages whenever PGlite
 * is outside a transaction block: between a Parse and its Sync too, where another client's query replaces the
 * unnamed statement, and it resets no session state. Here it serves one message stream at a time, behind the gate.
 */
export class SessionGate {
  private holder: Peer | undefined;
  /** The client whose session state may still be in the database. */
  private last: Peer | undefined;
  private readonly waiting: Peer[] = [];
  private switching = false;
  /** The database is being started again: no client's message goes to it meanwhile. */
  private restarting = false;
  private turnStarted = 0;
  private turnTimer: NodeJS.Timeout | undefined;
  private readonly peers = new Set<Peer>();
  private readonly servers: Server[] = [];

  constructor(
    /** PGlite's socket server, which this gate alone connects to. */
    private readonly upstreamPath: string,
    private readonly guestTurnMs: number,
    /** Ends the database's thread and starts it again on its files; only the gate's connections are cut. */
    private readonly restartDatabase: () => Promise<void>,
  ) {}

  async listen(path: string, role: GateRole): Promise<void> {
    const server = createServer((client) => this.connected(client, role));
    this.servers.push(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(path, () => {
        server.off('error', reject);
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    clearTimeout(this.turnTimer);
    for (const peer of this.peers) {
      peer.gone = true;
      peer.client.destroy();
      peer.upstream.destroy();
    }
    this.peers.clear();
    await Promise.all(
      this.servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
  }

  private connected(client: Socket, role: GateRole): void {
    if (this.peers.size >= MAX_PEERS) {
      client.end(error('FATAL', '53300', 'too many connections to the embedded database'));
      return;
    }
    const peer: Peer = {
      role,
      client,
      upstream: new Socket(),
      started: false,
      startup: undefined,
      inbox: Buffer.alloc(0),
      ready: [],
      answer: Buffer.alloc(0),
      awaiting: 0,
      midExchange: false,
      status: 'I',
      hidden: 0,
      gone: false,
      evicted: false,
      failedExchange: false,
      upstreamClosed: true,
      whenIdle: [],
    };
    this.peers.add(peer);
    client.on('data', (data: Buffer) => this.received(peer, data));
    client.on('error', () => this.leave(peer));
    client.on('close', () => this.leave(peer));
    // While the database starts again, connected with the others once it is up.
    if (!this.restarting) this.attach(peer);
  }

  private attach(peer: Peer): void {
    const upstream = connect(this.upstreamPath);
    peer.upstream = upstream;
    peer.upstreamClosed = false;
    upstream.on('data', (data: Buffer) => this.answered(peer, data));
    const upstreamLost = () => {
      peer.upstreamClosed = true;
      this.settleIdle(peer, true);
      peer.client.destroy();
      this.leave(peer);
    };
    upstream.on('error', upstreamLost);
    upstream.on('close', upstreamLost);
    // The same session again, on a new connection: what the database answers is the gate's, not the client's.
    if (peer.startup) {
      peer.awaiting += 1;
      peer.hidden += 1;
      upstream.write(peer.startup);
    }
  }

  /** Its connection to a database about to end: cut quietly (the client keeps its own), owed nothing by it. */
  private detach(peer: Peer): void {
    peer.upstream.removeAllListeners();
    peer.upstream.on('error', () => undefined);
    peer.upstream.destroy();
    peer.upstreamClosed = true;
    peer.awaiting = 0;
    peer.hidden = 0;
    peer.midExchange = false;
    peer.answer = Buffer.alloc(0);
    this.settleIdle(peer, true);
  }

  /** Splits the client's bytes into whole messages; they go on at once in its turn, or it waits for one. */
  private received(peer: Peer, data: Buffer): void {
    if (peer.gone) return;
    let inbox = Buffer.concat([peer.inbox, data]);
    for (;;) {
      if (!peer.started) {
        if (inbox.length < 8) break;
        const length = inbox.readInt32BE(0);
        const code = inbox.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSS_REQUEST) {
          peer.client.write('N');
          inbox = inbox.subarray(8);
          continue;
        }
        // PGlite cannot cancel a statement; a cancel request is answered by closing, as PostgreSQL does.
        if (code === CANCEL_REQUEST) {
          peer.client.destroy();
          return;
        }
        if (inbox.length < length) break;
        peer.ready.push(inbox.subarray(0, length));
        peer.started = true;
        inbox = inbox.subarray(length);
        continue;
      }
      if (inbox.length < 5) break;
      const length = 1 + inbox.readInt32BE(1);
      if (inbox.length < length) break;
      peer.ready.push(inbox.subarray(0, length));
      inbox = inbox.subarray(length);
    }
    peer.inbox = Buffer.from(inbox);
    if (peer.ready.length === 0) return;
    // An evicted client is answered once its turn has ended (see evict).
    if (peer.evicted) {
      if (this.holder !== peer) this.answerAlone(peer);
    } else if (this.holder === peer) this.forward(peer);
    else {
      if (!this.waiting.includes(peer)) this.waiting.push(peer);
      this.limitTurn();
      this.pump();
    }
  }

  private forward(peer: Peer): void {
    const messages = peer.ready;
    peer.ready = [];
    for (const message of messages) {
      const type = String.fromCharCode(message[0] ?? 0);
      // The startup message has no type byte (its first byte is its length's): it ends in a ReadyForQuery.
      if (message[0] === 0) peer.startup = message;
      if (message[0] === 0 || ENDS_IN_READY.has(type)) peer.awaiting += 1;
      if (type === 'S' || type === 'Q') peer.midExchange = false;
      else if (EXTENDED.has(type)) peer.midExchange = true;
    }
    peer.upstream.write(Buffer.concat(messages));
    this.settle(peer);
  }

  private answered(peer: Peer, data: Buffer): void {
    let answer = Buffer.concat([peer.answer, data]);
    const shown: Buffer[] = [];
    while (answer.length >= 5) {
      const length = 1 + answer.readInt32BE(1);
      if (answer.length < length) break;
      const message = answer.subarray(0, length);
      answer = answer.subarray(length);
      const hidden = peer.gone || peer.hidden > 0 || peer.evicted;
      if (message[0] === 0x5a /* Z */) {
        peer.status = String.fromCharCode(message[5] ?? 0);
        peer.awaiting -= 1;
        if (peer.hidden > 0) peer.hidden -= 1;
        // What an evicted client still waited for ends in the error that says why.
        else if (peer.evicted && !peer.gone) shown.push(this.turnTaken(), ready('E'));
      }
      if (!hidden) shown.push(message);
    }
    peer.answer = Buffer.from(answer);
    if (shown.length > 0 && !peer.client.destroyed) peer.client.write(Buffer.concat(shown));
    this.settleIdle(peer);
    this.settle(peer);
    if (peer.evicted && this.holder !== peer && peer.ready.length > 0) this.answerAlone(peer);
  }

  private turnTaken(): Buffer {
    return error(
      'ERROR',
      GUEST_TURN_TAKEN,
      `The running server needed the embedded database: a command may hold it for ${this.guestTurnMs / 1000} s at a ` +
        'time while the site waits, and this one was undone. Stop the server for longer work, or use DATABASE_URL.',
    );
  }

  /**
   * An evicted client's later messages, answered by the gate: an error (once per extended exchange), until its
   * ROLLBACK, which succeeds (so that its driver reports the error, not a failed rollback) and ends the eviction:
   * what it sends after is new work, and waits for a turn like any other.
   */
  private answerAlone(peer: Peer): void {
    if (peer.awaiting > 0) return; // after what it still waits for
    const answers: Buffer[] = [];
    const messages = peer.ready;
    peer.ready = [];
    for (const [index, message] of messages.entries()) {
      const type = String.fromCharCode(message[0] ?? 0);
      if (type === 'X') {
        peer.client.end();
        break;
      }
      if (type === 'Q') {
        if (/^\s*(rollback|abort)\b/i.test(message.subarray(5).toString('utf8'))) {
          answers.push(typed('C', cstring('ROLLBACK')), ready('I'));
          peer.evicted = false;
          peer.ready = messages.slice(index + 1);
          break;
        }
        answers.push(this.turnTaken(), ready('I'));
      } else if (type === 'S') {
        answers.push(ready('I'));
        peer.failedExchange = false;
      } else if (EXTENDED.has(type) && !peer.failedExchange) {
        answers.push(this.turnTaken());
        peer.failedExchange = true;
      }
    }
    if (answers.length > 0 && !peer.client.destroyed) peer.client.write(Buffer.concat(answers));
    if (!peer.evicted && peer.ready.length > 0) this.received(peer, Buffer.alloc(0));
  }

  private settleIdle(peer: Peer, always = false): void {
    if (!always && peer.awaiting > 0) return;
    const waiters = peer.whenIdle;
    peer.whenIdle = [];
    for (const waiter of waiters) waiter();
  }

  /** Runs the gate's own statements on the peer's connection (idle, or whose client has gone). */
  private run(peer: Peer, messages: Buffer[], answers: number): Promise<void> {
    if (peer.upstreamClosed) return Promise.resolve();
    peer.awaiting += answers;
    if (!peer.gone) peer.hidden += answers;
    peer.midExchange = false;
    return new Promise((resolve) => {
      peer.whenIdle.push(resolve);
      peer.upstream.write(Buffer.concat(messages));
    });
  }

  private releasable = (peer: Peer) => peer.awaiting === 0 && !peer.midExchange && peer.status === 'I';

  /** The holder's turn ends when it is idle outside a transaction. */
  private settle(peer: Peer): void {
    if (this.holder !== peer || peer.gone || peer.evicted || !this.releasable(peer)) return;
    this.endTurn();
    // Its bytes that came meanwhile wait behind whoever was waiting.
    if (peer.ready.length > 0) this.waiting.push(peer);
    this.pump();
  }

  private endTurn(): void {
    clearTimeout(this.turnTimer);
    this.turnTimer = undefined;
    this.holder = undefined;
  }

  private pump(): void {
    if (this.holder || this.switching || this.restarting) return;
    const next = this.waiting.shift();
    if (!next) return;
    const last = this.last;
    if (last && last !== next) {
      // The session is reset on the connection that set its state, before anyone else's message.
      this.switching = true;
      this.waiting.unshift(next);
      void this.run(last, [query(RESET)], 1).then(() => {
        this.switching = false;
        if (this.last === last) this.last = undefined;
        if (last.gone) last.upstream.end();
        this.pump();
      });
      return;
    }
    this.holder = next;
    this.last = next;
    this.turnStarted = Date.now();
    this.forward(next);
    this.limitTurn();
  }

  /** A guest's turn is bounded only while someone waits for it. */
  private limitTurn(): void {
    const guest = this.holder;
    if (!guest || guest.role !== 'guest' || guest.evicted || this.turnTimer || this.waiting.length === 0)
      return;
    this.turnTimer = setTimeout(
      () => {
        this.turnTimer = undefined;
        if (this.holder === guest && !guest.evicted && this.waiting.length > 0) void this.evict(guest);
      },
      Math.max(0, this.turnStarted + this.guestTurnMs - Date.now()),
    );
    this.turnTimer.unref();
  }

  /**
   * Takes the turn back from a guest: its transaction is rolled back and the session reset (a statement in
   * progress is ended by starting the database again); the client keeps its connection, and is told why.
   */
  private async evict(guest: Peer): Promise<void> {
    guest.evicted = true;
    if (guest.awaiting > 0) await this.endStatement(guest);
    else {
      await this.run(guest, [SYNC, query('rollback'), query(RESET)], 3);
      // A client that leaves meanwhile is unwound by leave() instead (read through a call: it changes while we wait).
      if (hasLeft(guest)) return;
    }
    this.endTurn();
    this.last = undefined;
    if (!hasLeft(guest)) {
      if (isEvicted(guest)) this.answerAlone(guest);
      // What it sent meanwhile waits for a turn like any other's.
      else if (guest.ready.length > 0) this.received(guest, Buffer.alloc(0));
    }
    this.pump();
  }

  /**
   * Ends a guest's statement in progress, which PGlite cannot cancel: the database's thread is ended and started
   * again on its files, where PostgreSQL's crash recovery keeps what was committed and undoes the rest. The other
   * clients, idle between turns, keep their connections, each given a new session as it had; the guest's
   * statements get the error that says why.
   */
  private async endStatement(guest: Peer): Promise<void> {
    const owed = guest.awaiting - guest.hidden;
    const openExchange = guest.midExchange;
    // A statement of its own (no transaction open before it) leaves nothing to roll back: the eviction ends here.
    const inTransaction = guest.status !== 'I' || openExchange;
    this.restarting = true;
    for (const peer of this.peers) this.detach(peer);
    try {
      await this.restartDatabase();
    } catch (failure) {
      console.error('the embedded database did not start again:', failure);
      for (const peer of this.peers) peer.client.destroy();
      return;
    } finally {
      this.restarting = false;
    }
    const answers: Buffer[] = [];
    for (let answer = 0; answer < owed; answer++)
      answers.push(this.turnTaken(), ready(inTransaction ? 'E' : 'I'));
    if (!inTransaction) guest.evicted = false;
    // An extended exchange it had not ended with a Sync yet: its error now, the rest skipped until that Sync.
    if (openExchange) {
      answers.push(this.turnTaken());
      guest.failedExchange = true;
    }
    if (answers.length > 0 && !guest.client.destroyed) guest.client.write(Buffer.concat(answers));
    for (const peer of this.peers) this.attach(peer);
  }

  /** A client gone: what it left in the session is undone before anyone else's turn. */
  private leave(peer: Peer): void {
    if (peer.gone) return;
    peer.gone = true;
    this.peers.delete(peer);
    peer.client.destroy();
    const queued = this.waiting.indexOf(peer);
    if (queued >= 0) this.waiting.splice(queued, 1);
    // Its connection to the database is already cut, its session gone with the database's thread.
    if (this.restarting) return;
    if (this.holder === peer || (!this.holder && !this.switching && this.last === peer)) {
      this.holder = peer;
      clearTimeout(this.turnTimer);
      this.turnTimer = undefined;
      // A COPY in progress fails, an open exchange ends, a transaction rolls back; then the session resets.
      const unwind = [...(peer.awaiting > 0 ? [COPY_FAIL] : []), SYNC, query('rollback'), query(RESET)];
      void this.run(peer, unwind, 3).then(() => {
        peer.upstream.end();
        this.endTurn();
        this.last = undefined;
        this.pump();
      });
      return;
    }
    // Being reset now (it was the last client): its connection closes when that is done.
    if (this.switching && this.last === peer) return;
    peer.upstream.end();
  }
}
