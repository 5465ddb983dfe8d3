import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Config } from '../../adapters/config.js';
import { buildContainer } from '../../adapters/container.js';
import type { AppContainer } from '../../adapters/wiring.js';
import { cliProgram, runCliProgram } from '../../cli/program.js';
import type { CliRun } from './run-cli.js';
import { fileDatabase } from './file-databases.js';
import { migratedDataDir } from './migrated-database.js';
import { testConfig, testPasswordHasher } from './test-app.js';

/** A stream that keeps what is written to it, as a terminal or a pipe would receive it. */
function capture() {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/** Swaps in `stream` for process.stdout or process.stderr until the returned function is called. */
function swap(name: 'stdout' | 'stderr', stream: Writable): () => void {
  const original = Object.getOwnPropertyDescriptor(process, name);
  Object.defineProperty(process, name, { value: stream, configurable: true, writable: true });
  return () => {
    if (original) Object.defineProperty(process, name, original);
  };
}

/**
 * Runs the CLI's program in this process, as `kango <args>` would run, with the container `storage` gives (each
 * command closes the one it is given, as the built CLI does) and the configuration `config`: what it printed on
 * stdout and stderr, and its exit code. Commands of one test file run one after another: stdout, stderr and
 * process.exitCode are the process's own for the time of the run.
 */
export async function runCliWith(
  storage: () => Promise<AppContainer>,
  config: Config,
  args: readonly string[],
): Promise<CliRun> {
  const [stdout, stderr] = [capture(), capture()];
  const restore = [swap('stdout', stdout.stream), swap('stderr', stderr.stream)];
  const exitCodeBefore = process.exitCode;
  process.exitCode = undefined;
  try {
    const status = await runCliProgram(cliProgram({ config: () => config, storageContainer: storage }), args);
    return { status, stdout: stdout.text(), stderr: stderr.text() };
  } finally {
    process.exitCode = exitCodeBefore;
    for (const undo of restore) undo();
  }
}

/**
 * An open container the commands share and do not close (its owner does): many commands on one database
 * without opening it again for each.
 */
export const sharedContainer =
  (container: AppContainer): (() => Promise<AppContainer>) =>
  () =>
    Promise.resolve({
      get: (token) => container.get(token),
      memoryStore: container.memoryStore,
      close: () => Promise.resolve(),
    });

let fileDataDir: string | undefined;

/**
 * The in-process twin of runCli: the same arguments and environment (DATA_DIR, else the test file's copy of the
 * run's migrated database), the container built from them as the built CLI builds its own; nothing spawned,
 * nothing imported again. On the embedded database, the commands of a test file share one opened for the file
 * (`fileDatabase`), unless `opensItsOwn`: each command then opens and closes it as the built CLI does (beside a
 * server, as its guest).
 */
export function runCliInProcess(
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
  { opensItsOwn = false }: { opensItsOwn?: boolean } = {},
): Promise<CliRun> {
  const config = testConfig({
    DATA_DIR: env.DATA_DIR ?? (fileDataDir ??= migratedDataDir('cli-data-')),
    ...env,
  });
  const shared = !opensItsOwn && config.database.url === undefined;
  const storage = async () =>
    buildContainer(config, {
      logger: pino({ level: 'silent' }),
      besideServer: true,
      siteAddress: 'adopt',
      passwordHasher: testPasswordHasher(),
      ...(shared ? { storage: await fileDatabase(config.dataDir) } : {}),
    });
  // What a command reads from its environment itself (USER names the member of staff) is set for the run only.
  const before = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const set = (values: NodeJS.ProcessEnv) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  };
  set(env);
  return runCliWith(storage, config, args).finally(() => set(before));
}
