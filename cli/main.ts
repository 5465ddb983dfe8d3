import { pino } from 'pino';
import { type Config, loadConfig } from '../adapters/config.js';
import { buildContainer } from '../adapters/container.js';
import { cliProgram, runCliProgram } from './program.js';

/** Built on first use, so that `--help` and argument errors need no configuration. */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const config = lazy<Config>(() => loadConfig());
// Logs go to stderr so that stdout stays clean for --json output.
const cliLogger = lazy(() => pino({ level: 'warn' }, pino.destination(2)));
/**
 * A staff command's statements may load a whole file (a million customers, a million status lines): on a server
 * database one query may take this long, not the few seconds a web request is allowed.
 */
const CLI_QUERY_TIMEOUT_MS = 30 * 60_000;
/**
 * For commands that work on stored data: the configured database. The embedded one is opened here when no
 * server runs, else reached through the running server, which keeps its files.
 */
const storageContainer = () =>
  buildContainer(config(), {
    logger: cliLogger(),
    queryTimeoutMs: CLI_QUERY_TIMEOUT_MS,
    besideServer: true,
    siteAddress: 'adopt',
  });

process.exitCode = await runCliProgram(cliProgram({ config, storageContainer }), process.argv.slice(2));
