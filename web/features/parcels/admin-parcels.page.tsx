import { useState } from 'react';
import { Link } from 'react-router-dom';
import { STATUS_TEXT } from '../../../core/parcels/parcel.js';
import type { ParcelResponse } from '../../../core/parcels/api/parcel-responses.schema.js';
import { formatUsd } from '../../../core/shared/money.js';
import { MoveParcelForm } from './move-parcel-form.js';
import { PackRequests } from './pack-requests.js';
import { ParcelPhotos } from './parcel-photos.js';
import { PhotographParcelForm } from './photograph-parcel-form.js';
import { ReceiveParcelForm } from './receive-parcel-form.js';
import { DeskSearch } from './desk-search.js';
import { UnclaimedParcels } from './unclaimed-parcels.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { Section } from '../../ui/card.js';
import { ForCallersOf } from '../../layout/admin-route.js';
import { unclaimedParcelsEndpoint } from '../../../core/parcels/api/parcel-desk.endpoints.js';
import {
  addParcelPhotosEndpoint,
  moveParcelEndpoint,
  receiveParcelEndpoint,
} from '../../../core/parcels/api/parcels.endpoints.js';
import { waitingShipRequestsEndpoint } from '../../../core/parcels/api/shipments.endpoints.js';

/** What this desk did in this session, newest first: enough to check a label against the screen. */
function Recent({
  parcels,
  onPhotoRemoved,
}: {
  parcels: ParcelResponse[];
  onPhotoRemoved: (parcel: ParcelResponse) => void;
}) {
  if (parcels.length === 0) return null;
  return (
    <Section title="Just now">
      <ul className="divide-y divide-slate-100">
        {parcels.map((p, i) => (
          <li key={`${p.number}-${String(i)}`} className="py-2 text-sm">
            <div className="flex flex-wrap justify-between gap-2">
              <span className="font-mono font-semibold">{p.number}</span>
              <span>
                {p.accountId ?? 'Unclaimed'} · {p.trackingNumber}
              </span>
              <span>
                {STATUS_TEXT[p.status]} · {formatUsd(Math.round(p.charge * 100))}
              </span>
            </div>
            {p.handedOver && <p className="mt-1 text-slate-700">Handed to {p.handedOver.collectedBy}</p>}
            <ParcelPhotos number={p.number} photos={p.photos} onRemoved={onPhotoRemoved} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The desk: every staff role finds parcels; each part below is for the roles its endpoint names. */
export default function AdminParcelsPage() {
  usePageMeta(
    'Parcels',
    'Staff: receive, find and photograph parcels at the warehouse, assign the unclaimed ones and move them along.',
  );
  const [recent, setRecent] = useState<ParcelResponse[]>([]);
  // Grows with each change made here: the lists read again.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((n) => n + 1);
  const done = (parcel: ParcelResponse) => {
    setRecent((list) => [parcel, ...list].slice(0, 20));
    changed();
  };
  // The parcel's lines here show its photos as they are now.
  const photoRemoved = (parcel: ParcelResponse) => {
    setRecent((list) => list.map((p) => (p.number === parcel.number ? parcel : p)));
    changed();
  };
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Parcels</h1>
      <Section title="Find parcels">
        <DeskSearch version={version} onMoved={changed} />
      </Section>
      <ForCallersOf declared={unclaimedParcelsEndpoint}>
        <Section title="Unclaimed parcels">
          <UnclaimedParcels version={version} onAssigned={changed} />
        </Section>
      </ForCallersOf>
      <ForCallersOf declared={receiveParcelEndpoint}>
        <Section title="Receive a parcel">
          <ReceiveParcelForm onReceived={done} />
        </Section>
      </ForCallersOf>
      <ForCallersOf declared={addParcelPhotosEndpoint}>
        <Section title="Photograph a parcel">
          <PhotographParcelForm onPhotographed={done} />
        </Section>
      </ForCallersOf>
      <ForCallersOf declared={moveParcelEndpoint}>
        <Section title="Move a parcel">
          <MoveParcelForm onMoved={done} />
          <p className="mt-3 text-sm text-slate-600">
            Several at once: select them under Find parcels, or from a file{' '}
            <code>npm run cli -- parcels import-status FILE.csv</code> (lines{' '}
            <code>tracking-or-number,status</code>). A hand-over is recorded here, one parcel at a time, with
            its owner&apos;s collection code and who collected it.
          </p>
        </Section>
      </ForCallersOf>
      <ForCallersOf declared={waitingShipRequestsEndpoint}>
        <Section title="Pack parcels travelling together">
          <PackRequests />
        </Section>
      </ForCallersOf>

      <Section title="Load onto a flight">
        <p className="mt-2 text-sm text-slate-700">
          Boxes (KS…) and parcels travelling on their own (KP…) are loaded by scan on a flight&apos;s page,
          which also records its departure, arrival and clearance for every parcel on it:{' '}
          <Link to="/admin-flights" className="font-semibold text-brand-800 underline">
            Flights
          </Link>
          .
        </p>
      </Section>
      <Section title="Scan at every hand-off">
        <p className="mt-2 text-sm text-slate-700">
          Receiving, packing, loading, arrival in Nairobi and the handover, one scan each, every scan recorded
          with who, where and when:{' '}
          <Link to="/admin-scans" className="font-semibold text-brand-800 underline">
            Scans
          </Link>
          .
        </p>
      </Section>
      <Recent parcels={recent} onPhotoRemoved={photoRemoved} />
    </div>
  );
}
