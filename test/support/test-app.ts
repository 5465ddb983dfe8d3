import { pino } from 'pino';
import { type Config, loadConfig } from '../../adapters/config.js';
import { type ContainerOverrides, buildContainer } from '../../adapters/container.js';
import { type AppOptions, createApp } from '../../adapters/http/app.js';

export const testConfig = (env: NodeJS.ProcessEnv = {}): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });

/** The real app, wired by the real composition root, with silent logs. */
export function testApp(
  overrides: ContainerOverrides = {},
  options: AppOptions = {},
  env: NodeJS.ProcessEnv = {},
) {
  const container = buildContainer(testConfig(env), { logger: pino({ level: 'silent' }), ...overrides });
  return createApp(container, options);
}
