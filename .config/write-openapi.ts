/** Writes the API description the server serves at /api/openapi.json to a file, for the linters. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { apiDescription } from '../adapters/http/api-description.js';

const [file = 'build/openapi.json'] = process.argv.slice(2);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(apiDescription('https://kango.example'), null, 2));
