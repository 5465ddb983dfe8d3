import { useSearchParams } from 'react-router-dom';
import { formatUsd } from '../../../core/shared/money.js';
import { Button } from '../../ui/button.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { useRunSheet } from './dispatch.api.js';

/** A rider's day on paper: stops in order, what to collect, a space to sign. */
export default function AdminRunSheetPage() {
  usePageMeta('Run sheet', 'Staff: a rider’s stops of a day, to print and sign.');
  const [params] = useSearchParams();
  const { data, isLoading } = useRunSheet(params.get('rider') ?? '', params.get('date') ?? '');
  if (!data)
    return isLoading ? (
      <p className="px-4 py-10 text-slate-600">Loading the run sheet…</p>
    ) : (
      <p className="px-4 py-10 text-red-700">This rider has no run sheet for the day.</p>
    );
  const total = data.stops.reduce((sum, s) => sum + s.dueCents, 0);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 print:p-0">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Run sheet</h1>
          <p className="mt-1 text-sm text-slate-700">
            {data.rider.name}, {data.rider.phone}. Day: {data.day}. {data.stops.length} stops; to collect in
            all: {formatUsd(total)}.
          </p>
        </div>
        <Button className="print:hidden" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <ol className="mt-6 space-y-4">
        {data.stops.map((s, i) => (
          <li key={s.reference} className="break-inside-avoid rounded-lg border border-slate-300 p-4">
            <p className="font-semibold text-slate-900">
              {i + 1}. <span className="font-mono">{s.reference}</span>: {s.ownerName} ({s.accountId})
            </p>
            <p className="text-sm text-slate-800">
              {s.address.street}, {s.address.town}, {s.address.county} County
            </p>
            <p className="text-sm text-slate-700">Landmark: {s.address.landmark ?? 'none given'}</p>
            <p className="text-sm text-slate-700">
              Phone: {s.address.phone}. Pieces: {s.pieces}. To collect: {formatUsd(s.dueCents)}
            </p>
            <p className="mt-4 text-sm text-slate-700">
              Signature: <span className="inline-block w-64 border-b border-slate-500 align-bottom" />
            </p>
          </li>
        ))}
      </ol>
      {data.stops.length === 0 && <p className="mt-6 text-slate-600">No stops for this rider on this day.</p>}
    </div>
  );
}
