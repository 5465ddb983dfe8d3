import type { Clock } from './clock.js';

/**
 * A value read from shared storage that a process may trust for a while: read at most once per interval,
 * one read at a time however many ask, and when a read fails the last value stays (a page or a price never
 * fails because the database is briefly away). `forget()` makes the next question read again.
 */
export class Reread<T> {
  private value: T;
  private readAt = -Infinity;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly clock: Clock,
    private readonly intervalMs: number,
    initial: T,
    private readonly onReadError: (error: unknown) => void,
  ) {
    this.value = initial;
  }

  async get(): Promise<T> {
    if (this.clock.now().getTime() - this.readAt >= this.intervalMs) await this.reread();
    return this.value;
  }

  forget(): void {
    this.readAt = -Infinity;
  }

  private reread(): Promise<void> {
    this.reading ??= this.read()
      .then((value) => {
        this.value = value;
      }, this.onReadError)
      .finally(() => {
        // Read or not, ask again only after the interval: an outage is not asked once per request.
        this.readAt = this.clock.now().getTime();
        this.reading = undefined;
      });
    return this.reading;
  }
}
