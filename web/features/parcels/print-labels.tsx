import {
  labelsEndpoint,
  parcelLabelEndpoint,
  shipmentLabelEndpoint,
} from '../../../core/parcels/api/parcel-desk.endpoints.js';
import { MAX_LABELS } from '../../../core/parcels/parcel-labels.js';
import { endpointUrl } from '../../../core/shared/endpoint.js';
import { Button, buttonClass } from '../../ui/button.js';

/** A parcel's (KP…) or a box's (KS…) label: a 4×6 inch PDF the browser opens to print. */
export const labelUrl = (number: string): string =>
  number.startsWith('KS')
    ? endpointUrl(shipmentLabelEndpoint, { number })
    : endpointUrl(parcelLabelEndpoint, { number });

/** Opens the label's PDF in a tab of its own, where the browser prints it on the label printer. */
export function PrintLabel({ number, what = 'label' }: { number: string; what?: string }) {
  return (
    <a
      href={labelUrl(number)}
      target="_blank"
      rel="noopener"
      aria-label={`Print ${what} of ${number}`}
      className={buttonClass({ variant: 'quiet', size: 'sm' })}
    >
      Print {what}
    </a>
  );
}

/** The labels of the selected parcels, one a page in one PDF, or as ZPL for a thermal printer. */
export function PrintSelected({ numbers }: { numbers: readonly string[] }) {
  const tooMany = numbers.length > MAX_LABELS;
  const count = `${String(numbers.length)} label${numbers.length === 1 ? '' : 's'}`;
  const url = (format?: 'zpl') =>
    endpointUrl(labelsEndpoint, {}, { numbers: numbers.join(','), ...(format && { format }) });
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-4">
      {numbers.length === 0 || tooMany ? (
        <>
          <Button variant="secondary" disabled>
            Print labels
          </Button>
          <p className="text-sm text-slate-600">
            {tooMany
              ? `Select at most ${String(MAX_LABELS)} parcels to print their labels at once.`
              : 'Select parcels above to print their labels, one a page.'}
          </p>
        </>
      ) : (
        <>
          <a href={url()} target="_blank" rel="noopener" className={buttonClass({ variant: 'secondary' })}>
            Print {count}
          </a>
          <a
            href={url('zpl')}
            target="_blank"
            rel="noopener"
            className="text-sm font-semibold text-brand-800 underline"
          >
            ZPL for a thermal printer
          </a>
        </>
      )}
    </div>
  );
}
