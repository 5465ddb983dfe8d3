/**
 * The hexagon's rules (README.md, "Map of the tree"): dependencies point inward only, and areas stay apart.
 *
 * An area is a folder of the same name on each side: core/<area>/, adapters/<area>/, web/features/<area>/ and
 * cli/<area>.command.ts. It may use another area only where it says so below (USES), on every side alike, and no
 * circle may run between areas. Everything else is the house, which names no area: core/shared and core/mail
 * (the outbox every area queues its mail in); adapters/http, postgres, memory, mail, security, launch and the
 * files at the root of adapters/ (all-areas.ts alone lists the areas); web/ui, web/site, web/layout and the files
 * at the root of web/; the CLI's own files.
 */

const { readdirSync } = require('node:fs');
const { join } = require('node:path');

/** Which areas an area uses, where it uses any: a new use is a new name on its line. */
const USES = {
  accounts: ['audit', 'pricing'],
  channels: ['accounts'],
  competitors: ['pricing'],
  customers: ['accounts', 'pricing'],
  customs: ['pricing'],
  dashboard: ['accounts', 'delivery', 'dispatch', 'ledger', 'parcels', 'payments', 'pricing', 'shipping'],
  delivery: ['accounts', 'pricing'],
  dispatch: ['accounts', 'audit', 'delivery', 'ledger', 'parcels', 'pricing'],
  flights: ['accounts', 'audit', 'customs', 'delivery', 'ledger', 'parcels', 'pricing'],
  marketing: ['competitors', 'customs', 'pricing', 'schedule', 'shipping', 'site'],
  parcels: [
    'accounts',
    'audit',
    'customers',
    'customs',
    'delivery',
    'ledger',
    'pricing',
    'schedule',
    'shipping',
  ],
  payments: ['accounts', 'audit', 'delivery', 'ledger', 'pricing'],
  products: ['customs', 'pricing', 'quotes', 'shipping'],
  quotes: ['contact'],
  referrals: ['accounts', 'ledger', 'payments'],
  scans: ['audit', 'delivery', 'flights', 'parcels', 'pricing'],
  sections: ['affiliates', 'pricing', 'referrals'],
  shipping: ['competitors', 'customs', 'pricing', 'schedule'],
  site: ['customers', 'customs', 'pricing', 'products', 'schedule', 'sections', 'shipping'],
  staff: ['accounts', 'audit', 'customers', 'delivery', 'ledger', 'parcels', 'payments', 'pricing'],
};

