import { writeFile } from 'node:fs/promises';
import { Command, Option } from 'commander';
import * as z from 'zod/mini';
import type { AppContainer } from '../adapters/wiring.js';
import { ACCOUNT_TOKENS } from '../core/accounts/account.tokens.js';
import { doorLine } from '../core/delivery/delivery-choice.js';
import {
  dispatchListResponse,
  riderResponse,
  runSheetResponse,
} from '../core/dispatch/api/dispatch-responses.schema.js';
import { DISPATCH_REFUSALS } from '../core/dispatch/api/dispatch.refusals.js';
import { type DispatchStop, FAILURE_REASONS, type Rider } from '../core/dispatch/dispatch.js';
import { DISPATCH_ERRORS } from '../core/dispatch/dispatch.errors.js';
import { assignSchema, dispatchQuerySchema, failureSchema } from '../core/dispatch/dispatch.schema.js';
import { DISPATCH_TOKENS } from '../core/dispatch/dispatch.tokens.js';
import { formatUsd } from '../core/shared/money.js';
import { customerPhone } from '../core/shared/phone-number.js';
import { DomainFailure, UsageError } from './errors.js';
import { commandLineOperator } from './operator.js';
import { say, sayJson } from './terminal.js';
import { withContainer } from './with-container.js';

/** The input the schema makes of the flags, or the command's usage error naming what is wrong. */
function parsed<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (!result.success) throw new UsageError(z.prettifyError(result.error));
  return result.data;
}

/** The rider `--rider` names: by id, or by phone in any usual writing (0722…, +254 722…). */
async function riderNamed(app: AppContainer, named: string): Promise<Rider> {
  const riders = await app.get(DISPATCH_TOKENS.ViewDispatch).riders();
  const phone = customerPhone(named);
  const rider = riders.find((r) => r.id === named.trim().toLowerCase() || (phone && r.phone === phone));
  if (!rider) throw new DomainFailure(DISPATCH_ERRORS.riderNotFound, DISPATCH_REFUSALS, named);
  return rider;
}

const stopLine = (
  s: Pick<DispatchStop, 'reference' | 'accountId' | 'ownerName' | 'pieces' | 'dueCents' | 'failures'>,
) =>
  [
    `  ${s.reference}`,
    s.accountId,
    s.ownerName,
    `${String(s.pieces)} pc`,
    s.dueCents > 0 ? `${formatUsd(s.dueCents)} due` : 'paid',
    s.failures > 0 ? `${String(s.failures)} failed` : '',
  ]
    .filter((part) => part !== '')
    .join('  ');

function listCommand(container: () => Promise<AppContainer>): Command {
  return new Command('list')
    .description('the day’s list: pickup points with their waits, door deliveries by county and town')
    .option('--date <day>', 'YYYY-MM-DD (default: today in Nairobi)')
    .option('--point <id>', 'one pickup point')
    .option('--county <county>', 'one county')
    .option('--json', "print the API's JSON")
    .action(async (flags: { date?: string; point?: string; county?: string; json?: boolean }) => {
      const query = parsed(dispatchQuerySchema, {
        date: flags.date,
        point: flags.point,
        county: flags.county,
      });
      const view = await withContainer(container, async (app) => {
        const dispatch = app.get(DISPATCH_TOKENS.ViewDispatch);
        return dispatchListResponse(await dispatch.execute(query), await dispatch.riders());
      });
      if (flags.json) return sayJson(view, 2);
      const riders = new Map(view.riders.map((r) => [r.id, r.name]));
      say(`Ready for handover on ${view.day}:`);
      for (const group of view.points) {
        say(`${group.point.name}: ${String(group.waiting)} waiting since ${group.oldestReadyAt}`);
        for (const stop of group.stops) say(stopLine(stop));
      }
      for (const county of view.counties)
        for (const town of county.towns) {
          say(`${county.county}, ${town.town}:`);
          for (const stop of town.stops) {
            const rider = stop.riderId === null ? 'no rider' : (riders.get(stop.riderId) ?? stop.riderId);
            say(`${stopLine(stop)}  ${rider}`);
            say(`    ${doorLine(stop.address)}  ${stop.address.phone}`);
          }
        }
      if (view.unchosen.length > 0)
        say(`No delivery choice yet: ${view.unchosen.map((s) => s.reference).join(', ')}`);
    });
}

