import { pino } from 'pino';
import { Argon2PasswordHasher } from '../../adapters/accounts/argon2-password-hasher.js';
import { type Config, loadConfig } from '../../adapters/config.js';
import { buildContainer } from '../../adapters/container.js';
import type { ContainerOverrides } from '../../adapters/wiring.js';
import { type AppOptions, createApp } from '../../adapters/http/app.js';

export const testConfig = (env: NodeJS.ProcessEnv = {}): Config =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });

/**
 * argon2id at its least cost (1 MiB, one pass: a millisecond, against 47 ms at OWASP's minimum): the tests register
 * and sign in about a thousand times, and the cost is a setting of the hasher, not a rule under test. The hasher's
 * own behaviour (verify, rehash) is the same at any cost.
 */
export const testPasswordHasher = () =>
  new Argon2PasswordHasher(2, { memoryCost: 1024, timeCost: 1, parallelism: 1 });

/** The real app, wired by the real composition root, on in-memory storage unless told otherwise, silent. */
export async function testApp(
  overrides: ContainerOverrides = {},
  options: AppOptions = {},
  env: NodeJS.ProcessEnv = {},
) {
  const container = await buildContainer(testConfig(env), {
    logger: pino({ level: 'silent' }),
    storage: 'memory',
    passwordHasher: testPasswordHasher(),
    ...overrides,
  });
  return Object.assign(createApp(container, options), { container });
}
