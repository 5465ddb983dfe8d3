import { basename } from 'node:path';
import { ACCOUNT_TOKENS } from '../core/accounts/account.tokens.js';
import { readFile, writeFile } from 'node:fs/promises';
import { Command, Option } from 'commander';
import { type ParcelContents, declaredValueCents } from '../core/parcels/parcel-contents.js';
import * as z from 'zod/mini';
import type { AppContainer } from '../adapters/wiring.js';
import { centsToDollars, formatUsd } from '../core/shared/money.js';
import { PARCEL_STATUSES, type Parcel, STATUS_TEXT } from '../core/parcels/parcel.js';
import { staffParcelResponse } from '../core/parcels/api/parcel-responses.schema.js';
import type { ParcelView } from '../core/parcels/view-parcels.use-case.js';
import type { BoxView } from '../core/parcels/shipment.js';
import { ADAPTER_TOKENS } from '../adapters/wiring.js';
import { PARCEL_TOKENS } from '../core/parcels/parcel.tokens.js';
import { PARCEL_ERRORS, type ParcelError } from '../core/parcels/parcels.errors.js';
import { PARCEL_REFUSALS } from '../core/parcels/api/parcels.refusals.js';
import { unclaimedResponseOf } from '../core/parcels/api/parcel-desk.endpoints.js';
import {
  assignParcelSchema,
  chargeStorageSchema,
  labelsQuerySchema,
  collectorOf,
  moveParcelSchema,
  receiveParcelSchema,
} from '../core/parcels/parcels.schema.js';
import { MAX_PHOTOS_PER_PARCEL, MAX_PHOTO_BYTES } from '../core/parcels/parcel-photo.js';
import { LABEL_FORMATS, type LabelFormat, MAX_LABELS } from '../core/parcels/parcel-labels.js';
import { type Result, fail, ok } from '../core/shared/result.js';
import { linesOfFile } from '../adapters/line-sources.js';
import { normaliseTrackingNumber } from '../core/parcels/track-page.js';
import { MAX_STATUS_LINE_LENGTH } from '../core/parcels/parcel-status-line.js';
import { DomainFailure, EXIT, UsageError } from './errors.js';
import { SHOWN_REJECTS, fileSize } from './input-files.js';
import { commandLineOperator } from './operator.js';
import { commandLineStaff, say, sayJson } from './terminal.js';
import { withContainer } from './with-container.js';
import { PARCELS_SETTINGS } from '../adapters/parcels/parcels.config.js';

interface ReceiveFlags {
  account?: string;
  tracking: string;
  carrier: string;
  weightKg: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  description?: string;
  value?: string;
  photo: string[];
  json?: boolean;
}

