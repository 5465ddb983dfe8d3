import type { LabelFormat, ParcelLabel } from '../../../core/parcels/parcel-labels.js';
import type { LabelPrinter, PrintedLabels } from '../../../core/parcels/parcels.ports.js';

/** The media type of each format: a PDF, or ZPL as text (what a printer's raw queue and a browser both take). */
export const LABEL_MEDIA_TYPES = { pdf: 'application/pdf', zpl: 'text/plain' } as const satisfies Record<
  LabelFormat,
  string
>;

/**
 * Prints with pdfkit (barcodes by bwip-js) or as ZPL, the business's name at the top of each label. Both are
 * loaded on the first print, not when the server starts.
 */
export class PdfZplLabelPrinter implements LabelPrinter {
  constructor(private readonly brand: string) {}

  async print(labels: readonly ParcelLabel[], format: LabelFormat): Promise<PrintedLabels> {
    const bytes =
      format === 'pdf'
        ? await (await import('./pdf-labels.js')).labelsPdf(labels, this.brand)
        : Buffer.from((await import('./zpl-labels.js')).labelsZpl(labels, this.brand), 'utf8');
    return { mediaType: LABEL_MEDIA_TYPES[format], bytes };
  }
}
