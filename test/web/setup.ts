import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server.js';
import { answerInShoppersWords } from '../../core/shared/shopper-messages.js';

answerInShoppersWords();

// A lazy page loads its chunk first; with three test workers on two cores that can pass the default second.
// findBy… still fails when what it waits for never comes.
// Wait for a condition as long as a busy two-core machine may need; a passing test waits no longer than it must.
configure({ asyncUtilTimeout: 30_000 });

/** jsdom has no layout, so no ResizeObserver; Radix's positioned pop-ups (tooltips) only need it to exist. */
class NoLayoutResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in globalThis)) globalThis.ResizeObserver = NoLayoutResizeObserver;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
