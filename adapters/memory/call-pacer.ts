import pThrottle from 'p-throttle';

/** Gives each call to a rate-limited API its turn: `turn()` resolves when the call may leave. */
export interface CallPacer {
  turn(): Promise<void>;
}

/** Turns `intervalMs` apart among the callers of this process. */
export function processPacer(intervalMs: number): CallPacer {
  const turn = pThrottle({ limit: 1, interval: intervalMs, strict: true })(() => Promise.resolve());
  return { turn };
}