const HOUSE_CORE = ['shared', 'mail'];
/** Every area, found by its folder in core/: a new area needs no line here until it uses another. */
const AREAS = readdirSync(join(__dirname, 'core'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !HOUSE_CORE.includes(entry.name))
  .map((entry) => entry.name);
const usesOf = (area) => USES[area] ?? [];

/** No circle between areas: an area that uses another, directly or not, is never used by it. */
function refuseCircles() {
  const visit = (area, path) => {
    if (path.includes(area)) throw new Error(`a circle between areas: ${[...path, area].join(' -> ')}`);
    for (const used of usesOf(area)) visit(used, [...path, area]);
  };
  for (const area of Object.keys(USES)) visit(area, []);
}
refuseCircles();
const HOUSE_ADAPTERS = '^adapters/(http|postgres|memory|mail|security|launch)/|^adapters/[^/]+\\.ts$';
const HOUSE_WEB = '^web/(ui|site|layout)/|^web/[^/]+$';
const HOUSE_CLI = '^cli/(?![a-z-]+\\.command\\.ts$)';
const alternatives = (names) => names.join('|');

/** For each area, the rules of its sides: what it may reach is itself, the house and the areas it uses. */
const areaRules = AREAS.flatMap((area) => {
  const reach = alternatives([area, ...usesOf(area)]);
  const cores = `^core/(${alternatives([...HOUSE_CORE, area, ...usesOf(area)])})/`;
  const comment = `The ${area} area uses only itself, the house and the areas USES names for it.`;
  return [
    {
      name: `core-${area}-uses-only-what-it-declares`,
      comment,
      severity: 'error',
      from: { path: `^core/${area}/` },
      to: { path: '^core/', pathNot: cores },
    },
    {
      name: `adapters-${area}-uses-only-what-it-declares`,
      comment,
      severity: 'error',
      from: { path: `^adapters/${area}/` },
      to: { path: '^(core|adapters)/', pathNot: [cores, HOUSE_ADAPTERS, `^adapters/(${reach})/`] },
    },
    {
      name: `web-${area}-uses-only-what-it-declares`,
      comment,
      severity: 'error',
      from: { path: `^web/features/${area}/` },
      to: { path: '^(core|web)/', pathNot: [cores, HOUSE_WEB, `^web/features/(${reach})/`] },
    },
    {
      name: `cli-${area}-uses-only-what-it-declares`,
      comment,
      severity: 'error',
      from: { path: `^cli/${area}\\.command\\.ts$` },
      to: {
        path: '^(core|adapters|cli)/',
        pathNot: [cores, HOUSE_ADAPTERS, `^adapters/(${reach})/`, HOUSE_CLI],
      },
    },
  ];
});

module.exports = {
  forbidden: [
    {
      name: 'core-is-framework-free',
      comment:
        'core/ may import only core/ and small pure libraries (zod, date-fns, escape-html, csv-parse).',
      severity: 'error',
      from: { path: '^core/' },
      to: {
        pathNot: ['^core/', '^node_modules/(zod|date-fns|@date-fns/tz|escape-html|csv-parse)/'],
      },
    },
    {
      name: 'core-uses-no-node-builtins',
      severity: 'error',
      from: { path: '^core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-domain-uses-no-contract',
      comment:
        "An area's domain and use cases never import a contract (core/<area>/api/: endpoints, response schemas, pages, error tables); the contracts import the domain.",
      severity: 'error',
      from: { path: '^core/', pathNot: '^core/[^/]+/api/' },
      to: { path: '^core/[^/]+/api/' },
    },
    {
      name: 'core-house-names-no-area',
      comment: 'core/shared and core/mail hold what every area uses, and name none of them.',
      severity: 'error',
      from: { path: `^core/(${alternatives(HOUSE_CORE)})/` },
      to: { path: '^core/', pathNot: `^core/(${alternatives(HOUSE_CORE)})/` },
    },
    {
      name: 'adapters-house-names-no-area',
      comment: "The house's adapters name no area; all-areas.ts, the list of areas, is the one that does.",
      severity: 'error',
      from: { path: HOUSE_ADAPTERS, pathNot: '^adapters/all-areas\\.ts$' },
      to: {
        path: `^(core|adapters)/(${alternatives(AREAS)})/`,
      },
    },
    {
      name: 'web-house-names-no-area',
      comment:
        "The web's house (kit, site, layout, shell) names no area: pages are found by their file names.",
      severity: 'error',
      from: { path: HOUSE_WEB },
      to: { path: `^(core/(${alternatives(AREAS)})|web/features)/` },
    },
    {
      name: 'cli-house-names-no-area',
      comment: "The CLI's own files name no area; program.ts, the list of commands, is the one that does.",
      severity: 'error',
      from: { path: HOUSE_CLI, pathNot: '^cli/program\\.ts$' },
      to: { path: `^(core|adapters)/(${alternatives(AREAS)})/|^cli/[a-z-]+\\.command\\.ts$` },
    },
    ...areaRules,
    {
      name: 'web-never-imports-adapters-or-cli',
      comment: 'The browser talks to the server over HTTP only; it may use the pure core.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(adapters|cli)/' },
    },
    {
      name: 'web-never-reaches-node-only-libraries',
      comment: 'csv-parse needs Node (Buffer): a page that reaches it through core breaks in the browser.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^node_modules/csv-parse/', reachable: true },
    },
    {
      name: 'adapters-never-import-web-or-cli',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(web|cli)/' },
    },
    {
      name: 'cli-never-imports-web',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^web/' },
    },
    {
      name: 'no-circular',
      comment: 'A circle of type-only imports is erased when compiled, so only one that runs is refused.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    // Type-only imports count too: a use case's unit of work names the areas whose ports it uses by a type.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
