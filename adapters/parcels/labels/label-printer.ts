import type { LabelFormat, ParcelLabel } from '../../../core/parcels/parcel-labels.js';
import type { LabelPrinter, PrintedLabels } from '../../../core/parcels/parcels.ports.js';
import { labelsPdf } from './pdf-labels.js';
import { labelsZpl } from './zpl-labels.js';

/** The media type of each format: a PDF, or ZPL as text (what a printer's raw queue and a browser both take). */
export const LABEL_MEDIA_TYPES = { pdf: 'application/pdf', zpl: 'text/plain' } as const satisfies Record<
  LabelFormat,
  string
>;

/** Prints with pdfkit (barcodes by bwip-js) or as ZPL, the business's name at the top of each label. */
export class PdfZplLabelPrinter implements LabelPrinter {
  constructor(private readonly brand: string) {}

  async print(labels: readonly ParcelLabel[], format: LabelFormat): Promise<PrintedLabels> {
    const bytes =
      format === 'pdf'
        ? await labelsPdf(labels, this.brand)
        : Buffer.from(labelsZpl(labels, this.brand), 'utf8');
    return { mediaType: LABEL_MEDIA_TYPES[format], bytes };
  }
}
