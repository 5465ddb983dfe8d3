import PDFDocument from 'pdfkit';
import type { Manifest } from '../../core/flights/manifest.js';
import { inHelvetica } from '../helvetica-text.js';
import { MANIFEST_COLUMNS, atAirport, dollars, lineCells, manifestFooter } from './manifest-csv.js';

type Doc = PDFKit.PDFDocument;

const MARGIN = 28;
const FONT_SIZE = 7.5;
const PAD = 3;

interface Column {
  title: string;
  /** A share of the page's width. */
  weight: number;
  align?: 'left' | 'right';
}

const COLUMNS: readonly Column[] = [
  { title: 'HAWB', weight: 7 },
  { title: 'Parcels', weight: 7 },
  { title: 'Consignee', weight: 9 },
  { title: 'Phone', weight: 8 },
  { title: 'Deliver to', weight: 14 },
  { title: 'KRA PIN', weight: 7 },
  { title: 'Pcs', weight: 3, align: 'right' },
  { title: 'Actual kg', weight: 5, align: 'right' },
  { title: 'Chg. kg', weight: 5, align: 'right' },
  { title: 'Goods (category × quantity)', weight: 16 },
  { title: 'Value USD', weight: 6, align: 'right' },
  { title: 'Insured', weight: 4 },
];

function widths(doc: Doc): number[] {
  const inner = doc.page.width - 2 * MARGIN;
  const total = COLUMNS.reduce((sum, c) => sum + c.weight, 0);
  return COLUMNS.map((c) => (inner * c.weight) / total);
}

/** Draws one row of cells at the cursor, each wrapped in its column; answers the row's height. */
function rowHeight(doc: Doc, cells: readonly string[], cols: readonly number[], bold: boolean): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
  return (
    Math.max(
      ...cells.map((cell, i) => doc.heightOfString(inHelvetica(cell), { width: (cols[i] ?? 0) - 2 * PAD })),
    ) +
    2 * PAD
  );
}

function drawRow(
  doc: Doc,
  cells: readonly string[],
  cols: readonly number[],
  y: number,
  { bold = false, shade = false }: { bold?: boolean; shade?: boolean } = {},
): number {
  const height = rowHeight(doc, cells, cols, bold);
  const inner = doc.page.width - 2 * MARGIN;
  if (shade) doc.rect(MARGIN, y, inner, height).fill('#e8e8e8');
  doc
    .fillColor('#000')
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(FONT_SIZE);
  let x = MARGIN;
  cells.forEach((cell, i) => {
    const width = cols[i] ?? 0;
    doc.text(inHelvetica(cell), x + PAD, y + PAD, {
      width: width - 2 * PAD,
      align: COLUMNS[i]?.align ?? 'left',
    });
    x += width;
  });
  doc
    .moveTo(MARGIN, y + height)
    .lineTo(MARGIN + inner, y + height)
    .lineWidth(0.3)
    .strokeColor('#999')
    .stroke();
  return y + height;
}

function heading(doc: Doc, manifest: Manifest, first: boolean): number {
  const { flight, consolidator } = manifest;
  doc
    .fillColor('#000')
    .font('Helvetica-Bold')
    .fontSize(first ? 14 : 10);
  doc.text(
    inHelvetica(
      `Cargo manifest: MAWB ${flight.mawb}, flight ${flight.flightNumber} ${flight.origin} to ${flight.destination}`,
    ),
    MARGIN,
    MARGIN,
  );
  if (first) {
    doc.font('Helvetica').fontSize(9);
    doc.text(
      inHelvetica(
        `Consolidator: ${consolidator.name}, KRA PIN ${consolidator.kraPin ?? 'NOT CONFIGURED'}. Scheduled departure ${atAirport(flight.etd, flight.origin)}; arrival ${atAirport(flight.eta, flight.destination)}.`,
      ),
    );
  }
  return doc.y + 6;
}

/**
 * The manifest on landscape A4: a heading with the MAWB, the flight and the consolidator; a table of house
 * waybills whose header is repeated on every page it wraps to (a row is never split); then the totals and the
 * footer's rows; "page n of m" at each page's foot. An undeclared shipment's goods say UNDECLARED.
 */
export function manifestPdf(manifest: Manifest): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `Manifest ${manifest.flight.mawb} (${manifest.flight.flightNumber})`,
      Author: manifest.consolidator.name,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const cols = widths(doc);
  const bottom = doc.page.height - MARGIN - 14;
  const header = COLUMNS.map((c) => c.title);
  let y = drawRow(doc, header, cols, heading(doc, manifest, true), { bold: true, shade: true });
  const fit = (cells: readonly string[], bold: boolean) => {
    if (y + rowHeight(doc, cells, cols, bold) <= bottom) return;
    doc.addPage();
    y = drawRow(doc, header, cols, heading(doc, manifest, false), { bold: true, shade: true });
  };
  for (const line of manifest.lines) {
    // The PDF shades an undeclared line instead of a Contents column.
    const cells = lineCells(line).filter((_, i) => MANIFEST_COLUMNS[i] !== 'Contents');
    fit(cells, false);
    y = drawRow(doc, cells, cols, y, { shade: line.undeclared.length > 0 });
  }
  const { totals } = manifest;
  const total = [
    'TOTAL',
    `${String(totals.parcels)} parcels`,
    `${String(totals.shipments)} house waybills`,
    '',
    '',
    '',
    String(totals.pieces),
    String(totals.actualKg),
    String(totals.chargeableKg),
    totals.undeclared === 0 ? 'all declared' : `${String(totals.undeclared)} UNDECLARED`,
    dollars(totals.declaredValueCents),
    '',
  ];
  fit(total, true);
  y = drawRow(doc, total, cols, y, { bold: true });
  const footer = manifestFooter(manifest).map(([k, v]) => `${k}: ${v}`);
  doc.font('Helvetica').fontSize(9);
  for (const text of footer) {
    if (y + 14 > bottom) {
      doc.addPage();
      y = heading(doc, manifest, false);
    }
    doc.fillColor('#000').text(inHelvetica(text), MARGIN, y + 4);
    y = doc.y;
  }
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // The foot is below the text's margin: written there without pdfkit starting another page.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .text(
        inHelvetica(`MAWB ${manifest.flight.mawb}, page ${String(i + 1)} of ${String(range.count)}`),
        MARGIN,
        doc.page.height - MARGIN - 8,
        { lineBreak: false },
      );
  }
  doc.end();
  return done;
}
