import { useState } from 'react';
import type { ParcelResponse } from '../../../core/parcels/api/parcel-responses.schema.js';
import type {
  ShipRequestResponse,
  ShipmentResponse,
} from '../../../core/parcels/api/shipment-responses.schema.js';
import { formatUsd } from '../../../core/shared/money.js';
import { Button } from '../../ui/button.js';
import { CheckboxField } from '../../ui/field.js';
import { toast } from '../../ui/toast-store.js';
import { useSubmit } from '../../ui/use-submit.js';
import { useParcels } from './parcels.api.js';
import { requestShipment, useShipRequests, withdrawShipRequest } from './shipments.api.js';

/** At the warehouse, on its own: it may be asked to travel with others. */
const free = (p: ParcelResponse) =>
  p.status === 'received' && p.shipRequestId === null && p.shipmentNumber === null;

/** A request changes which parcels are held: the parcels and the requests are read again. */
type Refresh = () => Promise<unknown>;

function AskToShipTogether({ parcels, refresh }: { parcels: ParcelResponse[]; refresh: Refresh }) {
  const [chosen, setChosen] = useState<string[]>([]);
  const { busy, run } = useSubmit();
  const toggle = (number: string, on: boolean) =>
    setChosen((list) => (on ? [...list, number] : list.filter((n) => n !== number)));
  const ask = async () => {
    const asked = await run(() => requestShipment(chosen), { title: 'Could not ask to ship them together' });
    if (!asked) return;
    await refresh();
    toast({
      title: 'Asked: they travel together',
      description: 'We hold them until we pack them into one box, and mail you its weight and charge.',
      variant: 'success',
    });
    setChosen([]);
  };
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-700">Choose two or more parcels waiting at the warehouse:</p>
      <div className="mt-2 space-y-2">
        {parcels.map((p) => (
          <CheckboxField
            key={p.number}
            label={`${p.number} · ${p.weights.chargeableKg} kg · ${formatUsd(Math.round(p.charge * 100))}${p.description ? ` · ${p.description}` : ''}`}
            checked={chosen.includes(p.number)}
            onChange={(on) => toggle(p.number, on)}
          />
        ))}
      </div>
      <Button
        className="mt-3"
        busy={busy}
        busyLabel="Asking..."
        disabled={chosen.length < 2 || busy}
        onClick={() => void ask()}
      >
        Ship {chosen.length >= 2 ? String(chosen.length) : 'them'} together
      </Button>
    </div>
  );
}

function OpenRequest({ request, refresh }: { request: ShipRequestResponse; refresh: Refresh }) {
  const { busy, run } = useSubmit();
  const withdraw = async () => {
    const done = await run(() => withdrawShipRequest(request.id), {
      title: 'Could not withdraw the request',
    });
    if (!done) return;
    await refresh();
    toast({ title: 'Withdrawn', description: 'Each parcel travels on its own again.' });
  };
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 p-3 text-sm">
      <span>
        Waiting to be packed together: <span className="font-mono">{request.parcels.join(', ')}</span>
      </span>
      <Button
        variant="quiet"
        size="sm"
        busy={busy}
        busyLabel="Withdrawing..."
        onClick={() => void withdraw()}
      >
        Withdraw
      </Button>
    </li>
  );
}

function PackedBox({ box }: { box: ShipmentResponse }) {
  return (
    <li className="rounded-lg bg-green-50 p-3 text-sm">
      <p>
        Box <span className="font-mono font-semibold">{box.number}</span>: {box.parcels.join(', ')} ·{' '}
        {box.chargeableKg} kg chargeable · {formatUsd(box.chargeCents)}
      </p>
      {box.savedCents > 0 && (
        <p className="font-semibold text-green-800">
          You saved {formatUsd(box.savedCents)} against {formatUsd(box.separateCents)} one by one.
        </p>
      )}
    </li>
  );
}

/**
 * Consolidation, free: parcels waiting at the warehouse travel together in one box, charged once on its own
 * weight. Shown once there is something to ask, to wait for or to show.
 */
export function ShipTogether() {
  const { data: parcels, mutate: rereadParcels } = useParcels();
  const { data: shipping, mutate: rereadRequests } = useShipRequests();
  const refresh = () => Promise.all([rereadParcels(), rereadRequests()]);
  const waiting = (parcels?.parcels ?? []).filter(free);
  const open = (shipping?.requests ?? []).filter((r) => r.status === 'requested');
  const boxes = shipping?.shipments ?? [];
  if (waiting.length < 2 && open.length === 0 && boxes.length === 0) return null;
  return (
    <section
      aria-labelledby="together-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="together-heading" className="text-xl font-bold text-slate-900">
        Ship parcels together
      </h2>
      <p className="mt-1 text-slate-600">
        Free: we pack them into one box and charge it once, on the box’s own chargeable weight, instead of
        each parcel on its own.
      </p>
      {(open.length > 0 || boxes.length > 0) && (
        <ul className="mt-4 space-y-2">
          {open.map((r) => (
            <OpenRequest key={r.id} request={r} refresh={refresh} />
          ))}
          {boxes.map((b) => (
            <PackedBox key={b.number} box={b} />
          ))}
        </ul>
      )}
      {waiting.length >= 2 && <AskToShipTogether parcels={waiting} refresh={refresh} />}
    </section>
  );
}
