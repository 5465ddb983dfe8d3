import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_DOCUMENT, configurationDocument } from '../../.config/config-document.js';
import { AREA_SETTINGS } from '../../adapters/all-areas.js';
import { documentedSettings } from '../../adapters/config.js';
import { projectPath } from '../../adapters/project-root.js';

const HOUSE_CORE = ['shared', 'mail'];
const AREAS = readdirSync(projectPath('core'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !HOUSE_CORE.includes(entry.name))
  .map((entry) => entry.name);

describe('the settings', () => {
  const source = readFileSync(projectPath('adapters/config.ts'), 'utf8');

  it("keep the house's own in adapters/config.ts, which imports no area and reads none of the areas' variables", () => {
    const imports = [...source.matchAll(/from '([^']+)'/g)].map(([, from]) => from ?? '');
    const areaImports = imports.filter((from) =>
      AREAS.some((area) => from.startsWith(`./${area}/`) || from.startsWith(`../core/${area}/`)),
    );
    expect(areaImports).toEqual([]);
    const areaVariables = AREA_SETTINGS.flatMap((settings) => Object.keys(settings.schema.shape));
    expect(areaVariables).toContain('MPESA_PAYBILL');
    expect(areaVariables.filter((name) => new RegExp(`\\b${name}\\b`).test(source))).toEqual([]);
  });

  it('give each variable to one owner, each area its own', () => {
    const groups = documentedSettings();
    const names = groups.flatMap(({ docs }) => Object.keys(docs));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    const owners = groups.map(({ owner }) => owner);
    expect(owners.filter((owner) => owner !== 'house' && !AREAS.includes(owner))).toEqual([]);
    for (const settings of AREA_SETTINGS) {
      expect(Object.keys(settings.docs).sort()).toEqual(Object.keys(settings.schema.shape).sort());
    }
  });

  it('are listed in adapters/CONFIGURATION.md as `npm run config:doc` writes it (run it after changing a setting)', async () => {
    expect(readFileSync(CONFIGURATION_DOCUMENT, 'utf8')).toBe(await configurationDocument());
  });

  it('mark as required in production what production refuses to start without', async () => {
    const document = await configurationDocument();
    for (const name of ['SESSION_SECRET', 'SUPPORT_PHONE', 'MPESA_CALLBACK_SECRET', 'MPESA_PASSKEY']) {
      expect(document).toMatch(new RegExp(`\\| \`${name}\` +\\|[^|]+\\| yes `));
    }
    expect(document).toMatch(/\| `MPESA_PAYBILL` +\|[^|]+\| {2,}\|/);
  });
});
