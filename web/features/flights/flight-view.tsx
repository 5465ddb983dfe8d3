import { Link } from 'react-router-dom';
import type { FlightViewResponse } from '../../../core/flights/api/flight-responses.schema.js';
import { formatUsd } from '../../../core/shared/money.js';
import { formatDateTime } from '../../site/dates.js';
import { Button } from '../../ui/button.js';
import { Section } from '../../ui/card.js';
import { type Column, ResponsiveTable } from '../../ui/responsive-table.js';
import { toast } from '../../ui/toast-store.js';
import { useSubmit } from '../../ui/use-submit.js';
import {
  importAssessmentEndpoint,
  rescheduleFlightEndpoint,
} from '../../../core/flights/api/flights.endpoints.js';
import { ForCallersOf } from '../../layout/admin-route.js';
import { AssessmentUpload } from './assessment-upload.js';
import { FlightSteps } from './flight-steps.js';
import { STATE_TEXT, timeAt } from './flight-times.js';
import { unloadShipment, useFlight } from './flights.api.js';
import { RescheduleForm } from './reschedule-form.js';
import { ScanToLoad } from './scan-load.js';

type Shipment = FlightViewResponse['shipments'][number];

const kg = (n: number) => `${String(n)} kg`;

/** A shipment taken off the flight while it is planned. */
function UnloadButton({
  flight,
  reference,
  onChanged,
}: {
  flight: FlightViewResponse;
  reference: string;
  onChanged: (flight: FlightViewResponse) => void;
}) {
  const { busy, run } = useSubmit();
  const unload = async () => {
    const answer = await run(() => unloadShipment(flight.id, reference), {
      title: `Could not unload ${reference}`,
    });
    if (!answer) return;
    toast({ title: `Unloaded ${reference}`, description: 'It stays at the warehouse.', variant: 'success' });
    onChanged(answer);
  };
  return (
    <Button
      variant="danger"
      size="sm"
      busy={busy}
      busyLabel="Unloading..."
      aria-label={`Unload ${reference}`}
      onClick={() => void unload()}
    >
      Unload
    </Button>
  );
}

function shipmentColumns(
  flight: FlightViewResponse,
  onChanged: (flight: FlightViewResponse) => void,
): Column<Shipment>[] {
  const columns: Column<Shipment>[] = [
    {
      header: 'Number',
      cell: (s) => (
        <span>
          <span className="font-mono font-semibold">{s.reference}</span>{' '}
          <span className="text-slate-500">{s.kind === 'box' ? 'box' : 'parcel'}</span>
        </span>
      ),
    },
    {
      header: 'Owner',
      cell: (s) =>
        s.owner ? (
          <span>
            <span className="font-mono">{s.owner.accountId}</span>{' '}
            <span className="text-slate-600">{s.owner.name}</span>
          </span>
        ) : (
          'No account'
        ),
    },
    {
      header: 'Parcels',
      cell: (s) => (
        <span>
          {s.parcels.length}
          {s.kind === 'box' && (
            <span className="block font-mono text-xs text-slate-500">{s.parcels.join(', ')}</span>
          )}
        </span>
      ),
    },
    { header: 'Pieces', cell: () => '1' },
    { header: 'Weight', cell: (s) => `${kg(s.actualKg)} (${kg(s.chargeableKg)} chargeable)` },
    { header: 'Value', cell: (s) => formatUsd(s.declaredValueCents) },
  ];
  if (flight.state !== 'planned') return columns;
  return [
    ...columns,
    {
      header: 'Unload',
      cell: (s) => <UnloadButton flight={flight} reference={s.reference} onChanged={onChanged} />,
    },
  ];
}

