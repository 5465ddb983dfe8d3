import { readFile, writeFile } from 'node:fs/promises';
import { Command } from 'commander';
import * as z from 'zod/mini';
import { manifestCsv } from '../adapters/flights/manifest-csv.js';
import { manifestPdf } from '../adapters/flights/manifest-pdf.js';
import type { AppContainer } from '../adapters/wiring.js';
import { ACCOUNT_TOKENS } from '../core/accounts/account.tokens.js';
import {
  type AssessmentReportResponse,
  type FlightViewResponse,
  assessmentReportResponse,
  flightListResponse,
  flightViewResponse,
} from '../core/flights/api/flight-responses.schema.js';
import { ASSESSMENT_FILE_BYTES } from '../core/flights/api/flights.endpoints.js';
import { FLIGHT_REFUSALS } from '../core/flights/api/flights.refusals.js';
import { type Flight, type FlightStep, zoneOfAirport } from '../core/flights/flight.js';
import { FLIGHT_PAGE_SIZE } from '../core/flights/flight-page.js';
import { viewFlight } from '../core/flights/flight-view.js';
import { FLIGHT_TOKENS } from '../core/flights/flights.tokens.js';
import { TOKENS } from '../core/shared/tokens.js';
import {
  createFlightSchema,
  flightParams,
  flightStepSchema,
  loadShipmentSchema,
  manifestQuery,
  rescheduleFlightSchema,
} from '../core/flights/flights.schema.js';
import type { Result } from '../core/shared/result.js';
import type { Failure } from '../core/shared/refusals.js';
import { formatDateTimeIn } from '../core/shared/calendar.js';
import { formatUsd } from '../core/shared/money.js';
import { DomainFailure, UsageError } from './errors.js';
import { fileSize } from './input-files.js';
import { commandLineOperator } from './operator.js';
import { commandLineStaff, say, sayJson } from './terminal.js';
import { withContainer } from './with-container.js';

type FlightCode = keyof typeof FLIGHT_REFUSALS;

/** The input as the schema reads it, or a usage error with every field's message. */
function parsed<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new UsageError(z.prettifyError(result.error));
  return result.data;
}

const inZone = (at: string | null, airport: string) =>
  at === null ? '—' : `${formatDateTimeIn(new Date(at), zoneOfAirport(airport))} (${airport})`;

/** The flight as a member of staff reads it: its schedule in each airport's time, its state, its cargo. */
function describe(f: FlightViewResponse): string {
  const t = f.totals;
  return [
    `Flight ${f.flightNumber} (${f.id}), MAWB ${f.mawb}, ${f.origin} to ${f.destination}: ${f.state}.`,
    `ETD ${inZone(f.etd, f.origin)}; ETA ${inZone(f.eta, f.destination)}.`,
    ...(f.atd ? [`Departed ${inZone(f.atd, f.origin)}.`] : []),
    ...(f.ata ? [`Arrived ${inZone(f.ata, f.destination)}.`] : []),
    ...(f.clearedAt ? [`Cleared ${inZone(f.clearedAt, f.destination)}.`] : []),
    `Shipments: ${String(t.shipments)} (${String(t.pieces)} pieces, ${String(t.parcels)} parcels), ${String(t.actualKg)} kg actual, ${String(t.chargeableKg)} kg chargeable, declared ${formatUsd(t.declaredValueCents)}.`,
    ...f.shipments.map(
      (s) =>
        `  ${s.reference}  ${s.owner ? `${s.owner.accountId} ${s.owner.name}` : 'no account'}  ${s.parcels.join(', ')}  ${String(s.chargeableKg)} kg`,
    ),
    ...(f.undeclared.length === 0
      ? []
      : [
          `Warning: ${String(f.undeclared.length)} shipment${f.undeclared.length === 1 ? '' : 's'} with undeclared contents (marked so on the manifest${f.state === 'planned' ? '; their owners are mailed when the flight closes' : ''}): ${f.undeclared.join(', ')}.`,
        ]),
    ...(f.flagged.length === 0
      ? []
      : [`Flagged on arrival (scanned, not on the manifest): ${f.flagged.join(', ')}.`]),
    ...(f.missing.length === 0
      ? []
      : [`Missing (on the manifest, not scanned by the end of the arrival day): ${f.missing.join(', ')}.`]),
  ].join('\n');
}

