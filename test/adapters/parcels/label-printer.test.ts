import { describe, expect, it } from 'vitest';
import type { ParcelLabel } from '../../../core/parcels/parcel-labels.js';
import { PdfZplLabelPrinter } from '../../../adapters/parcels/labels/label-printer.js';
import { inHelvetica } from '../../../adapters/helvetica-text.js';
import { zplText } from '../../../adapters/parcels/labels/zpl-labels.js';
import { barcodesInPdf } from '../../support/barcodes.js';

const LABEL: ParcelLabel = {
  number: 'KP1000001',
  kind: 'parcel',
  accountId: 'KX100001',
  consignee: 'Wanjirũ Kamau',
  airport: 'NBO',
  country: 'Kenya',
  place: 'Pickup: Nairobi CBD',
  weightKg: 2.35,
  pieces: '1 of 3',
  boxNumber: 'KS2000001',
};
const printer = new PdfZplLabelPrinter('Kango Express');

describe('the label printer', () => {
  it('prints a PDF a page a label whose Code 128 reads back at 203 dpi, long numbers and names too', async () => {
    const labels: ParcelLabel[] = [
      LABEL,
      { ...LABEL, number: 'KP123456789012', consignee: 'A'.repeat(120), place: 'Door: '.padEnd(300, 'x') },
      { ...LABEL, number: 'KS2000001', kind: 'box', pieces: '3 parcels', boxNumber: undefined },
    ];
    const printed = await printer.print(labels, 'pdf');
    expect(printed.mediaType).toBe('application/pdf');
    expect(Buffer.from(printed.bytes).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await barcodesInPdf(printed.bytes)).toEqual(labels.map((l) => [l.number]));
  });

  it('prints ZPL: one ^XA…^XZ a label, Code 128 by ^BC, and no name can break out of its field', async () => {
    const printed = await printer.print(
      [LABEL, { ...LABEL, number: 'KP1000002', consignee: 'Evil ^XZ^XA~JR_name' }],
      'zpl',
    );
    const text = Buffer.from(printed.bytes).toString('utf8');
    const formats = text.match(/\^XA[\s\S]*?\^XZ/g) ?? [];
    expect(formats).toHaveLength(2);
    for (const [i, number] of ['KP1000001', 'KP1000002'].entries()) {
      expect(formats[i]).toMatch(/\^BY[234],3,270\^BCN,270,N,N,N\^FD/);
      expect(formats[i]).toContain(`^FD${number}^FS`);
    }
    expect(text).toContain('^FDEvil _5EXZ_5EXA_7EJR_5Fname^FS');
    expect(text).toContain('^FDWanjirũ Kamau^FS');
    expect(zplText('a\nb\\c')).toBe('a_0Ab_5Cc');
  });

  it('writes what Helvetica lacks without its marks, and the rest as a question mark', () => {
    expect(inHelvetica('Wanjirũ Ngũgĩ – Zoë')).toBe('Wanjiru Ngugi – Zoë');
    expect(inHelvetica('Дмитрий 王')).toBe('??????? ?');
  });
});
