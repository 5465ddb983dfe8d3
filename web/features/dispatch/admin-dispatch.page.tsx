import { type SyntheticEvent, useState } from 'react';
import type { DispatchListResponse } from '../../../core/dispatch/api/dispatch-responses.schema.js';
import { FAILURE_REASONS, FAILURE_REASON_TEXT, type FailureReason } from '../../../core/dispatch/dispatch.js';
import { KENYA_COUNTIES } from '../../../core/delivery/kenya-counties.js';
import { endpointUrl } from '../../../core/shared/endpoint.js';
import { runSheetEndpoint } from '../../../core/dispatch/api/dispatch.endpoints.js';
import { formatUsd } from '../../../core/shared/money.js';
import { Button } from '../../ui/button.js';
import { Section } from '../../ui/card.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { ResponsiveTable } from '../../ui/responsive-table.js';
import { serverMessage } from '../../site/fetch-json.js';
import { addRider, assignRider, deactivateRider, recordFailure, useDispatchList } from './dispatch.api.js';

type DoorStop = DispatchListResponse['counties'][number]['towns'][number]['stops'][number];
type Rider = DispatchListResponse['riders'][number];

const INPUT = 'rounded-md border border-slate-300 px-3 py-2 text-sm';
const DAY = 86_400_000;
/** How long the oldest has waited by the end of the list's day (Nairobi), in whole days. */
const waited = (since: string, day: string) => {
  const days = Math.floor((Date.parse(`${day}T23:59:59+03:00`) - Date.parse(since)) / DAY);
  return days < 1 ? 'since today' : `${String(days)} day${days === 1 ? '' : 's'}`;
};

