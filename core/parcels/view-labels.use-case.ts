import type { PickupPoints } from '../shared/pickup-points.js';
import { type Result, fail, ok } from '../shared/result.js';
import { type LabelFormat, type ParcelLabel, labelsOf } from './parcel-labels.js';
import { PARCEL_ERRORS, type ParcelError } from './parcels.errors.js';
import type { LabelPrinter, ParcelLabelRepository, PrintedLabels } from './parcels.ports.js';

type LabelsError = ParcelError<'PARCELS.LABEL_NOT_FOUND'>;

/**
 * The labels of parcels (KP…) and boxes (KS…), one a number in the order given: read for all the numbers at once,
 * then printed. A number nothing has refuses them all, naming it: a label is never left out unseen.
 */
export class ViewLabelsUseCase {
  constructor(
    private readonly labels: ParcelLabelRepository,
    private readonly printer: LabelPrinter,
    private readonly points: PickupPoints,
  ) {}

  /** What each label says. */
  async read(numbers: readonly string[]): Promise<Result<ParcelLabel[], LabelsError>> {
    const { labels, unknown } = labelsOf(numbers, await this.labels.factsOf(numbers), this.points);
    return unknown.length > 0 ? fail(PARCEL_ERRORS.labelsNotFound(unknown)) : ok(labels);
  }

  /** The labels, printed in the format asked. */
  async execute(
    numbers: readonly string[],
    format: LabelFormat,
  ): Promise<Result<PrintedLabels, LabelsError>> {
    const read = await this.read(numbers);
    return read.ok ? ok(await this.printer.print(read.value, format)) : read;
  }
}
