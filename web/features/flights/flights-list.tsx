import { Link } from 'react-router-dom';
import type { FlightResponse } from '../../../core/flights/api/flight-responses.schema.js';
import { Button } from '../../ui/button.js';
import { type Column, ResponsiveTable } from '../../ui/responsive-table.js';
import { STATE_TEXT, timeAt } from './flight-times.js';
import { useFlights } from './flights.api.js';

/** The address of one flight's view on this page. */
export const flightLink = (id: string) => `/admin-flights?flight=${encodeURIComponent(id)}`;

const COLUMNS: readonly Column<FlightResponse>[] = [
  {
    header: 'Flight',
    cell: (f) => (
      <Link to={flightLink(f.id)} className="font-mono font-semibold text-brand-800 underline">
        {f.flightNumber}
      </Link>
    ),
  },
  {
    header: 'MAWB',
    cell: (f) => <span className="font-mono">{f.mawb}</span>,
    className: 'whitespace-nowrap',
  },
  { header: 'Route', cell: (f) => `${f.origin} → ${f.destination}`, className: 'whitespace-nowrap' },
  { header: 'ETD', cell: (f) => timeAt(f.etd, f.originZone, f.origin) },
  { header: 'ETA', cell: (f) => timeAt(f.eta, f.destinationZone, f.destination) },
  { header: 'State', cell: (f) => STATE_TEXT[f.state] },
];

/** The flights, newest first, a page at a time; each opens its own view. */
export function FlightsList({ version }: { version: number }) {
  const query = useFlights(version);
  const { data, size, setSize, isLoading, isValidating } = query;
  const error: unknown = query.error;
  if (error)
    return <p className="mt-3 text-red-700">The flights could not be read. Reload the page to try again.</p>;
  if (isLoading || !data) return <p className="mt-3 text-slate-600">Reading the flights…</p>;
  const flights = data.flatMap((page) => page.flights);
  if (flights.length === 0) return <p className="mt-3 text-slate-600">No flight is planned yet.</p>;
  const more = data.at(-1)?.nextCursor != null;
  return (
    <div className="mt-3 space-y-3">
      <ResponsiveTable label="Flights" columns={COLUMNS} rows={flights} rowKey={(f) => f.id} />
      {more && (
        <Button
          variant="quiet"
          busy={isValidating}
          busyLabel="Reading..."
          onClick={() => void setSize(size + 1)}
        >
          Show more
        </Button>
      )}
    </div>
  );
}
