// npm start: the compiled server on plain Node.js, built first only when dist/ is missing or stale.
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import(new URL('../../dist/server.mjs', import.meta.url).href);