const money = (currency: string, amount: number) =>
  `${currency} ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** An assessment's import as staff read it: what was charged, what had been, and each line refused with why. */
function describeAssessment(r: AssessmentReportResponse): string {
  const charged = (l: AssessmentReportResponse['posted'][number]) =>
    `  line ${String(l.line)}  ${l.hawb}  ${money(l.currency, l.total)}  charged ${formatUsd(Math.round(l.charged * 100))}`;
  return [
    `Assessment of flight ${r.flightNumber}: ${String(r.posted.length)} charged now, ${String(r.alreadyPosted.length)} charged before (nothing posted again), ${String(r.refused.length)} refused.`,
    ...(r.posted.length > 0 ? ['Charged now:', ...r.posted.map(charged)] : []),
    ...(r.alreadyPosted.length > 0 ? ['Charged before:', ...r.alreadyPosted.map(charged)] : []),
    ...(r.refused.length > 0
      ? ['Refused (nothing charged):', ...r.refused.map((l) => `  line ${String(l.line)}  ${l.reason}`)]
      : []),
  ].join('\n');
}

/** Flights at the desk: planned, loaded by number, closed, flown, landed and cleared. */
export function flightsCommand(container: () => Promise<AppContainer>): Command {
  const flights = new Command('flights').description(
    'Flights: plan one, load shipments by number, close, depart, arrive, clear, move the ETA',
  );
  /** Runs the work, then prints the flight (or its JSON), reporting a refusal with the area's exit. */
  const answer = async (
    id: string,
    json: boolean | undefined,
    work: (app: AppContainer) => Promise<Result<Flight, Failure<FlightCode>>>,
  ) => {
    const view = await withContainer(container, async (app) => {
      const result = await work(app);
      if (!result.ok) throw new DomainFailure(result.error, FLIGHT_REFUSALS, id);
      const reads = {
        flights: app.get(FLIGHT_TOKENS.Flights),
        users: app.get(ACCOUNT_TOKENS.Users),
        arrivals: app.get(FLIGHT_TOKENS.ArrivalScans),
      };
      return flightViewResponse(await viewFlight(reads, result.value, app.get(TOKENS.Clock).now()));
    });
    if (json) sayJson(view, 2);
    else say(describe(view));
  };
  flights
    .command('create')
    .description('plan a flight from the warehouse airport: loading starts on it')
    .requiredOption('--flight-number <number>', "the carrier's flight number (ET509)")
    .requiredOption('--mawb <mawb>', 'the master air waybill (706-12345675)')
    .requiredOption('--destination <airport>', 'NBO or JUB')
    .requiredOption('--etd <instant>', 'scheduled departure, ISO 8601 with its zone')
    .requiredOption('--eta <instant>', 'scheduled arrival, ISO 8601 with its zone')
    .option('--json', "print the API's JSON")
    .action(
      async (flags: {
        flightNumber: string;
        mawb: string;
        destination: string;
        etd: string;
        eta: string;
        json?: boolean;
      }) => {
        const input = parsed(createFlightSchema, flags);
        await answer(flags.mawb, flags.json, (app) => app.get(FLIGHT_TOKENS.CreateFlight).execute(input));
      },
    );
  flights
    .command('list')
    .description('the flights, newest first')
    .option('--limit <n>', 'how many', String(FLIGHT_PAGE_SIZE))
    .option('--json', "print the API's JSON")
    .action(async (flags: { limit: string; json?: boolean }) => {
      const limit = Number(flags.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 100)
        throw new UsageError('--limit: a whole number from 1 to 100');
      const page = await withContainer(container, (app) => app.get(FLIGHT_TOKENS.Flights).list(limit));
      if (flags.json) {
        sayJson(flightListResponse(page, limit), 2);
        return;
      }
      if (page.length === 0) say('No flight is planned yet.');
      for (const f of page)
        say(
          `${f.id}  ${f.flightNumber}  ${f.mawb}  ${f.origin}-${f.destination}  ${f.state}  ETD ${f.etd.toISOString().slice(0, 16)}Z`,
        );
    });
  flights
    .command('show')
    .description('a flight with its shipments and totals')
    .argument('<id>', 'the flight, as `flights list` shows it')
    .option('--json', "print the API's JSON")
    .action(async (id: string, flags: { json?: boolean }) => {
      parsed(flightParams, { id });
      await answer(id, flags.json, async (app) => {
        const flight = await app.get(FLIGHT_TOKENS.Flights).find(id);
        return flight
          ? { ok: true, value: flight }
          : { ok: false, error: { code: 'FLIGHTS.NOT_FOUND', message: 'No flight has this id.' } };
      });
    });
  const steps: [FlightStep, string][] = [
    ['close', 'close a flight: loading is finished'],
    ['depart', 'the flight departed: every parcel on it departs, each customer is mailed once'],
    ['arrive', 'the flight landed: every parcel on it arrives, each customer is mailed once'],
    ['clear', 'customs released the flight: every parcel on it is ready, each customer is mailed once'],
  ];
  for (const [step, description] of steps)
    flights
      .command(step)
      .description(description)
      .argument('<id>', 'the flight')
      .option('--at <instant>', 'when it happened, ISO 8601 (now by default)')
      .option('--json', "print the API's JSON")
      .action(async (id: string, flags: { at?: string; json?: boolean }, command: Command) => {
        parsed(flightParams, { id });
        const { at } = parsed(flightStepSchema, { at: flags.at });
        await answer(id, flags.json, async (app) => {
          const actor = await commandLineOperator(command, app.get(ACCOUNT_TOKENS.Users));
          return app.get(FLIGHT_TOKENS.TakeFlightStep).execute(id, step, at, actor);
        });
      });
  flights
    .command('eta')
    .description("move a flight's ETA (or ETD): an hour or more is mailed to every customer on it")
    .argument('<id>', 'the flight')
    .option('--eta <instant>', 'the new arrival, ISO 8601')
    .option('--etd <instant>', 'the new departure, ISO 8601')
    .option('--reason <text>', 'why, as customers read it')
    .option('--json', "print the API's JSON")
    .action(async (id: string, flags: { eta?: string; etd?: string; reason?: string; json?: boolean }) => {
      parsed(flightParams, { id });
      const input = parsed(rescheduleFlightSchema, { eta: flags.eta, etd: flags.etd, reason: flags.reason });
      await answer(id, flags.json, (app) => app.get(FLIGHT_TOKENS.RescheduleFlight).execute(id, input));
    });
  flights
    .command('load')
    .description('load a shipment onto a planned flight by its number (a box KS…, a lone parcel KP…)')
    .argument('<id>', 'the flight')
    .argument('<reference>', 'the box or parcel number')
    .option('--json', "print the API's JSON")
    .action(async (id: string, reference: string, flags: { json?: boolean }, command: Command) => {
      parsed(flightParams, { id });
      const body = parsed(loadShipmentSchema, { reference });
      await answer(body.reference, flags.json, async (app) => {
        const actor = await commandLineOperator(command, app.get(ACCOUNT_TOKENS.Users));
        return app.get(FLIGHT_TOKENS.LoadShipment).execute(id, body.reference, actor);
      });
    });
  flights
    .command('unload')
    .description('take a shipment off a flight before it closes')
    .argument('<id>', 'the flight')
    .argument('<reference>', 'the box or parcel number')
    .option('--json', "print the API's JSON")
    .action(async (id: string, reference: string, flags: { json?: boolean }) => {
      parsed(flightParams, { id });
      const body = parsed(loadShipmentSchema, { reference });
      await answer(body.reference, flags.json, (app) =>
        app.get(FLIGHT_TOKENS.UnloadShipment).execute(id, body.reference),
      );
    });
  flights
    .command('manifest')
    .description("write the clearing agent's manifest of a flight: one line per house waybill (CSV or PDF)")
    .argument('<id>', 'the flight')
    .option('--format <format>', 'csv or pdf', 'csv')
    .requiredOption('--out <file>', 'the file to write')
    .action(async (id: string, flags: { format: string; out: string }) => {
      parsed(flightParams, { id });
      const { format } = parsed(manifestQuery, { format: flags.format });
      const manifest = await withContainer(container, async (app) => {
        const result = await app.get(FLIGHT_TOKENS.ViewManifest).execute(id);
        if (!result.ok) throw new DomainFailure(result.error, FLIGHT_REFUSALS, id);
        return result.value;
      });
      await writeFile(flags.out, format === 'pdf' ? await manifestPdf(manifest) : manifestCsv(manifest));
      const { totals } = manifest;
      say(
        `Wrote the manifest of flight ${manifest.flight.flightNumber} (MAWB ${manifest.flight.mawb}) to ${flags.out}: ${String(totals.shipments)} house waybills, ${String(totals.parcels)} parcels, ${String(totals.chargeableKg)} kg chargeable.`,
      );
      if (totals.undeclared > 0)
        say(
          `Warning: ${String(totals.undeclared)} house waybill(s) with undeclared contents, marked UNDECLARED.`,
        );
      if (manifest.consolidator.kraPin === null)
        say('Warning: CONSOLIDATOR_KRA_PIN is not configured: the manifest says so.');
    });
  flights
    .command('assessment')
    .description(
      "import the clearing agent's assessment of a landed flight (CSV: hawb,currency,duty,vat,idf,rdl,excise): each house waybill charged once",
    )
    .argument('<id>', 'the flight')
    .argument('<file>', 'the assessment, CSV')
    .option('--json', "print the API's JSON")
    .action(async (id: string, file: string, flags: { json?: boolean }) => {
      parsed(flightParams, { id });
      if ((await fileSize(file)) > ASSESSMENT_FILE_BYTES)
        throw new UsageError(
          `${file} is larger than 1 MB: an assessment has one short line per house waybill.`,
        );
      const text = await readFile(file, 'utf8');
      const report = await withContainer(container, async (app) => {
        const result = await app.get(FLIGHT_TOKENS.ImportAssessment).execute(id, text, commandLineStaff());
        if (!result.ok) throw new DomainFailure(result.error, FLIGHT_REFUSALS, id);
        return assessmentReportResponse(result.value);
      });
      if (flags.json) sayJson(report, 2);
      else say(describeAssessment(report));
    });
  return flights;
}
