/**
 * npm run bench:bundle: the JavaScript a first visit to the home page downloads (entry, the home page chunk and
 * everything they import statically), gzipped. Goal: <= 110 KB.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../../web/dist/', import.meta.url).pathname;
const GOAL_BYTES = 110 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function staticClosure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const routeChunks = ['index.html', 'pages/home.page.tsx'];
for (const key of routeChunks) if (!manifest[key]) throw new Error(`no chunk ${key} in the manifest`);

let total = 0;
for (const key of staticClosure(routeChunks)) {
  const file = manifest[key]?.file ?? '';
  if (!file.endsWith('.js')) continue;
  const gzipped = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
  total += gzipped;
  console.log(`${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(7)} KB  home route, initial JS, gzip (goal <= ${GOAL_BYTES / 1024} KB: ${total <= GOAL_BYTES ? 'met' : 'missed'})`,
);
