/**
 * npm run bench:bundle: the JavaScript a first visit to each page downloads (the entry, the app it starts, the
 * page's chunk and everything they import statically), gzipped. Goal: the home page <= 110 KB, no page over
 * 150 KB.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SITE_MAP } from '../../adapters/all-areas.js';
import { WEB_DIST as DIST } from '../../adapters/http/web-pages.js';

const HOME_GOAL_KB = 110;
const PAGE_GOAL_KB = 150;

interface ManifestChunk {
  file: string;
  imports?: string[];
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

const gzippedKb = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;

/** The page module a path renders, in its area's folder: the file its declaration names, or its path's (as web/routes.tsx). */
function pageChunk(path: string): string {
  const name = `/${SITE_MAP.page(path)?.file ?? path.slice(1)}.page.tsx`;
  return Object.keys(manifest).find((key) => key.endsWith(name)) ?? name;
}

/** The app, which the page's one script (web/boot.ts) starts after the first paint. */
const APP_CHUNK = 'main.tsx';

let missed = 0;
for (const path of [...SITE_MAP.publicPaths, ...SITE_MAP.privatePaths]) {
  const chunks = ['index.html', APP_CHUNK, pageChunk(path)];
  for (const key of chunks) if (!manifest[key]) throw new Error(`no chunk ${key} in the manifest`);
  const files = [...staticClosure(chunks)]
    .map((key) => manifest[key]?.file ?? '')
    .filter((f) => f.endsWith('.js'));
  const total = files.reduce((sum, file) => sum + gzippedKb(file), 0);
  const goal = path === '/' ? HOME_GOAL_KB : PAGE_GOAL_KB;
  if (total > goal) missed += 1;
  console.log(
    `${path.padEnd(22)} ${total.toFixed(1).padStart(7)} KB initial JS, gzip (goal <= ${goal} KB: ${total <= goal ? 'met' : 'missed'})`,
  );
}
console.log(missed === 0 ? 'every page within its goal' : `${missed} page(s) over their goal`);
