import type { Logger } from './logger.js';
import { isDatabaseUnavailable } from './postgres/database.js';

/**
 * Work a request starts but does not wait for: the response must not depend on it (password-reset and
 * verification mail, whose timing would tell whether an address has an account). Failures are logged; shutdown
 * waits for what is in flight.
 */
export class BackgroundWork {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly logger: Logger) {}

  run(name: string, work: () => Promise<unknown>): void {
    const task = work().then(
      () => undefined,
      (error: unknown) => {
        const level = isDatabaseUnavailable(error) ? 'warn' : 'error';
        this.logger[level]({ err: error, task: name }, 'background work failed');
      },
    );
    this.inFlight.add(task);
    void task.finally(() => this.inFlight.delete(task));
  }

  /** Resolves once nothing is in flight, including work started meanwhile. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }
}
