import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../../adapters/project-root.js';
import * as webhooks from '../../adapters/payments/daraja/daraja-webhooks.endpoints.js';

/** Every TypeScript file under core/, as a path from the project's root. */
const CORE_FILES = readdirSync(projectPath('core'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts'))
  .map((file) => join('core', file));

/** Every source file of the app (core, adapters, cli, web), as a path from the project's root. */
const APP_FILES = ['core', 'adapters', 'cli', 'web'].flatMap((dir) =>
  readdirSync(projectPath(dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(dir, file)),
);

/** The app's files that call the function `name` (a comment may name it), the file that declares it left out. */
const calling = (name: string, declaredIn: string) =>
  APP_FILES.filter(
    (file) =>
      file !== declaredIn && new RegExp(`\\b${name}\\(`).test(readFileSync(projectPath(file), 'utf8')),
  );

/** The files each import (type-only ones too), from the root. */
function importsOf(file: string): string[] {
  const text = readFileSync(projectPath(file), 'utf8');
  const specifiers = [
    ...text.matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'\s*\)|\bimport\s+'([^']+)'/g),
  ];
  return specifiers
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative(projectPath('.'), projectPath(join(dirname(file), specifier))));
}

interface Rule {
  name: string;
  from: { path?: string; pathNot?: string };
  to: { path?: string };
}

describe('the house rules over the tree', () => {
  it('finds the core files', () => {
    expect(CORE_FILES.length).toBeGreaterThan(200);
  });

  it("keeps the vendor's wire shapes out of core: no core file names Daraja or imports an adapter", () => {
    const naming = CORE_FILES.filter((file) => /daraja/i.test(readFileSync(projectPath(file), 'utf8')));
    expect(naming).toEqual([]);
    const reaching = CORE_FILES.flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith('core/'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(reaching).toEqual([]);
  });

  it("decides on the core's own payment endings: no core file names Daraja's result fields or codes", () => {
    const naming = CORE_FILES.filter((file) =>
      /ResultCode|ResultDesc|\b1032\b/.test(readFileSync(projectPath(file), 'utf8')),
    );
    expect(naming).toEqual([]);
  });

  it("keeps every area's domain and use cases from importing a contract (core/<area>/api/), types included", () => {
    const isContract = (path: string) => /^core\/[^/]+\/api\//.test(path);
    const crossing = CORE_FILES.filter((file) => !isContract(file)).flatMap((file) =>
      importsOf(file)
        .filter(isContract)
        .map((target) => `${file} -> ${target}`),
    );
    expect(crossing).toEqual([]);
  });

  it('has the dependency rule that refuses the same', () => {
    const config = createRequire(import.meta.url)(projectPath('.dependency-cruiser.cjs')) as {
      forbidden: Rule[];
    };
    const rule = config.forbidden.find(({ name }) => name === 'core-domain-uses-no-contract');
    expect(rule).toBeDefined();
    const from = new RegExp(rule?.from.path ?? '$^');
    const fromNot = new RegExp(rule?.from.pathNot ?? '$^');
    const to = new RegExp(rule?.to.path ?? '$^');
    const refused = (source: string, target: string) =>
      from.test(source) && !fromNot.test(source) && to.test(target);
    expect(refused('core/parcels/move-parcel.use-case.ts', 'core/parcels/api/parcels.refusals.ts')).toBe(
      true,
    );
    expect(refused('core/payments/paybill.ts', 'core/accounts/api/account.endpoints.ts')).toBe(true);
    expect(refused('core/parcels/api/parcels.endpoints.ts', 'core/parcels/parcel.ts')).toBe(false);
    expect(refused('adapters/parcels/parcels.routes.ts', 'core/parcels/api/parcels.endpoints.ts')).toBe(
      false,
    );
  });

  it("makes no record's id in core: ids come from the Ids port (core/shared/ids.ts), not crypto.randomUUID", () => {
    // The one randomUUID left is no id: the password check's decoy, hashed once so that a miss costs a hash too.
    const making = CORE_FILES.filter((file) =>
      /\brandomUUID\b/.test(readFileSync(projectPath(file), 'utf8')),
    );
    expect(making).toEqual(['core/accounts/password-check.ts']);
  });

  it("reaches a transaction's ports (portsIn) only in a follow-up's binding, and makes a transaction only in a unit of work", () => {
    const declaredIn = 'core/shared/unit-of-work.ports.ts';
    const reaching = calling('portsIn', declaredIn);
    expect(reaching.length).toBeGreaterThan(0);
    // A binding implements another area's follow-up port (`…FollowUp`, from its `<area>.ports.ts`).
    const bindsAFollowUp = (file: string) =>
      /import type \{[^}]*\b\w+FollowUp\b[^}]*\} from '\.\.\/[a-z-]+\/[a-z-]+\.ports\.js'/.test(
        readFileSync(projectPath(file), 'utf8'),
      );
    expect(reaching.filter((file) => !bindsAFollowUp(file))).toEqual([]);
    expect(calling('transactionOver', declaredIn).sort()).toEqual([
      'adapters/memory/in-memory-store.ts',
      'adapters/postgres/knex-unit-of-work.ts',
    ]);
  });

  it("declares the webhooks only M-Pesa calls in the adapter that serves them, not in core's contracts", () => {
    const paths = Object.values(webhooks)
      .filter((value) => typeof value === 'object' && 'path' in value)
      .map((value) => (value as { path: string }).path);
    expect(paths).toHaveLength(3);
    const contracts = CORE_FILES.filter((file) => file.endsWith('.endpoints.ts')).map((file) =>
      readFileSync(projectPath(file), 'utf8'),
    );
    for (const path of paths) for (const text of contracts) expect(text).not.toContain(path);
  });
});
