/** Writes adapters/CONFIGURATION.md from the settings' declarations; with --check, fails when the file is stale. */
import { readFileSync, writeFileSync } from 'node:fs';
import { CONFIGURATION_DOCUMENT, configurationDocument } from './config-document.js';

const wanted = await configurationDocument();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(CONFIGURATION_DOCUMENT, 'utf8');
  } catch {
    // A missing file is a stale one.
  }
  if (current !== wanted) {
    console.error('adapters/CONFIGURATION.md is stale: run `npm run config:doc` and commit the file');
    process.exitCode = 1;
  }
} else {
  writeFileSync(CONFIGURATION_DOCUMENT, wanted);
}
