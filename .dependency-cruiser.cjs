/** The hexagon's rules (DESIGN.md §1): dependencies point inward only. */
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
      name: 'core-shared-depends-on-no-area',
      comment: 'core/shared holds what every area uses, and names none of them.',
      severity: 'error',
      from: { path: '^core/shared/' },
      to: { path: '^core/', pathNot: '^core/shared/' },
    },
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
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|data)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
