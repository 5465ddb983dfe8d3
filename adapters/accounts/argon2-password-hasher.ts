import argon2 from 'argon2';
import pLimit from 'p-limit';
import type { PasswordHasher } from '../../core/accounts/accounts.ports.js';

/** What a hash costs: memory in KiB, iterations and lanes. */
export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_COST: Argon2Cost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * argon2 hashes on libuv's thread pool, so the event loop keeps serving while it works. Each hash takes about
 * 35 ms of one core; `concurrency` bounds how many run at once, and so how much CPU a burst of sign-ins can
 * take from every other request (and how many of libuv's four threads it holds).
 */
export class Argon2PasswordHasher implements PasswordHasher {
  private readonly limit: ReturnType<typeof pLimit>;
  private readonly options: Argon2Cost & { type: typeof argon2.argon2id };

  /** `cost` is OWASP's minimum unless a test asks for less (the tests that register accounts as a step). */
  constructor(concurrency = 2, cost: Argon2Cost = ARGON2_COST) {
    this.limit = pLimit(concurrency);
    this.options = { type: argon2.argon2id, ...cost };
  }

  hash(password: string): Promise<string> {
    return this.limit(() => argon2.hash(password, this.options));
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await this.limit(() => argon2.verify(hash, password));
    } catch {
      // A malformed stored hash matches no password.
      return false;
    }
  }

  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, this.options);
  }
}
