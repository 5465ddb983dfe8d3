import { stringify } from 'csv-stringify/sync';
import { goodsText, type Manifest, type ManifestLine } from '../../core/flights/manifest.js';
import { zoneOfAirport } from '../../core/flights/flight.js';
import { formatDateTimeIn } from '../../core/shared/calendar.js';
import { centsToDollars } from '../../core/shared/money.js';
import { spreadsheetSafe } from '../../core/shared/spreadsheet-cell.js';

/** The manifest's columns, its header row. */
export const MANIFEST_COLUMNS = [
  'HAWB',
  'Parcels',
  'Consignee',
  'Phone',
  'Deliver to',
  'KRA PIN',
  'Pieces',
  'Actual kg',
  'Chargeable kg',
  'Goods (category × quantity)',
  'Contents',
  'Declared value (USD)',
  'Insured',
] as const;

/** A sum of dollars as a spreadsheet adds it: no sign, two decimals. */
export const dollars = (cents: number): string => centsToDollars(cents).toFixed(2);

/** A house waybill's cells, one a column of MANIFEST_COLUMNS, as the CSV and the PDF write them. */
export const lineCells = (line: ManifestLine): string[] => [
  line.hawb,
  line.parcels.join(' '),
  line.consignee,
  line.phone,
  line.deliverTo,
  line.kraPin ?? '',
  String(line.pieces),
  String(line.actualKg),
  String(line.chargeableKg),
  goodsText(line),
  line.undeclared.length === 0 ? 'declared' : 'UNDECLARED',
  dollars(line.declaredValueCents),
  line.insured ? 'yes' : 'no',
];

/** When, in the airport's own zone, with the zone named. */
export const atAirport = (at: Date, airport: string): string =>
  `${formatDateTimeIn(at, zoneOfAirport(airport))} (${zoneOfAirport(airport)})`;

/** The rows after the lines: the totals, then the flight and the consolidator. */
export function manifestFooter(manifest: Manifest): [string, string][] {
  const { flight, consolidator, totals } = manifest;
  return [
    ['MAWB', flight.mawb],
    ['Flight', `${flight.flightNumber}, ${flight.origin} to ${flight.destination}`],
    ['Scheduled departure', atAirport(flight.etd, flight.origin)],
    ['Scheduled arrival', atAirport(flight.eta, flight.destination)],
    ['Consolidator', consolidator.name],
    ['Consolidator KRA PIN', consolidator.kraPin ?? 'NOT CONFIGURED (set CONSOLIDATOR_KRA_PIN)'],
    ['Undeclared house waybills', String(totals.undeclared)],
  ];
}

/**
 * The manifest as a spreadsheet opens it: UTF-8 with a byte-order mark (so Excel reads the accents), a header
 * row, one row per house waybill, CRLF line ends; every text cell neutralised (a name such as =HYPERLINK(…)
 * shows as text, never runs). Then a totals row, and the flight's and consolidator's rows.
 */
export function manifestCsv(manifest: Manifest): Uint8Array {
  const { totals } = manifest;
  const rows: string[][] = [
    [...MANIFEST_COLUMNS],
    ...manifest.lines.map(lineCells),
    [],
    [
      'TOTAL',
      `${String(totals.parcels)} parcels`,
      `${String(totals.shipments)} house waybills`,
      '',
      '',
      '',
      String(totals.pieces),
      String(totals.actualKg),
      String(totals.chargeableKg),
      '',
      totals.undeclared === 0 ? 'all declared' : `${String(totals.undeclared)} UNDECLARED`,
      dollars(totals.declaredValueCents),
      '',
    ],
    [],
    ...manifestFooter(manifest),
  ];
  const csv = stringify(
    rows.map((row) => row.map(spreadsheetSafe)),
    { record_delimiter: 'windows' },
  );
  return new TextEncoder().encode(`\uFEFF${csv}`);
}
