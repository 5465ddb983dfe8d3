// npm run engines:check: every package in package-lock.json accepts every Node.js version that package.json's
// `engines.node` allows (semver.subset), so no supported Node.js meets an EBADENGINE; and @types/node is the major
// that range starts at. Reads each installed package's own package.json, or the lock's copy of its `engines` where
// the package is not installed here (another platform's optional binary). Exits 1, naming each package, when not.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * @param {string} path
 * @returns {any}
 */
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** @param {unknown} engines */
const nodeRangeOf = (engines) =>
  engines && typeof engines === 'object' && 'node' in engines && typeof engines.node === 'string'
    ? engines.node
    : undefined;

const project = readJson(join(projectRoot, 'package.json'));
const ours = nodeRangeOf(project.engines);
if (!ours || !semver.validRange(ours)) {
  console.error(`package.json: engines.node is ${JSON.stringify(ours)}, not a semver range`);
  process.exit(1);
}

/**
 * Platforms no Node.js we accept is built for (32-bit Windows ended with Node.js 23): an optional binary only for
 * one of them (sharp's @img/sharp-win32-ia32) never installs, so its engines cannot meet ours.
 */
const PLATFORMS_WITHOUT_OUR_NODE = [{ os: 'win32', cpu: 'ia32' }];
/** @param {{ os?: unknown, cpu?: unknown }} entry */
const onlyForPlatformWithoutOurNode = ({ os, cpu }) =>
  Array.isArray(os) &&
  Array.isArray(cpu) &&
  os.length === 1 &&
  cpu.length === 1 &&
  PLATFORMS_WITHOUT_OUR_NODE.some((platform) => platform.os === os[0] && platform.cpu === cpu[0]);

/** @type {string[]} */
const problems = [];
/** @type {Record<string, { engines?: unknown, os?: unknown, cpu?: unknown }>} */
const locked = readJson(join(projectRoot, 'package-lock.json')).packages;
let checked = 0;
for (const [path, entry] of Object.entries(locked)) {
  if (path === '' || onlyForPlatformWithoutOurNode(entry)) continue;
  const installed = join(projectRoot, path, 'package.json');
  const theirs = nodeRangeOf(existsSync(installed) ? readJson(installed).engines : entry.engines);
  if (theirs === undefined) continue;
  checked += 1;
  if (!semver.validRange(theirs))
    problems.push(`${path}: engines.node ${JSON.stringify(theirs)} is not a range`);
  else if (!semver.subset(ours, theirs))
    problems.push(`${path}: engines.node "${theirs}" leaves out part of "${ours}"`);
}

const lowest = semver.minVersion(ours);
const typesRange = project.devDependencies?.['@types/node'];
const typesMajor = typeof typesRange === 'string' ? semver.minVersion(typesRange)?.major : undefined;
if (lowest && typesMajor !== lowest.major)
  problems.push(`@types/node is ${String(typesRange)}; engines.node starts at Node.js ${lowest.major}`);

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`engines: ${checked} packages accept node "${ours}" (running ${process.version})`);
