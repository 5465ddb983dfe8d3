import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../adapters/project-root.js';

const root = projectPath('');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

const anchorsIn = (text: string) =>
  new Set(
    text
      .replace(/```[\s\S]*?```/g, '')
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => anchorOf(line.replace(/^#+ /, ''))),
  );

/** Every link target in a Markdown text, code blocks and inline code left out (they quote paths, not links). */
const linksIn = (text: string) =>
  [
    ...text
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`\n]*`/g, '')
      .matchAll(/\]\(([^)\s]+)\)/g),
  ].map((match) => match[1] ?? '');

const isRelative = (target: string) => !/^[a-z][a-z0-9+.-]*:/i.test(target);

interface BrokenLink {
  from: string;
  to: string;
  why: string;
}

/** Follows the relative links from README.md through every Markdown document they reach. */
function walkDocuments(): { visited: string[]; broken: BrokenLink[] } {
  const visited = new Set<string>();
  const broken: BrokenLink[] = [];
  const queue = ['README.md'];
  while (queue.length > 0) {
    const doc = queue.shift() ?? '';
    if (visited.has(doc)) continue;
    visited.add(doc);
    const text = read(doc);
    for (const target of linksIn(text).filter(isRelative)) {
      const [path = '', anchor] = target.split('#');
      const absolute = path === '' ? join(root, doc) : resolve(root, dirname(doc), path);
      const inRepo = relative(root, absolute);
      if (inRepo.startsWith('..')) {
        broken.push({ from: doc, to: target, why: 'outside the repository' });
        continue;
      }
      if (!existsSync(absolute)) {
        broken.push({ from: doc, to: target, why: 'no such file' });
        continue;
      }
      if (!inRepo.endsWith('.md')) continue;
      if (anchor !== undefined && !anchorsIn(read(inRepo)).has(anchor))
        broken.push({ from: doc, to: target, why: 'no such heading' });
      queue.push(inRepo);
    }
  }
  return { visited: [...visited], broken };
}

const coreAreas = readdirSync(join(root, 'core')).filter((name) =>
  statSync(join(root, 'core', name)).isDirectory(),
);

/** The project's own text files: sources, tests, documents and configuration, not what is installed or built. */
function projectFiles(dir = ''): string[] {
  const skipped = new Set(['node_modules', 'dist', 'build', 'data', '.git']);
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : projectFiles(path);
    return /\.(ts|tsx|mts|mjs|cjs|js|md|json|yaml|yml)$/.test(entry.name) || entry.name === 'run'
      ? [path]
      : [];
  });
}

describe('the repository explains itself', () => {
  it('keeps the README within 15 KB', () => {
    expect(Buffer.byteLength(read('README.md'))).toBeLessThanOrEqual(15 * 1024);
  });

  it("keeps the README's two commands, each in a shell block of its own", () => {
    const blocks = [...read('README.md').matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]?.trim());
    expect(blocks).toContain('npm install && npm start');
    expect(blocks).toContain('npm install && npm test');
  });

  it('resolves every relative link of the README and of the documents it leads to', () => {
    const { visited, broken } = walkDocuments();
    expect(broken).toEqual([]);
    // The walk reached the documents the index promises.
    expect(visited).toEqual(
      expect.arrayContaining(['adapters/OPERATIONS.md', 'adapters/CONFIGURATION.md', 'test/README.md']),
    );
  });

  it('gives every core area a README.md, linked from the README', () => {
    const { visited } = walkDocuments();
    for (const area of coreAreas) expect(visited, area).toContain(`core/${area}/README.md`);
  });

  it('holds dated decision records beside the code they govern, each indexed from the README', () => {
    const { visited } = walkDocuments();
    const records = visited.filter((path) => /\/decisions\/\d{3}-[a-z0-9-]+\.md$/.test(path));
    for (const wanted of [
      'adapters/postgres/decisions/002-embedded-session-gate.md',
      'web/ui/decisions/001-one-form-hook.md',
      'core/ledger/decisions/001-money-as-a-ledger.md',
      'core/accounts/decisions/001-verification-by-claim.md',
    ])
      expect(records).toContain(wanted);
    // A record on disk that the README's index does not reach is one nobody finds.
    const onDisk = projectFiles().filter((path) => /(^|\/)decisions\/[^/]+\.md$/.test(path));
    expect(onDisk.filter((path) => !records.includes(path))).toEqual([]);
    for (const record of records) {
      const text = read(record);
      expect(text, record).toMatch(/^Date: \d{4}-\d{2}-\d{2}/m);
      for (const heading of ['## Context', '## Decision', '## Consequences'])
        expect(text, record).toContain(heading);
    }
  });

  it('sends the reader to nothing outside the repository', () => {
    // Spelt in pieces so that this file does not match itself.
    const outside = [
      new RegExp(['DESIGN', '\\.md'].join('')),
      new RegExp(['design', 'doc(ument)?'].join(' '), 'i'),
      new RegExp(['shared', 'spec'].join('/')),
    ];
    const offenders = projectFiles().flatMap((path) => {
      const text = read(path);
      return outside.filter((pattern) => pattern.test(text)).map((pattern) => `${path}: ${pattern.source}`);
    });
    expect(offenders).toEqual([]);
  });
});
