import {
  HANDED_OVER,
  type ParcelStatus,
  PARCEL_STATUSES,
  STATUS_TEXT,
} from '../../../core/parcels/parcel.js';
import type { BoxResponse, ParcelResponse } from '../../../core/parcels/api/parcel-responses.schema.js';
import { formatLongDate } from '../../../core/shared/calendar.js';
import { formatUsd } from '../../../core/shared/money.js';
import { useParcels } from './parcels.api.js';
import { refreshMoney } from '../../site/money-refresh.js';
import { DeclaredContents } from './parcel-contents.js';
import { useNextDeparture } from '../shipping/shipping.api.js';
import { cutoffLabel } from '../shipping/format.js';
import { ParcelPhotos } from './parcel-photos.js';
import { DESTINATION_DETAILS, type Destination } from '../../../core/pricing/destinations.js';
import { CUSTOMER_TIME_ZONES } from '../../../core/delivery/time-zone.js';
import { formatDateTime } from '../../site/dates.js';
import { FlightEta } from './flight-eta.js';

/** Where and with which code a ready parcel is handed over, where it will go, or who collected it. */
function Handover({ parcel }: { parcel: ParcelResponse }) {
  if (parcel.collectionCode !== null)
    return (
      <div className="mt-3 rounded-md border border-brand-300 bg-brand-50 p-3 text-sm text-slate-900">
        <p>
          Collection code:{' '}
          <strong className="font-mono text-lg tracking-widest">{parcel.collectionCode}</strong>
        </p>
        <p className="mt-1">
          {parcel.handover?.text ??
            'Tell us where it goes: choose door delivery or a pickup point under Delivery.'}
        </p>
        <p className="mt-1 text-slate-600">
          {parcel.handover?.method === 'door'
            ? 'Give the code to our rider when they hand you the parcel.'
            : 'Show the code when you collect the parcel; whoever collects it for you needs it too.'}
        </p>
      </div>
    );
  if (parcel.status === HANDED_OVER && parcel.handedOver)
    return (
      <p className="mt-2 text-sm text-slate-700">
        {parcel.lastStep === 'Collected' ? 'Collected by' : 'Handed to'} {parcel.handedOver.collectedBy},{' '}
        {formatDateTime(parcel.handedOver.at)}
      </p>
    );
  if (parcel.handover === null || parcel.status === HANDED_OVER) return null;
  return <p className="mt-2 text-sm text-slate-700">{parcel.handover.text}</p>;
}

const usd = (dollars: number) => formatUsd(Math.round(dollars * 100));

/** A status as the customer reads it: the last step is Collected at a pickup point, Delivered at a door. */
export const statusText = (status: ParcelStatus, lastStep: ParcelResponse['lastStep']): string =>
  status === HANDED_OVER ? lastStep : STATUS_TEXT[status];

/**
 * Every step, done or still to come, with the date of each that is done, in the customer's own zone (Nairobi
 * for Kenya, Juba for South Sudan; Nairobi where the destination is not told, as on public tracking).
 */
