/** The configuration document (adapters/CONFIGURATION.md), made from the settings' own declarations. */
import { format, resolveConfig } from 'prettier';
import { documentedSettings } from '../adapters/config.js';
import { projectPath } from '../adapters/project-root.js';

export const CONFIGURATION_DOCUMENT = projectPath('adapters/CONFIGURATION.md');

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The document as `npm run config:doc` writes it, formatted as Prettier would leave it. */
export async function configurationDocument(): Promise<string> {
  const rows = documentedSettings().flatMap(({ owner, docs, requiredInProduction }) =>
    Object.entries(docs).map(
      ([name, doc]) =>
        `| \`${name}\` | ${cell(doc.default)} | ${requiredInProduction.includes(name) ? 'yes' : ''} | ${cell(doc.description)} | ${owner} |`,
    ),
  );
  const text = [
    '# Configuration',
    '',
    "<!-- Written by `npm run config:doc` from the settings in adapters/config.ts and each area's",
    'adapters/<area>/<area>.config.ts; CI fails while it is stale. Edit those, not this file. -->',
    '',
    'Everything is read once from environment variables at start-up and checked; a bad value stops the server with',
    'a message naming the variable. With `NODE_ENV=production` the server also refuses to start while a variable',
    'marked "required in production" is unset or still its development placeholder, and names each one.',
    '',
    '| variable | default | required in production | description | area |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
  const options = await resolveConfig(CONFIGURATION_DOCUMENT);
  return format(text, { ...options, filepath: CONFIGURATION_DOCUMENT });
}
