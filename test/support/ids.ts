import type { Ids } from '../../core/shared/ids.js';

/**
 * Ids a test can name before they are given: UUIDs numbered from 1 (…-000000000001, …-000000000002), each fake its
 * own count, so the same test gives the same ids on every run.
 */
export function countingIds(): Ids & { nth(n: number): string } {
  let given = 0;
  const nth = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return { next: () => nth((given += 1)), nth };
}