export function ParcelTimeline({
  events,
  lastStep,
  destination = 'kenya',
}: {
  events: { status: ParcelStatus; at: string }[];
  lastStep: ParcelResponse['lastStep'];
  destination?: Destination;
}) {
  const { zone, label } = CUSTOMER_TIME_ZONES[destination];
  const done = new Map(events.map((e) => [e.status, e.at]));
  return (
    <ol className="mt-3 space-y-2" aria-label="Steps">
      {PARCEL_STATUSES.map((status) => {
        const at = done.get(status);
        return (
          <li key={status} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className={`mt-1.5 h-3 w-3 shrink-0 rounded-full ${at ? 'bg-brand-600' : 'border-2 border-slate-300'}`}
            />
            <span className={at ? 'text-slate-900' : 'text-slate-500'}>
              {statusText(status, lastStep)}
              {at ? (
                <span className="block text-sm text-slate-600">
                  {formatDateTime(at, zone)} ({label})
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The dashboard's Payments panel, where what is due is paid. */
const PAYMENTS_ON_DASHBOARD = '/dashboard#payments';

/** What is still owed for a parcel or a box and how to pay it: it is handed over once nothing is. */
function DueNotice({
  due,
  status,
  what,
  destination,
}: {
  due: number;
  status: ParcelStatus;
  what: string;
  destination: Destination | null;
}) {
  const ready = status === 'ready';
  return (
    <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <strong>
        {usd(due)} due for {what}.
      </strong>{' '}
      {ready
        ? 'It is ready: pay and we hand it over.'
        : 'Pay before it is ready, and we hand it over at once.'}{' '}
      <a href={PAYMENTS_ON_DASHBOARD} className="font-semibold underline">
        {destination !== null && DESTINATION_DETAILS[destination].paysAtJubaOffice
          ? 'Pay at the Juba office or with M-Pesa'
          : 'Pay with M-Pesa or by paybill'}
      </a>
    </p>
  );
}

/**
 * Storage: free until its last free day, then the fees charged so far and the daily fee while it waits; a parcel
 * that left in its free days owes none.
 */
function StorageLine({ parcel }: { parcel: ParcelResponse }) {
  const until = parcel.freeStorageUntil === null ? null : formatLongDate(parcel.freeStorageUntil);
  const daily = `${usd(parcel.storageFeePerDay)} a day`;
  const waiting = parcel.status === 'received';
  if (parcel.storageFees > 0)
    return (
      <>
        {usd(parcel.storageFees)} so far
        {until !== null && (
          <span className="block font-normal text-slate-600">
            {waiting ? `${daily} since free storage ended ${until}` : `Free storage ended ${until}`}
          </span>
        )}
      </>
    );
  if (!waiting || until === null) return <>None</>;
  return (
    <>
      Free until {until}
      <span className="block font-normal text-slate-600">then {daily}</span>
    </>
  );
}

function ParcelCard({
  parcel,
  cutoff,
  onChanged,
}: {
  parcel: ParcelResponse;
  cutoff: string | undefined;
  onChanged: () => Promise<unknown>;
}) {
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-mono font-semibold text-slate-900">{parcel.number}</p>
        <p className="text-sm font-semibold text-brand-800">{statusText(parcel.status, parcel.lastStep)}</p>
      </div>
      <p className="break-words text-sm text-slate-600">
        {parcel.carrier} {parcel.trackingNumber}
        {parcel.description ? ` · ${parcel.description}` : ''}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <dt className="text-slate-600">Actual</dt>
        <dd>{parcel.weights.actualKg} kg</dd>
        <dt className="text-slate-600">Volumetric</dt>
        <dd>{parcel.weights.volumetricKg} kg</dd>
        <dt className="text-slate-600">Chargeable</dt>
        <dd className="font-semibold">{parcel.weights.chargeableKg} kg</dd>
        <dt className="text-slate-600">Shipping</dt>
        <dd className="font-semibold">
          {parcel.box ? <span className="font-normal">In the box's charge</span> : usd(parcel.charge)}
          {parcel.preAlertSaving > 0 && (
            <span className="block font-normal text-green-700">
              {usd(parcel.preAlertSaving)} pre-alert saving
            </span>
          )}
        </dd>
        <dt className="text-slate-600">Storage</dt>
        <dd className="font-semibold">
          <StorageLine parcel={parcel} />
        </dd>
      </dl>
      <FlightEta eta={parcel} destination={parcel.destination ?? undefined} />
      {parcel.shipmentNumber === null && parcel.shipRequestId !== null && (
        <p className="mt-2 text-sm text-amber-900">
          Held to travel with your other parcels until we pack them.
        </p>
      )}
      <DeclaredContents parcel={parcel} cutoff={cutoff} onChanged={onChanged} />
      <ParcelPhotos number={parcel.number} photos={parcel.photos} />
      <Handover parcel={parcel} />
      {/* A packed parcel's due is its box's, said once on the box's card. */}
      {parcel.due > 0 && !parcel.box && (
        <DueNotice
          due={parcel.due}
          status={parcel.status}
          what="this parcel"
          destination={parcel.destination}
        />
      )}
      <ParcelTimeline
        events={parcel.events}
        lastStep={parcel.lastStep}
        destination={parcel.destination ?? undefined}
      />
    </li>
  );
}

/** A packed box: its number, its parcels (each its own card), its one charge and its one due. */
function BoxCard({
  box,
  parcels,
  cutoff,
  onChanged,
}: {
  box: BoxResponse;
  parcels: ParcelResponse[];
  cutoff: string | undefined;
  onChanged: () => Promise<unknown>;
}) {
  return (
    <li className="rounded-lg border-2 border-brand-200 bg-brand-50/40 p-4" aria-label={`Box ${box.number}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          Box <span className="font-mono">{box.number}</span>
        </p>
        <p className="text-sm font-semibold text-brand-800">{STATUS_TEXT[box.status]}</p>
      </div>
      <p className="mt-1 break-words text-sm text-slate-700">
        Parcels <span className="font-mono">{box.parcels.join(', ')}</span> travel together in this box,
        charged once: {usd(box.charge)} shipping. Their own shipping charges are cancelled.
      </p>
      {box.due > 0 && (
        <DueNotice
          due={box.due}
          status={box.status}
          what={`box ${box.number}`}
          destination={parcels[0]?.destination ?? null}
        />
      )}
      <ul className="mt-3 space-y-3">
        {parcels.map((parcel) => (
          <ParcelCard key={parcel.number} parcel={parcel} cutoff={cutoff} onChanged={onChanged} />
        ))}
      </ul>
    </li>
  );
}

/** The list as shown: each box once, where its newest parcel would be, holding its parcels; the others alone. */
function shownItems(parcels: ParcelResponse[]) {
  const shown: ({ box: BoxResponse; parcels: ParcelResponse[] } | { parcel: ParcelResponse })[] = [];
  const placed = new Map<string, ParcelResponse[]>();
  for (const parcel of parcels) {
    const { box } = parcel;
    if (!box) shown.push({ parcel });
    else if (placed.has(box.number)) placed.get(box.number)?.push(parcel);
    else {
      const members = [parcel];
      placed.set(box.number, members);
      shown.push({ box, parcels: members });
    }
  }
  return shown;
}

/** The customer's parcels at the warehouse and on their way, newest first (a box's together, in its card). */
export function Parcels() {
  const { data } = useParcels();
  // A declaration or an insurance changes what is due: every panel that shows money asks again.
  const onChanged = refreshMoney;
  const departure = useNextDeparture().data;
  const cutoff = departure && cutoffLabel(departure.cutoff);
  return (
    <section
      aria-labelledby="parcels-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="parcels-heading" className="text-xl font-bold text-slate-900">
        Your parcels
      </h2>
      {data && data.parcels.length === 0 && (
        <p className="mt-2 text-slate-600">
          No parcel has reached the warehouse yet. We mail you when one does.
        </p>
      )}
      {data && data.parcels.length > 0 && (
        <ul className="mt-4 space-y-4">
          {shownItems(data.parcels).map((item) =>
            'box' in item ? (
              <BoxCard
                key={item.box.number}
                box={item.box}
                parcels={item.parcels}
                cutoff={cutoff}
                onChanged={onChanged}
              />
            ) : (
              <ParcelCard
                key={item.parcel.number}
                parcel={item.parcel}
                cutoff={cutoff}
                onChanged={onChanged}
              />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