/** The dispatch desk from the terminal: the same use cases as the API, the operator in the audit trail. */
export function dispatchCommand(container: () => Promise<AppContainer>): Command {
  const dispatch = new Command('dispatch').description(
    'The last mile: the day’s list, riders, assignments, failed deliveries and run sheets',
  );
  dispatch.addCommand(listCommand(container));
  dispatch
    .command('riders')
    .description('every rider, active ones first')
    .option('--json', "print the API's JSON")
    .action(async (flags: { json?: boolean }) => {
      const riders = await withContainer(container, (app) => app.get(DISPATCH_TOKENS.ViewDispatch).riders());
      if (flags.json) return sayJson({ riders: riders.map(riderResponse) }, 2);
      for (const r of riders) say([r.id, r.name, r.phone, r.active ? 'active' : 'inactive'].join('\t'));
      say(`${String(riders.length)} riders.`);
    });
  dispatch
    .command('assign')
    .description('give door deliveries to a rider for a day; each customer is mailed the rider and the day')
    .requiredOption('--rider <id|phone>', 'the rider, by id or phone')
    .requiredOption('--day <day>', 'YYYY-MM-DD, Nairobi’s calendar')
    .argument('<references...>', 'boxes (KS…) or parcels on their own (KP…)')
    .action(async (references: string[], flags: { rider: string; day: string }, command: Command) => {
      const done = await withContainer(container, async (app) => {
        const rider = await riderNamed(app, flags.rider);
        const input = parsed(assignSchema, { riderId: rider.id, day: flags.day, references });
        const actor = await commandLineOperator(command, app.get(ACCOUNT_TOKENS.Users));
        return app.get(DISPATCH_TOKENS.AssignRider).execute(input, actor);
      });
      if (!done.ok) throw new DomainFailure(done.error, DISPATCH_REFUSALS, references.join(' '));
      say(
        `Gave ${done.value.references.join(', ')} to ${done.value.rider.name} (${done.value.rider.phone}) for ${flags.day}. Each customer is mailed the rider and the day.`,
      );
    });
  dispatch
    .command('fail')
    .description('record a door delivery that failed: back on the next day’s list, the third to a point')
    .argument('<reference>', 'the box (KS…) or parcel (KP…)')
    .addOption(new Option('--reason <reason>', 'why').choices(FAILURE_REASONS).makeOptionMandatory())
    .option('--day <day>', 'the day it failed, YYYY-MM-DD (default: today in Nairobi)')
    .action(async (reference: string, flags: { reason: string; day?: string }, command: Command) => {
      const done = await withContainer(container, async (app) => {
        const day = flags.day ?? app.get(DISPATCH_TOKENS.ViewDispatch).today();
        const input = parsed(failureSchema, { reference, day, reason: flags.reason });
        const actor = await commandLineOperator(command, app.get(ACCOUNT_TOKENS.Users));
        return app.get(DISPATCH_TOKENS.RecordFailedDelivery).execute(input, actor);
      });
      if (!done.ok) throw new DomainFailure(done.error, DISPATCH_REFUSALS, reference);
      const { failure, attempts, backOn, movedTo } = done.value;
      say(
        movedTo
          ? `${failure.reference}: failed ${String(attempts)} times; moved to ${movedTo.name}. The customer is told.`
          : `${failure.reference}: failed (${String(attempts)} of 3); back on the list on ${backOn ?? ''}. The customer is asked to confirm or change the address.`,
      );
    });
  dispatch
    .command('run-sheet')
    .description('a rider’s stops of a day in order: printed, or a PDF with --out')
    .requiredOption('--rider <id|phone>', 'the rider, by id or phone')
    .option('--day <day>', 'YYYY-MM-DD (default: today in Nairobi)')
    .option('--out <file>', 'write the PDF run sheet to this file')
    .action(async (flags: { rider: string; day?: string; out?: string }) => {
      const query = parsed(dispatchQuerySchema, { date: flags.day });
      await withContainer(container, async (app) => {
        const rider = await riderNamed(app, flags.rider);
        const sheet = await app.get(DISPATCH_TOKENS.ViewDispatch).runSheet(rider.id, query.date);
        if (!sheet.ok) throw new DomainFailure(sheet.error, DISPATCH_REFUSALS, flags.rider);
        if (flags.out !== undefined) {
          const file = await app.get(DISPATCH_TOKENS.RunSheetPrinter).print(sheet.value);
          await writeFile(flags.out, file.bytes);
          say(
            `Wrote the run sheet of ${rider.name} for ${sheet.value.day} (${String(sheet.value.stops.length)} stops) to ${flags.out}.`,
          );
          return;
        }
        const view = runSheetResponse(sheet.value);
        const total = view.stops.reduce((sum, s) => sum + s.dueCents, 0);
        say(
          `${rider.name} (${rider.phone}), ${view.day}: ${String(view.stops.length)} stops, ${formatUsd(total)} to collect.`,
        );
        for (const [i, stop] of view.stops.entries()) {
          say(`${String(i + 1)}. ${stopLine(stop)}`);
          say(`    ${doorLine(stop.address)}  ${stop.address.phone}`);
        }
      });
    });
  return dispatch;
}
