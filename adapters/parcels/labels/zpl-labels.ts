import type { ParcelLabel } from '../../../core/parcels/parcel-labels.js';
import { LABEL_DPI, LABEL_HEIGHT_IN, LABEL_WIDTH_IN, code128Bars, dotsPerModule } from './code128.js';

const WIDTH = LABEL_WIDTH_IN * LABEL_DPI;
const HEIGHT = LABEL_HEIGHT_IN * LABEL_DPI;
const MARGIN = 40;
const INNER = WIDTH - 2 * MARGIN;

/**
 * A field's text as ZPL takes it after `^FH_` in UTF-8 (`^CI28`): the characters ZPL reads as commands (^ ~) and
 * the escape (_) itself written as their bytes in hex, so no name can end a field or start a command.
 */
export const zplText = (text: string): string =>
  text.replace(/[\^~_\\\p{Cc}]/gu, (c) =>
    Array.from(Buffer.from(c, 'utf8'), (b) => `_${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );

const field = (x: number, y: number, font: string, text: string, block?: string) =>
  `^FO${String(x)},${String(y)}^A0N,${font}${block ?? ''}^FH_^FD${zplText(text)}^FS`;
const rule = (y: number) => `^FO${String(MARGIN)},${String(y)}^GB${String(INNER)},3,3^FS`;

function label(l: ParcelLabel, brand: string): string {
  const { modules } = code128Bars(l.number);
  const dots = dotsPerModule(modules, INNER);
  const barX = Math.max(0, Math.round((WIDTH - modules * dots) / 2));
  const half = Math.floor(INNER / 2);
  return [
    '^XA',
    '^CI28',
    `^PW${String(WIDTH)}^LL${String(HEIGHT)}^LH0,0`,
    field(MARGIN, 30, '34,34', brand, `^FB${String(INNER - 220)},1,0,L`),
    field(MARGIN, 72, '26,26', `Air freight - USA to ${l.country ?? 'destination not known'}`),
    field(MARGIN, 104, '26,26', l.kind === 'box' ? 'BOX' : 'PARCEL'),
    field(WIDTH - MARGIN - 220, 24, '110,100', l.airport ?? '-', '^FB220,1,0,R'),
    rule(170),
    // Code 128 (^BC), no line of text under the bars: the number is printed large below them.
    `^FO${String(barX)},200^BY${String(dots)},3,270^BCN,270,N,N,N^FD${zplText(l.number)}^FS`,
    field(MARGIN, 495, '95,85', l.number, `^FB${String(INNER)},1,0,C`),
    rule(615),
    field(MARGIN, 640, '22,22', 'CONSIGNEE'),
    field(MARGIN, 668, '52,48', l.consignee, `^FB${String(INNER)},1,0,L`),
    field(MARGIN, 728, '34,34', l.accountId === null ? 'No account' : `Account ${l.accountId}`),
    field(MARGIN, 800, '22,22', 'DELIVER TO'),
    field(MARGIN, 828, '42,40', l.place, `^FB${String(INNER)},2,4,L`),
    rule(960),
    field(MARGIN, 985, '22,22', 'WEIGHT'),
    field(MARGIN + half + 16, 985, '22,22', l.kind === 'box' ? 'CONTENTS' : 'PIECE'),
    field(MARGIN, 1015, '70,64', `${l.weightKg.toFixed(2)} kg`),
    field(MARGIN + half + 16, 1015, '70,64', l.pieces),
    ...(l.boxNumber === undefined ? [] : [field(MARGIN + half + 16, 1100, '32,32', `In box ${l.boxNumber}`)]),
    '^XZ',
  ].join('\n');
}

/** The labels as ZPL II for a 203 dpi thermal printer: one ^XA…^XZ format a label, in the order given. */
export const labelsZpl = (labels: readonly ParcelLabel[], brand: string): string =>
  labels.map((l) => label(l, brand)).join('\n') + '\n';