function Riders({ riders, onChange }: { riders: readonly Rider[]; onChange: () => Promise<unknown> }) {
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState('');
  const add = async (event: SyntheticEvent) => {
    event.preventDefault();
    try {
      await addRider(name, phone);
      setName('');
      setPhone('');
      setError('');
      await onChange();
    } catch (e) {
      setError(serverMessage(e, 'The rider was not added.'));
    }
  };
  return (
    <Section title="Riders" intro="Door deliveries are given to an active rider for a day.">
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {riders.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className={r.active ? 'text-slate-900' : 'text-slate-500 line-through'}>
              {r.name}, {r.phone}
            </span>
            {r.active && (
              <Button
                size="sm"
                variant="danger"
                onClick={() => void deactivateRider(r.id).then(onChange)}
                aria-label={`Deactivate ${r.name}`}
              >
                Deactivate
              </Button>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={(e) => void add(e)} className="mt-3 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          Name
          <input className={INPUT} value={name} onChange={(e) => setName(e.target.value)} required />
        </label>
        <label className="flex flex-col text-sm">
          Phone
          <input
            className={INPUT}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            placeholder="+254712345678"
            required
          />
        </label>
        <Button type="submit">Add rider</Button>
      </form>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </Section>
  );
}

const doorColumns = (
  chosen: ReadonlySet<string>,
  toggle: (reference: string) => void,
  riderName: ReadonlyMap<string, string>,
  fail: (reference: string, reason: FailureReason) => void,
) => [
  {
    header: 'Pick',
    cell: (s: DoorStop) => (
      <input
        type="checkbox"
        aria-label={`Choose ${s.reference}`}
        checked={chosen.has(s.reference)}
        onChange={() => toggle(s.reference)}
      />
    ),
  },
  { header: 'Shipment', cell: (s: DoorStop) => <span className="font-mono">{s.reference}</span> },
  { header: 'Customer', cell: (s: DoorStop) => `${s.ownerName} (${s.accountId})` },
  {
    header: 'Address',
    cell: (s: DoorStop) => (
      <>
        {s.address.street}
        {s.address.landmark && <span className="block text-slate-500">{s.address.landmark}</span>}
      </>
    ),
  },
  { header: 'Phone', cell: (s: DoorStop) => s.address.phone },
  { header: 'Pieces', cell: (s: DoorStop) => s.pieces },
  { header: 'Due', cell: (s: DoorStop) => formatUsd(s.dueCents) },
  {
    header: 'Rider',
    cell: (s: DoorStop) =>
      (s.riderId && riderName.get(s.riderId)) ??
      (s.failures > 0 ? `none (${String(s.failures)} failed)` : 'none'),
  },
  {
    header: 'Failed?',
    cell: (s: DoorStop) => (
      <select
        aria-label={`Record a failed delivery of ${s.reference}`}
        // A phone's card gives the value beside its label what is left: the select shrinks into it.
        className={`${INPUT} min-w-0 max-w-full`}
        value=""
        onChange={(e) => fail(s.reference, e.target.value as FailureReason)}
      >
        <option value="">Record failure…</option>
        {FAILURE_REASONS.map((r) => (
          <option key={r} value={r}>
            {FAILURE_REASON_TEXT[r]}
          </option>
        ))}
      </select>
    ),
  },
];

function PointsSection({ points, day }: { points: DispatchListResponse['points']; day: string }) {
  return (
    <Section title="Pickup points" intro="How many wait at each point, and how long the oldest has waited.">
      <ResponsiveTable
        label="Pickup points"
        rowKey={(g) => g.point.id}
        rows={points}
        columns={[
          { header: 'Point', cell: (g) => g.point.name },
          { header: 'Waiting', cell: (g) => g.waiting },
          { header: 'Oldest wait', cell: (g) => waited(g.oldestReadyAt, day) },
          { header: 'Shipments', cell: (g) => g.stops.map((s) => s.reference).join(', ') },
        ]}
      />
      {points.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">No shipments wait at a pickup point.</p>
      )}
    </Section>
  );
}

function RunSheets({ riders, day }: { riders: readonly Rider[]; day: string }) {
  return (
    <Section title="Run sheets" intro="Each active rider’s stops of the day, to print and sign.">
      <ul className="mt-3 space-y-2 text-sm">
        {riders.map((r) => (
          <li key={r.id} className="flex flex-wrap gap-3">
            <span className="font-medium">{r.name}</span>
            <a
              className="text-brand-800 underline"
              href={`/admin-run-sheet?rider=${r.id}${day ? `&date=${day}` : ''}`}
            >
              Printable page
            </a>
            <a
              className="text-brand-800 underline"
              href={endpointUrl(runSheetEndpoint, { riderId: r.id }, day ? { date: day } : {})}
            >
              PDF
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The set with the reference taken out, or put in. */
function toggled(was: ReadonlySet<string>, reference: string): ReadonlySet<string> {
  const next = new Set(was);
  if (!next.delete(reference)) next.add(reference);
  return next;
}

/** Door deliveries by county and town: chosen ones given to a rider, a failure recorded on its row. */
function DoorSection({
  list,
  day,
  riders,
  riderName,
  act,
  chosen,
  setChosen,
}: {
  list: DispatchListResponse | undefined;
  day: string;
  riders: readonly Rider[];
  riderName: ReadonlyMap<string, string>;
  act: (work: () => Promise<unknown>, done: string) => Promise<void>;
  chosen: ReadonlySet<string>;
  setChosen: (update: (was: ReadonlySet<string>) => ReadonlySet<string>) => void;
}) {
  const [riderId, setRiderId] = useState('');
  const toggle = (reference: string) => setChosen((was) => toggled(was, reference));
  return (
    <Section title="Door deliveries" intro="Choose shipments, then give them to a rider for the day.">
      <div className="mt-3 flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm">
          Rider
          <select className={INPUT} value={riderId} onChange={(e) => setRiderId(e.target.value)}>
            <option value="">Choose a rider</option>
            {riders.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <Button
          disabled={riderId === '' || chosen.size === 0}
          onClick={() =>
            void act(
              () => assignRider(riderId, day, [...chosen]),
              `${String(chosen.size)} given to ${riderName.get(riderId) ?? 'the rider'}; each customer is mailed.`,
            )
          }
        >
          Assign chosen ({chosen.size})
        </Button>
      </div>
      {(list?.counties ?? []).map((c) => (
        <div key={c.county} className="mt-5">
          <h3 className="text-base font-semibold text-slate-900">{c.county} County</h3>
          {c.towns.map((t) => (
            <div key={t.town} className="mt-2">
              <h4 className="text-sm font-semibold text-slate-700">{t.town}</h4>
              <ResponsiveTable
                label={`Door deliveries in ${t.town}, ${c.county}`}
                rowKey={(s) => s.reference}
                rows={t.stops}
                columns={doorColumns(
                  chosen,
                  toggle,
                  riderName,
                  (reference, reason) =>
                    void act(
                      () => recordFailure(reference, day, reason),
                      `${reference}: failed delivery recorded.`,
                    ),
                )}
              />
            </div>
          ))}
        </div>
      ))}
      {list && list.counties.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">No door deliveries wait on this day.</p>
      )}
    </Section>
  );
}

export default function AdminDispatchPage() {
  usePageMeta('Dispatch', 'Staff: what waits for handover, by pickup point and by county and town.');
  const [date, setDate] = useState('');
  const [county, setCounty] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');
  const { data, mutate } = useDispatchList({
    ...(date !== '' && { date }),
    ...(county !== '' && { county: county as (typeof KENYA_COUNTIES)[number] }),
  });
  const day = data?.day ?? date;
  const riders = data?.riders ?? [];
  const active = riders.filter((r) => r.active);
  const riderName = new Map(riders.map((r) => [r.id, r.name]));
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setMessage(done);
      setChosen(new Set());
      await mutate();
    } catch (e) {
      setMessage(serverMessage(e, 'Nothing was changed.'));
    }
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">Dispatch</h1>
      <p className="mt-2 text-sm text-slate-700">
        Every shipment ready for handover{day ? ` on ${day}` : ''}: waiting at pickup points, and door
        deliveries by county and town.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm">
          Day
          <input type="date" className={INPUT} value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <label className="flex flex-col text-sm">
          County
          <select className={INPUT} value={county} onChange={(e) => setCounty(e.target.value)}>
            <option value="">Every county</option>
            {KENYA_COUNTIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
      </div>
      {message && (
        <p role="status" className="mt-3 text-sm text-slate-800">
          {message}
        </p>
      )}
      <div className="mt-6 space-y-6">
        <PointsSection points={data?.points ?? []} day={day} />
        <DoorSection
          list={data}
          day={day}
          riders={active}
          riderName={riderName}
          act={act}
          chosen={chosen}
          setChosen={setChosen}
        />
        <RunSheets riders={active} day={day} />
        <Riders riders={riders} onChange={() => mutate()} />
      </div>
    </div>
  );
}