/** Each file's bytes, read before anything is stored; a missing or oversized file is a usage error. */
async function photoFiles(paths: readonly string[]): Promise<Uint8Array[]> {
  if (paths.length > MAX_PHOTOS_PER_PARCEL)
    throw new UsageError(`At most ${String(MAX_PHOTOS_PER_PARCEL)} photos a parcel.`);
  const files: Uint8Array[] = [];
  for (const path of paths) {
    if ((await fileSize(path)) > MAX_PHOTO_BYTES)
      throw new UsageError(`${path} is larger than ${String(MAX_PHOTO_BYTES / (1024 * 1024))} MB.`);
    files.push(new Uint8Array(await readFile(path)));
  }
  return files;
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** A number as staff type it; anything else stays text, for the schema to refuse by name. */
export const numberOrText = (text: string | undefined) =>
  text !== undefined && /^\s*[\d.]+\s*$/.test(text) ? Number(text) : text;

/** A use case's parcel, and its view (what it or its box owes, its contents) once the use case is done. */
interface Reported {
  result: Result<Parcel, ParcelError>;
  view: ParcelView | undefined;
}

/** The parcel's view as the API and the desk give it (its box's figures once packed), after the use case. */
async function withDue(app: AppContainer, result: Result<Parcel, ParcelError>): Promise<Reported> {
  if (!result.ok) return { result, view: undefined };
  return { result, view: await app.get(PARCEL_TOKENS.ViewParcels).one(result.value, 'staff') };
}

/** "Declared: $100.00 in 2 lines, insured for $3.00.", or nothing before the owner declares. */
function declaredLine(contents: ParcelContents | undefined): string[] {
  if (!contents) return [];
  const insured =
    contents.insuranceCents === null ? 'not insured' : `insured for ${formatUsd(contents.insuranceCents)}`;
  return [
    `Declared: ${formatUsd(declaredValueCents(contents.items))} in ${String(contents.items.length)} lines, ${insured}.`,
  ];
}

/** Photographs the parcel when there are photos; the parcel as it then is. */
async function photographed(
  app: AppContainer,
  result: Result<Parcel, ParcelError>,
  photos: readonly Uint8Array[],
): Promise<Result<Parcel, ParcelError>> {
  if (!result.ok || photos.length === 0) return result;
  const added = await app
    .get(PARCEL_TOKENS.AddParcelPhotos)
    .execute(result.value.number, photos, commandLineStaff());
  return added.ok ? ok(added.value.parcel) : added;
}

const dueLine = (dueCents: number): string =>
  dueCents > 0 ? `Due: ${formatUsd(dueCents)} (handed over once paid).` : 'Due: nothing.';

/** A packed parcel is told as its box: the box's parcels, its one charge and its one due. */
function describeBox(parcel: Parcel, box: BoxView): string[] {
  return [
    `Box ${box.number} for ${parcel.accountId ?? 'no account'}: ${STATUS_TEXT[box.status]}.`,
    `Parcels: ${box.parcels.join(', ')} (their own charges are replaced by the box's).`,
    `Charge: ${formatUsd(box.chargeCents)} for the box.`,
    dueLine(box.dueCents),
  ];
}

/** KRA's assessment of its waybill, once imported: part of what is due. */
const assessedLine = ({ parcel, eta }: ParcelView): string[] =>
  eta.flight?.assessedDutyCents == null
    ? []
    : [
        `Kenya duty and taxes as KRA assessed them on ${parcel.shipmentNumber ?? parcel.number}: ${formatUsd(eta.flight.assessedDutyCents)} (included in the due).`,
      ];

/** Who collected it, as staff keep it: the name, the ID's last digits, a signature, and who handed it over. */
const handedOverLine = ({ handedOver: h }: ParcelView): string[] =>
  h === undefined
    ? []
    : [
        `Collected by ${h.collectedBy}${h.idLast4 === null ? '' : ` (ID …${h.idLast4})`}${h.signed ? ', signed' : ''}; handed over by ${h.by}.`,
      ];

function describe(view: ParcelView): string {
  const { parcel, due, contents } = view;
  const { weights } = parcel;
  const charge =
    parcel.savingCents > 0
      ? `${formatUsd(parcel.chargeCents)} (${formatUsd(parcel.freightCents)} less the ${formatUsd(parcel.savingCents)} pre-alert saving)`
      : formatUsd(parcel.chargeCents);
  const figures = due.box
    ? describeBox(parcel, due.box)
    : [
        parcel.accountId === null
          ? `Parcel ${parcel.number}, unclaimed: ${STATUS_TEXT[parcel.status]}. Assign it with \`parcels assign ${parcel.number} <account>\`.`
          : `Parcel ${parcel.number} for ${parcel.accountId}: ${STATUS_TEXT[parcel.status]}.`,
        `Weight: ${weights.actualKg} kg actual, ${weights.volumetricKg} kg volumetric, ${weights.chargeableKg} kg chargeable.`,
        `Charge: ${charge}.`,
        dueLine(due.dueCents),
      ];
  return [
    ...figures,
    ...assessedLine(view),
    ...declaredLine(contents),
    ...(due.photos.length > 0
      ? [`Photos: ${String(due.photos.length)} of ${String(MAX_PHOTOS_PER_PARCEL)}.`]
      : []),
    ...parcel.events.flatMap((e) => (e.reason === undefined ? [] : [`Reason for ${e.status}: ${e.reason}`])),
    ...handedOverLine(view),
  ].join('\n');
}

/** Prints a parcel as staff read it, or as the API's JSON; an error becomes the CLI's failure. */
function report({ result, view }: Reported, json: boolean | undefined, detail: string) {
  if (!result.ok) throw new DomainFailure(result.error, PARCEL_REFUSALS, detail);
  if (!view) throw new Error(`no view of parcel ${result.value.number}`);
  if (json) sayJson(staffParcelResponse(view), 2);
  else say(describe(view));
}

export function parcelsCommand(container: () => Promise<AppContainer>): Command {
  const parcels = new Command('parcels').description(
    'Parcels at the warehouse: receive them, move them along',
  );
  parcels
    .command('receive')
    .description(
      "receive a parcel: weighed and measured, charged at the tariff of the account's destination (or kept unclaimed)",
    )
    .option(
      '--account <id>',
      'the account ID on the label (KX…); left out, or one nobody holds: received unclaimed, for `parcels assign`',
    )
    .requiredOption('--tracking <number>', "the carrier's tracking number")
    .requiredOption('--carrier <name>', 'the carrier that delivered it')
    .requiredOption('--weight-kg <kg>', 'the scale, in kg')
    .requiredOption('--length-cm <cm>', 'the box, in cm')
    .requiredOption('--width-cm <cm>', 'the box, in cm')
    .requiredOption('--height-cm <cm>', 'the box, in cm')
    .option('--description <text>', 'what it holds, when no pre-alert says')
    .option('--value <usd>', 'its declared value in US dollars')
    .option(
      '--photo <file>',
      `a photo of it, JPEG, PNG or WebP (repeat for up to ${String(MAX_PHOTOS_PER_PARCEL)})`,
      collect,
      [],
    )
    .option('--json', "print the API's JSON")
    .action(async (flags: ReceiveFlags, command: Command) => {
      const parsed = receiveParcelSchema.safeParse({
        accountId: flags.account,
        trackingNumber: flags.tracking,
        carrier: flags.carrier,
        weightKg: numberOrText(flags.weightKg),
        lengthCm: numberOrText(flags.lengthCm),
        widthCm: numberOrText(flags.widthCm),
        heightCm: numberOrText(flags.heightCm),
        description: flags.description,
        value: numberOrText(flags.value),
      });
      if (!parsed.success) throw new UsageError(z.prettifyError(parsed.error));
      const photos = await photoFiles(flags.photo);
      const received = await withContainer(container, async (app) => {
        const actor = await commandLineOperator(command, app.get(ACCOUNT_TOKENS.Users));
        const parcel = await app.get(PARCEL_TOKENS.ReceiveParcel).execute(parsed.data, actor);
        return withDue(app, await photographed(app, parcel, photos));
      });
      report(received, flags.json, `${parsed.data.accountId ?? 'no account'}, ${parsed.data.trackingNumber}`);
    });
  parcels
    .command('status')
    .description('move a parcel to a later status; its owner is mailed')
    .argument('<number-or-tracking>', 'our parcel number (KP…) or the carrier tracking number')
    .addOption(
      new Option('--status <status>', 'the new status').choices(PARCEL_STATUSES).makeOptionMandatory(),
    )
    .option('--code <digits>', "the owner's six-digit collection code, to hand it over (delivered)")
    .option(
      '--reason <text>',
      'why: needed to hand over (delivered) a parcel without its collection code, or one not paid for',
    )
    .option('--collected-by <name>', 'who collected it, to hand it over (delivered): kept as proof')
    .option('--id-last4 <digits>', 'the last four digits of their ID number, with --collected-by')
    .option('--json', "print the API's JSON")
    .action(
      async (
        reference: string,
        flags: {
          status: Parcel['status'];
          reason?: string;
          code?: string;
          collectedBy?: string;
          idLast4?: string;
          json?: boolean;
        },
        command: Command,
      ) => {
        const parsed = moveParcelSchema.safeParse({
          status: flags.status,
          reason: flags.reason,
          code: flags.code,
          collectedBy: flags.collectedBy,
          idLast4: flags.idLast4,
        });
        if (!parsed.success) throw new UsageError(z.prettifyError(parsed.error));
        const { status, reason, code } = parsed.data;
        const moved = await withContainer(container, async (app) => {
          const actor = await commandLineOperator(command, app.get(ACCOUNT_TOKENS.Users));
          const move = app.get(PARCEL_TOKENS.MoveParcel);
          return withDue(
            app,
            await move.execute(reference, status, reason, code, actor, collectorOf(parsed.data)),
          );
        });
        report(moved, flags.json, reference);
      },
    );
  parcels
    .command('show')
    .description(
      'a parcel as staff read it: its status, charge, what it or its box owes, its contents and photos',
    )
    .argument('<number-or-tracking>', 'our parcel number (KP…) or the carrier tracking number')
    .option('--json', "print the API's JSON")
    .action(async (reference: string, flags: { json?: boolean }) => {
      const shown = await withContainer(container, (app) =>
        app.get(PARCEL_TOKENS.ViewParcels).forStaff(normaliseTrackingNumber(reference)),
      );
      if (!shown.ok) throw new DomainFailure(shown.error, PARCEL_REFUSALS, reference);
      if (flags.json) sayJson(staffParcelResponse(shown.value), 2);
      else say(describe(shown.value));
    });
  parcels
    .command('photo')
    .description(
      `add photos to a parcel (at most ${String(MAX_PHOTOS_PER_PARCEL)} a parcel): kept without metadata, in two sizes`,
    )
    .argument('<number-or-tracking>', 'our parcel number (KP…) or the carrier tracking number')
    .argument('<files...>', 'the photos: JPEG, PNG or WebP')
    .option('--json', "print the API's JSON")
    .action(async (reference: string, paths: string[], flags: { json?: boolean }) => {
      const photos = await photoFiles(paths);
      const added = await withContainer(container, async (app) => {
        const parcel = await app.get(PARCEL_TOKENS.Parcels).find(normaliseTrackingNumber(reference));
        const found = parcel ? ok(parcel) : fail(PARCEL_ERRORS.parcelNotFound);
        return withDue(app, await photographed(app, found, photos));
      });
      report(added, flags.json, reference);
    });
  parcels
    .command('import-status')
    .description(
      'move many parcels along from a file of lines `tracking-or-number,status` (a header line is fine)',
    )
    .argument('<file>', 'the CSV file')
    .option('--all-or-nothing', 'move nothing if any line is rejected')
    .option('--json', 'print the report as JSON')
    .action(async (path: string, flags: { allOrNothing?: boolean; json?: boolean }, command: Command) => {
      await fileSize(path);
      const report = await withContainer(container, async (app) => {
        const actor = await commandLineOperator(command, app.get(ACCOUNT_TOKENS.Users));
        return app
          .get(PARCEL_TOKENS.ImportParcelStatuses)
          .execute(() => linesOfFile(path, MAX_STATUS_LINE_LENGTH), {
            allOrNothing: flags.allOrNothing,
            by: { actor, source: `status file ${basename(path)}` },
          });
      });
      if (flags.json) sayJson(report);
      else {
        const verdict = report.rolledBack
          ? 'All-or-nothing: a line was rejected, so nothing was moved.'
          : 'Saved.';
        say(
          `Read ${report.lines} lines: ${report.moved} moved, ${report.rejectedCount} rejected. ${verdict}`,
        );
        for (const rejected of report.rejected.slice(0, SHOWN_REJECTS))
          say(`  line ${rejected.line}: ${rejected.reason}`);
        if (report.rejectedCount > SHOWN_REJECTS)
          say(`  … and ${report.rejectedCount - SHOWN_REJECTS} more (use --json)`);
      }
      process.exitCode = report.rejectedCount === 0 ? EXIT.ok : EXIT.failure;
    });
  parcels
    .command('charge-storage')
    .description(
      'post the daily storage fees of parcels past their free days, through a day, catching up missed days (each day of a parcel is charged once, however often this runs)',
    )
    .option('--date <YYYY-MM-DD>', 'the day to charge through (a UTC date, today or earlier); default today')
    .option('--json', 'print the result as JSON')
    .action(async (flags: { date?: string; json?: boolean }) => {
      const parsed = chargeStorageSchema.safeParse({ date: flags.date });
      if (!parsed.success) throw new UsageError(z.prettifyError(parsed.error));
      const { date } = parsed.data;
      const [charged, terms] = await withContainer(
        container,
        async (app) =>
          [
            await app.get(PARCEL_TOKENS.ChargeStorage).execute(date),
            PARCELS_SETTINGS.of(app.get(ADAPTER_TOKENS.Config)).storage,
          ] as const,
      );
      if (!charged.ok) throw new DomainFailure(charged.error, PARCEL_REFUSALS, `--date ${date ?? ''}`);
      const run = charged.value;
      const totalCents = run.posted * terms.feeCentsPerDay;
      if (flags.json)
        sayJson({
          ...run,
          feePerDay: centsToDollars(terms.feeCentsPerDay),
          total: centsToDollars(totalCents),
        });
      else
        say(
          `Storage charged through ${run.through}: ${run.posted} day ${run.posted === 1 ? 'fee' : 'fees'} posted (${formatUsd(totalCents)}).`,
        );
    });
  parcels
    .command('assign')
    .description(
      "give an unclaimed parcel its account: priced at the account's tariff (less the pre-alert saving), charged and mailed",
    )
    .argument('<number>', 'our parcel number (KP…)')
    .argument('<account>', 'the account ID (KX…)')
    .option('--json', "print the API's JSON")
    .action(async (number: string, account: string, flags: { json?: boolean }, command: Command) => {
      const parsed = assignParcelSchema.safeParse({ accountId: account });
      if (!parsed.success) throw new UsageError(z.prettifyError(parsed.error));
      const assigned = await withContainer(container, async (app) => {
        const actor = await commandLineOperator(command, app.get(ACCOUNT_TOKENS.Users));
        const assign = app.get(PARCEL_TOKENS.AssignParcel);
        return withDue(
          app,
          await assign.execute(normaliseTrackingNumber(number), parsed.data.accountId, actor),
        );
      });
      report(assigned, flags.json, `${number}, ${parsed.data.accountId}`);
    });
  parcels
    .command('unclaimed')
    .description(
      'list the parcels received with no account we know, newest first, with the customers who pre-alerted them',
    )
    .option('--json', "print the API's JSON")
    .action(async (flags: { json?: boolean }) => {
      const unclaimed = await withContainer(container, (app) => app.get(PARCEL_TOKENS.Parcels).unclaimed());
      if (flags.json) {
        sayJson({ parcels: unclaimed.map(unclaimedResponseOf) }, 2);
        return;
      }
      if (unclaimed.length === 0) say('No unclaimed parcels.');
      for (const p of unclaimed) {
        const offers = p.preAlertedBy.map((o) => `${o.accountId} (${o.name})`).join(', ');
        say(
          `${p.number}  ${p.trackingNumber}  ${p.carrier}  received ${p.receivedAt.toISOString().slice(0, 10)}  ${String(p.chargeableKg)} kg${offers === '' ? '' : `  pre-alerted by ${offers}`}`,
        );
      }
    });
  parcels
    .command('label')
    .description(
      `write the labels of up to ${String(MAX_LABELS)} parcels (KP…) and boxes (KS…), in the order given: a PDF of 4×6 inch pages, or ZPL for a 203 dpi thermal printer`,
    )
    .argument('<numbers...>', 'parcel numbers (KP…) and box numbers (KS…)')
    .option('--out <file>', 'the file to write (default: labels.pdf, or labels.zpl)')
    .addOption(new Option('--format <format>', 'pdf or zpl').choices(LABEL_FORMATS).default('pdf'))
    .action(async (numbers: string[], flags: { out?: string; format: LabelFormat }) => {
      const parsed = labelsQuerySchema.safeParse({ numbers: numbers.join(','), format: flags.format });
      if (!parsed.success) throw new UsageError(z.prettifyError(parsed.error));
      const asked = parsed.data.numbers;
      const printed = await withContainer(container, (app) =>
        app.get(PARCEL_TOKENS.ViewLabels).execute(asked, flags.format),
      );
      if (!printed.ok) throw new DomainFailure(printed.error, PARCEL_REFUSALS, asked.join(', '));
      const out = flags.out ?? `labels.${flags.format}`;
      await writeFile(out, printed.value.bytes);
      say(`${String(asked.length)} label${asked.length === 1 ? '' : 's'} written to ${out}.`);
    });
  return parcels;
}
