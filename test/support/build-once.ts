// Vitest's global set-up: the tests that start the real server start the compiled one, built here when stale.
import { buildIfStale } from '../../adapters/launch/build-if-stale.mjs';

export default function setup(): void {
  buildIfStale();
}
