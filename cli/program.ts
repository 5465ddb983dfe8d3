import { Command, CommanderError } from 'commander';
import type { Config } from '../adapters/config.js';
import type { AppContainer } from '../adapters/wiring.js';
import { EXIT, cliFailure } from './errors.js';
import { customersCommand } from './customers.command.js';
import { dbCommand } from './db.command.js';
import { dispatchCommand } from './dispatch.command.js';
import { flightsCommand } from './flights.command.js';
import { parcelsCommand } from './parcels.command.js';
import { paymentsCommand } from './payments.command.js';
import { priceCommand } from './price.command.js';
import { productsCommand } from './products.command.js';
import { ratesCommand } from './rates.command.js';
import { shipmentsCommand } from './shipments.command.js';
import { staffCommand } from './staff.command.js';
import { usersCommand } from './users.command.js';
import { sayOnStderr } from './terminal.js';

/** What the commands work with: built on first use, so that `--help` and argument errors need neither. */
export interface CliDependencies {
  config: () => Config;
  /** The container of a command that works on stored data; each command closes the one it was given. */
  storageContainer: () => Promise<AppContainer>;
}

/** The `kango` program: the same commands whether run as the built CLI or in-process by a test. */
export function cliProgram({ config, storageContainer }: CliDependencies): Command {
  const program = new Command('kango')
    .description('Command-line tools for the shipping site')
    .showHelpAfterError('(add --help for usage)')
    .option(
      '--as <email>',
      'the staff member who acts, recorded in the audit trail (checked to be staff); else the system user',
    )
    .addCommand(priceCommand(storageContainer, () => config().identity.brandName))
    .addCommand(dbCommand(config))
    .addCommand(usersCommand(storageContainer))
    .addCommand(customersCommand(storageContainer))
    .addCommand(productsCommand(storageContainer))
    .addCommand(ratesCommand(storageContainer))
    .addCommand(parcelsCommand(storageContainer))
    .addCommand(shipmentsCommand(storageContainer))
    .addCommand(flightsCommand(storageContainer))
    .addCommand(paymentsCommand(storageContainer))
    .addCommand(staffCommand(storageContainer))
    .addCommand(dispatchCommand(storageContainer));
  const withSubcommands = (command: Command): Command[] => [
    command,
    ...command.commands.flatMap(withSubcommands),
  ];
  for (const command of withSubcommands(program)) command.exitOverride();
  return program;
}

/**
 * Runs the program on the user's arguments (no node and script names) and gives the exit code: the one a command
 * set on process.exitCode, else 0; a failure a user can cause is reported on stderr, a bug thrown.
 */
export async function runCliProgram(program: Command, args: readonly string[]): Promise<number> {
  try {
    await program.parseAsync([...args], { from: 'user' });
    return Number(process.exitCode ?? EXIT.ok);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has already printed its message; help and version are successes.
      const shownOnRequest = ['commander.helpDisplayed', 'commander.version', 'commander.help'].includes(
        error.code,
      );
      return shownOnRequest ? EXIT.ok : EXIT.usage;
    }
    const failure = cliFailure(error);
    if (!failure) throw error;
    sayOnStderr(`error: ${failure.message}`);
    return failure.exitCode;
  }
}
