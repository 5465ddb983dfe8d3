import { type Server, type Socket, connect, createServer } from 'node:net';

/**
 * Forwards loopback TCP to a target; `cut()` drops every connection and refuses new ones, as an outage would;
 * `silence()` keeps the connections open but passes no byte until `speak()`, as a network that stops would.
 */
export class TcpProxy {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private silent = false;
  /** What was sent during a silence, delivered in order when the network returns (as TCP would resend it). */
  private held: { to: Socket; data: Buffer }[] = [];

  constructor(
    readonly port: number,
    private readonly target: { path: string } | { host: string; port: number },
  ) {}

  async open(): Promise<void> {
    const server = createServer((client) => {
      const upstream = connect(this.target);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      const forward = (from: Socket, to: Socket) =>
        from.on('data', (data: Buffer) => {
          if (this.silent) this.held.push({ to, data });
          else to.write(data);
        });
      forward(client, upstream);
      forward(upstream, client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
  }

  silence(): void {
    this.silent = true;
  }

  speak(): void {
    this.silent = false;
    for (const { to, data } of this.held) if (!to.destroyed) to.write(data);
    this.held = [];
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
