import { inHelvetica } from '../../helvetica-text.js';
import PDFDocument from 'pdfkit';
import type { ParcelLabel } from '../../../core/parcels/parcel-labels.js';
import { LABEL_DPI, LABEL_HEIGHT_IN, LABEL_WIDTH_IN, code128Bars, dotsPerModule } from './code128.js';

const PT = 72;
const WIDTH = LABEL_WIDTH_IN * PT;
const HEIGHT = LABEL_HEIGHT_IN * PT;
const MARGIN = 14;
const INNER = WIDTH - 2 * MARGIN;
/** A printer dot in points: the bars are laid on whole dots. */
const DOT = PT / LABEL_DPI;
const onDots = (points: number) => Math.round(points / DOT) * DOT;
/** Pages rendered before the server's other requests get a turn: a thousand labels took 3 s in one turn. */
const PAGES_A_TURN = 10;
/** The size of the parts pdfkit's small chunks are joined into as they come. */
const PART_BYTES = 64 * 1024;

type Doc = PDFKit.PDFDocument;

function caption(doc: Doc, text: string, x: number, y: number, width: number): void {
  doc.font('Helvetica').fontSize(7.5).fillColor('#000').text(text.toUpperCase(), x, y, {
    width,
    characterSpacing: 0.6,
    lineBreak: false,
  });
}

/** One line that fits its width: shrunk down to `min` points, then cut with an ellipsis. */
function fitted(
  doc: Doc,
  text: string,
  at: { x: number; y: number; width: number },
  size: number,
  { min = size * 0.6, align = 'left' }: { min?: number; align?: 'left' | 'center' } = {},
) {
  doc.font('Helvetica-Bold');
  let fit = size;
  while (fit > min && doc.fontSize(fit).widthOfString(text) > at.width) fit -= 0.5;
  doc.fontSize(fit).text(text, at.x, at.y, {
    width: at.width,
    align,
    lineBreak: false,
    ellipsis: true,
    height: fit * 1.2,
  });
}

function rule(doc: Doc, y: number): void {
  doc
    .moveTo(MARGIN, y)
    .lineTo(WIDTH - MARGIN, y)
    .lineWidth(1.2)
    .stroke('#000');
}

/** The Code 128 bars as filled rectangles, each edge on a printer dot, centred, `height` points tall. */
function barcode(doc: Doc, number: string, y: number, height: number): void {
  const { widths, modules } = code128Bars(number);
  const module = dotsPerModule(modules, Math.floor(INNER / DOT)) * DOT;
  let x = onDots((WIDTH - modules * module) / 2);
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(x, y, w * module, height);
    x += w * module;
  });
  doc.fill('#000');
}

function page(doc: Doc, label: ParcelLabel, brand: string): void {
  const left = MARGIN;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#000')
    .text(inHelvetica(brand), left, MARGIN, {
      width: INNER - 110,
      lineBreak: false,
      ellipsis: true,
    });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(`Air freight · USA to ${label.country ?? 'destination not known'}`, left, MARGIN + 17, {
      width: INNER - 110,
      lineBreak: false,
    });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(label.kind === 'box' ? 'BOX' : 'PARCEL', left, MARGIN + 31, {
      width: INNER - 110,
      lineBreak: false,
    });
  doc
    .font('Helvetica-Bold')
    .fontSize(38)
    .text(label.airport ?? '—', WIDTH - MARGIN - 110, MARGIN - 2, {
      width: 110,
      align: 'right',
      lineBreak: false,
    });
  rule(doc, 62);

  barcode(doc, label.number, 74, 96);
  fitted(doc, label.number, { x: left, y: 178, width: INNER }, 34, { align: 'center' });
  rule(doc, 222);

  caption(doc, 'Consignee', left, 232, INNER);
  fitted(doc, inHelvetica(label.consignee), { x: left, y: 243, width: INNER }, 18, { min: 11 });
  doc
    .font('Helvetica')
    .fontSize(12)
    .text(label.accountId === null ? 'No account' : `Account ${label.accountId}`, left, 265, {
      width: INNER,
      lineBreak: false,
    });

  caption(doc, 'Deliver to', left, 290, INNER);
  doc
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(inHelvetica(label.place), left, 301, { width: INNER, height: 36, ellipsis: true });
  rule(doc, 346);

  const half = INNER / 2;
  caption(doc, 'Weight', left, 356, half);
  caption(doc, label.kind === 'box' ? 'Contents' : 'Piece', left + half + 6, 356, half - 6);
  fitted(doc, `${label.weightKg.toFixed(2)} kg`, { x: left, y: 367, width: half - 6 }, 24);
  fitted(doc, label.pieces, { x: left + half + 6, y: 367, width: half - 6 }, 24);
  if (label.boxNumber !== undefined) {
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(`In box ${label.boxNumber}`, left + half + 6, 396, { width: half - 6, lineBreak: false });
  }
}

/**
 * The labels as one PDF, a 4×6 inch page each, in Helvetica, the barcode drawn as vectors: it scans from the file,
 * from paper, and from the page rasterised at 203 dpi.
 */
export async function labelsPdf(labels: readonly ParcelLabel[], brand: string): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: [WIDTH, HEIGHT],
    margin: 0,
    autoFirstPage: false,
    info: {
      Title: labels.length === 1 ? `Label ${labels[0]?.number ?? ''}` : `${String(labels.length)} labels`,
      Creator: brand,
    },
  });
  // pdfkit writes a chunk per operator line, each a small array of its own: a thousand labels' 15,000 of them,
  // held until the end, took 17 MB for 1 MB of PDF. They are joined into parts of PART_BYTES as they come.
  const parts: Buffer[] = [];
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const join = () => {
    parts.push(Buffer.concat(pending));
    pending = [];
    pendingBytes = 0;
  };
  doc.on('data', (chunk: Uint8Array) => {
    pending.push(chunk);
    pendingBytes += chunk.byteLength;
    if (pendingBytes >= PART_BYTES) join();
  });
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const [i, label] of labels.entries()) {
    doc.addPage();
    page(doc, label, brand);
    if (i % PAGES_A_TURN === PAGES_A_TURN - 1) await new Promise((resolve) => setImmediate(resolve));
  }
  doc.end();
  await ended;
  join();
  return Buffer.concat(parts);
}