function Totals({ totals }: { totals: FlightViewResponse['totals'] }) {
  const items: [string, string][] = [
    ['Shipments', String(totals.shipments)],
    ['Parcels', String(totals.parcels)],
    ['Pieces', String(totals.pieces)],
    ['Actual weight', kg(totals.actualKg)],
    ['Chargeable weight', kg(totals.chargeableKg)],
    ['Declared value', formatUsd(totals.declaredValueCents)],
  ];
  return (
    <dl aria-label="Totals" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
      {items.map(([term, value]) => (
        <div key={term} className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs text-slate-600">{term}</dt>
          <dd className="text-lg font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The flight's route, schedule and what has happened, each time on its airport's clock. */
function Schedule({ flight }: { flight: FlightViewResponse }) {
  const origin = (iso: string) => timeAt(iso, flight.originZone, flight.origin);
  const destination = (iso: string) => timeAt(iso, flight.destinationZone, flight.destination);
  const rows: [string, string][] = [
    ['MAWB', flight.mawb],
    ['Route', `${flight.origin} → ${flight.destination}`],
    ['State', STATE_TEXT[flight.state]],
    ['ETD', origin(flight.etd)],
    ['ETA', destination(flight.eta)],
    ...(flight.closedAt ? [['Loading closed', origin(flight.closedAt)] as [string, string]] : []),
    ...(flight.atd ? [['Departed (ATD)', origin(flight.atd)] as [string, string]] : []),
    ...(flight.ata ? [['Arrived (ATA)', destination(flight.ata)] as [string, string]] : []),
    ...(flight.clearedAt ? [['Cleared', destination(flight.clearedAt)] as [string, string]] : []),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-600">{term}</dt>
          <dd className="mb-2 text-slate-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every change staff made to the schedule, newest first, each time on its airport's clock. */
function Changes({ flight }: { flight: FlightViewResponse }) {
  if (flight.reschedules.length === 0) return null;
  const origin = (iso: string) => timeAt(iso, flight.originZone, flight.origin);
  const destination = (iso: string) => timeAt(iso, flight.destinationZone, flight.destination);
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-800">Changes so far</h3>
      <ul aria-label="Schedule changes" className="mt-2 divide-y divide-slate-100 text-sm">
        {[...flight.reschedules].reverse().map((change) => (
          <li key={change.at} className="py-2">
            <p className="text-slate-600">{formatDateTime(change.at)}</p>
            {change.etd !== change.previousEtd && (
              <p>
                ETD {origin(change.previousEtd)} → {origin(change.etd)}
              </p>
            )}
            {change.eta !== change.previousEta && (
              <p>
                ETA {destination(change.previousEta)} → {destination(change.eta)}
              </p>
            )}
            {change.reason && <p className="text-slate-700">Reason: {change.reason}</p>}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One flight: its schedule, loading by scan while planned, its shipments and totals, its steps and times. */
/** What the arrival scans found: shipments scanned but not on the manifest, and manifest ones not scanned. */
function ArrivalFlags({ flight }: { flight: FlightViewResponse }) {
  if (flight.flagged.length === 0 && flight.missing.length === 0) return null;
  return (
    <Section title="Arrival scans" intro="Found by scanning each shipment off the flight in Nairobi.">
      {flight.flagged.length > 0 && (
        <p className="mt-3 rounded-md border border-red-600 bg-red-50 p-3 text-red-800">
          Flagged (scanned on arrival, not on this flight’s manifest):{' '}
          <span className="font-mono">{flight.flagged.join(', ')}</span>
        </p>
      )}
      {flight.missing.length > 0 && (
        <p className="mt-3 rounded-md border border-amber-600 bg-amber-50 p-3 text-amber-900">
          Missing (on the manifest, not scanned by the end of the arrival day):{' '}
          <span className="font-mono">{flight.missing.join(', ')}</span>
        </p>
      )}
    </Section>
  );
}

export function FlightView({ id }: { id: string }) {
  const query = useFlight(id);
  const { data: flight, mutate } = query;
  const error: unknown = query.error;
  const changed = (answer: FlightViewResponse) => void mutate(answer, { revalidate: false });
  if (error)
    return (
      <p role="alert" className="text-red-700">
        This flight could not be read. <Link to="/admin-flights">Back to the flights</Link>
      </p>
    );
  if (!flight) return <p className="text-slate-600">Reading the flight…</p>;
  return (
    <div className="space-y-6">
      <div>
        <Link to="/admin-flights" className="text-sm text-brand-800 underline">
          ← All flights
        </Link>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">
          Flight <span className="font-mono">{flight.flightNumber}</span>
        </h1>
      </div>
      <Section title="Schedule">
        <div className="mt-3">
          <Schedule flight={flight} />
        </div>
      </Section>
      {flight.state === 'planned' && (
        <Section title="Load by scan">
          <div className="mt-3">
            <ScanToLoad flightId={flight.id} onLoaded={changed} />
          </div>
        </Section>
      )}
      <Section
        title="Shipments"
        intro={flight.state === 'planned' ? undefined : 'Loading is closed: the list is final.'}
      >
        <Totals totals={flight.totals} />
        {flight.shipments.length === 0 ? (
          <p className="mt-3 text-slate-600">No shipment is loaded yet.</p>
        ) : (
          <div className="mt-4">
            <ResponsiveTable
              label="Shipments on the flight"
              columns={shipmentColumns(flight, changed)}
              rows={flight.shipments}
              rowKey={(s) => s.reference}
            />
          </div>
        )}
      </Section>
      <ArrivalFlags flight={flight} />
      {flight.destination === 'NBO' && (flight.state === 'arrived' || flight.state === 'cleared') && (
        <Section
          title="Customs assessment"
          intro="Kenya's duty and taxes per house waybill, as KRA assessed them."
        >
          <ForCallersOf declared={importAssessmentEndpoint}>
            <AssessmentUpload flightId={flight.id} cleared={flight.state === 'cleared'} />
          </ForCallersOf>
        </Section>
      )}
      <Section title="Record a step" intro="Each asks you to confirm; the time is now unless you give one.">
        <FlightSteps flight={flight} onChanged={changed} />
      </Section>
      {flight.ata === null && (
        <Section title="Change ETA/ETD">
          <ForCallersOf declared={rescheduleFlightEndpoint}>
            <RescheduleForm key={`${flight.etd}|${flight.eta}`} flight={flight} onChanged={changed} />
          </ForCallersOf>
          <Changes flight={flight} />
        </Section>
      )}
    </div>
  );
}
