import { useState } from 'react';
import { PARCEL_STATUSES, type ParcelStatus, STATUS_TEXT } from '../../../core/parcels/parcel.js';
import type { DeskParcelResponse } from '../../../core/parcels/api/parcel-desk.endpoints.js';
import type { BoxResponse } from '../../../core/parcels/api/parcel-responses.schema.js';
import { dollarsToCents, formatUsd } from '../../../core/shared/money.js';
import { Button } from '../../ui/button.js';
import { Form, SelectField, TextField } from '../../ui/field.js';
import { moveParcelsEndpoint } from '../../../core/parcels/api/parcel-desk.endpoints.js';
import { ForCallersOf } from '../../layout/admin-route.js';
import { MoveSelected } from './move-selected.js';
import { PrintLabel, PrintSelected } from './print-labels.js';
import { useDeskSearch } from './parcel-desk.api.js';

const STATUS_FILTER = [
  { value: '', label: 'Any status' },
  ...PARCEL_STATUSES.map((value) => ({ value, label: STATUS_TEXT[value] })),
];
const isStatus = (text: string): text is ParcelStatus =>
  (PARCEL_STATUSES as readonly string[]).includes(text);

/** The search box and the status filter: the list follows the text once sent, the filter at once. */
function SearchForm({ onSearch }: { onSearch: (q: string, status: ParcelStatus | '') => void }) {
  const [text, setText] = useState('');
  const [status, setStatus] = useState('');
  const statusOf = (value: string) => (isStatus(value) ? value : '');
  return (
    <Form
      label="Find parcels"
      role="search"
      onSubmit={() => onSearch(text.trim(), statusOf(status))}
      className="grid gap-3 sm:grid-cols-[3fr_2fr_auto] sm:items-end"
    >
      <TextField
        label="Parcel, box or tracking number, account ID or name"
        type="search"
        enterKeyHint="search"
        spellCheck={false}
        value={text}
        onChange={setText}
      />
      <SelectField
        label="Status"
        options={STATUS_FILTER}
        value={status}
        onChange={(value) => {
          setStatus(value);
          onSearch(text.trim(), statusOf(value));
        }}
      />
      <Button type="submit">Search</Button>
    </Form>
  );
}

/** One parcel of the list, with the box that selects it to move. */
function DeskRow({
  parcel,
  selected,
  onToggle,
}: {
  parcel: DeskParcelResponse;
  selected: boolean;
  onToggle: () => void;
}) {
  const owner = parcel.owner ? `${parcel.owner.accountId} · ${parcel.owner.name}` : 'Unclaimed';
  return (
    <li className="grid gap-x-4 gap-y-1 py-2 text-sm sm:grid-cols-[9rem_12rem_1fr_13rem_auto] sm:items-center">
      <label className="flex min-h-11 items-center gap-2 font-mono font-semibold">
        <input type="checkbox" className="size-5" checked={selected} onChange={onToggle} />
        {parcel.number}
      </label>
      <span className="font-mono break-all">
        {parcel.trackingNumber}
        {parcel.shipmentNumber && (
          <span className="block font-sans text-slate-600">In box {parcel.shipmentNumber}</span>
        )}
        {parcel.flightNumber && (
          <span className="block font-sans font-semibold text-brand-800">
            On flight {parcel.flightNumber}
          </span>
        )}
      </span>
      <span className={parcel.owner ? '' : 'font-semibold text-amber-800'}>{owner}</span>
      <span>
        {STATUS_TEXT[parcel.status]}
        <span className="block text-slate-600">
          Received {parcel.receivedAt.slice(0, 10)} · {parcel.chargeableKg} kg
        </span>
      </span>
      <span>
        <PrintLabel number={parcel.number} />
      </span>
    </li>
  );
}

/** The box a search named by its number: its parcels, its one charge and its one due. */
function FoundBox({ box }: { box: BoxResponse }) {
  return (
    <section
      aria-label={`Box ${box.number}`}
      className="rounded-lg border-2 border-brand-200 bg-brand-50/40 p-3"
    >
      <p className="font-semibold text-slate-900">
        Box <span className="font-mono">{box.number}</span>: {STATUS_TEXT[box.status]}
      </p>
      <p className="mt-1 break-words text-sm text-slate-700">
        Parcels <span className="font-mono">{box.parcels.join(', ')}</span>. Charged once:{' '}
        {formatUsd(dollarsToCents(box.charge))}.{' '}
        {box.due > 0 ? `${formatUsd(dollarsToCents(box.due))} due before handover.` : 'Nothing due.'}
      </p>
      <p className="mt-2">
        <PrintLabel number={box.number} what="box label" />
      </p>
    </section>
  );
}

/** Any parcel, found by number, box, tracking number, account or name and by status; several moved at once. */
export function DeskSearch({ version, onMoved }: { version: number; onMoved: () => void }) {
  const [search, setSearch] = useState<{ q: string; status: ParcelStatus | '' }>({ q: '', status: '' });
  const { data, size, setSize, isLoading } = useDeskSearch(search.q, search.status, version);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const parcels = (data ?? []).flatMap((page) => page.parcels);
  const box = data?.[0]?.box;
  const more = data?.at(-1)?.nextCursor != null;
  const toggle = (number: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(number)) next.add(number);
      return next;
    });
  return (
    <div className="space-y-4">
      <SearchForm onSearch={(q, status) => setSearch({ q, status })} />
      {isLoading && <p className="text-sm text-slate-600">Searching…</p>}
      {box && <FoundBox box={box} />}
      {data && parcels.length === 0 && (
        <p className="text-sm text-slate-600">
          {search.q === '' && search.status === '' ? 'No parcels yet.' : 'No parcel matches.'}
        </p>
      )}
      <ul aria-label="Parcels found" className="divide-y divide-slate-100">
        {parcels.map((p) => (
          <DeskRow
            key={p.number}
            parcel={p}
            selected={selected.has(p.number)}
            onToggle={() => toggle(p.number)}
          />
        ))}
      </ul>
      {more && (
        <Button variant="quiet" onClick={() => void setSize(size + 1)}>
          Show more
        </Button>
      )}
      <PrintSelected numbers={[...selected]} />
      <ForCallersOf declared={moveParcelsEndpoint}>
        <MoveSelected
          numbers={[...selected]}
          onMoved={() => {
            setSelected(new Set());
            onMoved();
          }}
        />
      </ForCallersOf>
    </div>
  );
}
