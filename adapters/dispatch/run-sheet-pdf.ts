import PDFDocument from 'pdfkit';
import { formatWeekdayDate } from '../../core/shared/calendar.js';
import { formatUsd } from '../../core/shared/money.js';
import type { RunSheet } from '../../core/dispatch/view-dispatch.use-case.js';
import { inHelvetica } from '../helvetica-text.js';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
/** Each stop's block: two lines of address, the phone and pieces, and a line to sign on. */
const STOP_HEIGHT = 92;

/**
 * A rider's run sheet as one PDF of A4 pages in Helvetica: the rider, the day, then each stop in order with its
 * address, landmark, phone, pieces, the amount to collect and a space for the customer to sign.
 */
export async function runSheetPdf(sheet: RunSheet, brand: string): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: A4,
    margin: MARGIN,
    info: { Title: `Run sheet ${sheet.rider.name} ${sheet.day}`, Creator: brand },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  const text = (s: string, x: number, y: number, size: number, bold = false) =>
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(size)
      .text(inHelvetica(s), x, y, { width: A4[0] - x - MARGIN, lineBreak: false, ellipsis: true });
  text(`${brand}: run sheet`, MARGIN, MARGIN, 16, true);
  text(`Rider: ${sheet.rider.name}, ${sheet.rider.phone}`, MARGIN, MARGIN + 24, 11);
  text(`Day: ${formatWeekdayDate(sheet.day)}`, MARGIN, MARGIN + 40, 11);
  const total = sheet.stops.reduce((sum, s) => sum + s.dueCents, 0);
  text(
    `${String(sheet.stops.length)} stops; to collect in all: ${formatUsd(total)}`,
    MARGIN,
    MARGIN + 56,
    11,
  );
  let y = MARGIN + 84;
  for (const [i, stop] of sheet.stops.entries()) {
    if (y + STOP_HEIGHT > A4[1] - MARGIN) {
      doc.addPage();
      y = MARGIN;
    }
    const a = stop.address;
    text(`${String(i + 1)}. ${stop.reference}  ${stop.ownerName} (${stop.accountId})`, MARGIN, y, 11, true);
    text(`${a.street}, ${a.town}, ${a.county} County`, MARGIN + 14, y + 15, 10);
    text(`Landmark: ${a.landmark ?? 'none given'}`, MARGIN + 14, y + 29, 10);
    text(
      `Phone: ${a.phone}   Pieces: ${String(stop.pieces)}   To collect: ${formatUsd(stop.dueCents)}`,
      MARGIN + 14,
      y + 43,
      10,
    );
    text('Signature:', MARGIN + 14, y + 63, 10);
    doc
      .moveTo(MARGIN + 70, y + 73)
      .lineTo(A4[0] - MARGIN, y + 73)
      .stroke();
    y += STOP_HEIGHT;
  }
  if (sheet.stops.length === 0) text('No stops for this rider on this day.', MARGIN, y, 11);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
