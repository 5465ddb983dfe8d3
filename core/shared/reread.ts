import type { Clock } from './clock.js';

/**
 * A value read from shared storage that a process may trust for a while: read at most once per interval,
 * one read at a time however many ask, and when a read fails the last value stays (a page or a price never
 * fails because the database is briefly away). Once the value has been read, a question after the interval is
 * answered with it at once while it is read again beside (no page waits for the database); the first question,
 * and the first after `forget()` (this process changed it), wait for the read. A read that finds
 * what is held keeps the object held: a caller comparing by identity (the page cache) sees a change only when
 * there is one.
 */
export class Reread<T> {
  private value: T;
  /** False until a read has succeeded, and again after `forget()`: the next question waits for a read. */
  private current = false;
  /** `value` as JSON, to tell a read that changed something from one that found the same. */
  private valueJson: string | undefined;
  private readAt = -Infinity;
  private reading: Promise<void> | undefined;
  /** Counts `forget()`s: a read begun before the latest one is out of date when it ends, and is dropped. */
  private generation = 0;

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
    if (this.clock.now().getTime() - this.readAt >= this.intervalMs) {
      const reading = this.reread();
      if (!this.current) await reading;
    }
    return this.value;
  }

  forget(): void {
    this.generation += 1;
    this.readAt = -Infinity;
    this.current = false;
    this.reading = undefined;
  }

  private reread(): Promise<void> {
    if (this.reading) return this.reading;
    const generation = this.generation;
    const reading = this.read()
      .then(
        (value) => {
          if (generation !== this.generation) return;
          this.current = true;
          const json = JSON.stringify(value);
          if (json === this.valueJson) return;
          this.value = value;
          this.valueJson = json;
        },
        (error: unknown) => {
          if (generation === this.generation) this.onReadError(error);
        },
      )
      .finally(() => {
        if (this.reading !== reading) return;
        // Read or not, ask again only after the interval: an outage is not asked once per request.
        this.readAt = this.clock.now().getTime();
        this.reading = undefined;
      });
    this.reading = reading;
    return reading;
  }
}
