import { Command, CommanderError } from 'commander';
import { pino } from 'pino';
import { type Config, loadConfig } from '../adapters/config.js';
import { buildContainer } from '../adapters/container.js';
import { EXIT, cliFailure } from './errors.js';
import { customersCommand } from './customers.command.js';
import { dbCommand } from './db.command.js';
import { parcelsCommand } from './parcels.command.js';
import { paymentsCommand } from './payments.command.js';
import { priceCommand } from './price.command.js';
import { productsCommand } from './products.command.js';
import { ratesCommand } from './rates.command.js';
import { shipmentsCommand } from './shipments.command.js';
import { usersCommand } from './users.command.js';
import { sayOnStderr } from './terminal.js';

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

const program = new Command('kango')
  .description('Command-line tools for the shipping site')
  .showHelpAfterError('(add --help for usage)')
  .addCommand(priceCommand(storageContainer, () => config().identity.brandName))
  .addCommand(dbCommand(config))
  .addCommand(usersCommand(storageContainer))
  .addCommand(customersCommand(storageContainer))
  .addCommand(productsCommand(storageContainer))
  .addCommand(ratesCommand(storageContainer))
  .addCommand(parcelsCommand(storageContainer))
  .addCommand(shipmentsCommand(storageContainer))
  .addCommand(paymentsCommand(storageContainer));

const withSubcommands = (command: Command): Command[] => [
  command,
  ...command.commands.flatMap(withSubcommands),
];
for (const command of withSubcommands(program)) command.exitOverride();

try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // Commander has already printed its message; help and version are successes.
    const shownOnRequest = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(
      error.code,
    );
    process.exitCode = shownOnRequest ? EXIT.ok : EXIT.usage;
  } else {
    const failure = cliFailure(error);
    if (!failure) throw error;
    sayOnStderr(`error: ${failure.message}`);
    process.exitCode = failure.exitCode;
  }
}
