import type { AreaWorker } from './area-module.js';

/**
 * Background work in rounds beside a listening server: the first round at start, each next one when the round
 * says (its response: milliseconds to wait); a failed round is handed to `failed` and the next comes after
 * `afterFailureMs`. It never stops the server, and stopping lets the round in progress finish.
 */
export class RepeatingWorker implements AreaWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(
    private readonly round: () => Promise<number>,
    private readonly failed: (error: unknown) => void,
    private readonly afterFailureMs: number,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.round().then(
        (nextMs) => this.schedule(nextMs),
        (error: unknown) => {
          this.failed(error);
          this.schedule(this.afterFailureMs);
        },
      );
    }, delayMs);
    this.timer.unref();
  }
}
