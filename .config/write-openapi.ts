/** Writes the API description the server serves at /api/openapi.json to a file, for the linters. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadConfig } from '../adapters/config.js';
import { buildContainer } from '../adapters/container.js';
import { createApp } from '../adapters/http/app.js';

const [file = 'build/openapi.json'] = process.argv.slice(2);
const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://kango.example' });
const container = await buildContainer(config, { storage: 'memory' });
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(createApp(container).apiDescription, null, 2));
await container.close();
