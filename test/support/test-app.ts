import { pino } from 'pino';
import { type Config, loadConfig } from '../../adapters/config.js';
import { buildContainer } from '../../adapters/container.js';
import type { ContainerOverrides } from '../../adapters/wiring.js';
import { type AppOptions, createApp } from '../../adapters/http/app.js';

export const testConfig = (env: NodeJS.ProcessEnv = {}): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });

/** The real app, wired by the real composition root, on in-memory storage unless told otherwise, silent. */
export async function testApp(
  overrides: ContainerOverrides = {},
  options: AppOptions = {},
  env: NodeJS.ProcessEnv = {},
) {
  const container = await buildContainer(testConfig(env), {
    logger: pino({ level: 'silent' }),
    storage: 'memory',
    ...overrides,
  });
  return Object.assign(createApp(container, options), { container });
}
