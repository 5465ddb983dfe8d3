import { useNavigate, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { useSWRConfig } from 'swr';
import { TRACK_FIELD_NAME, TRACK_REFUSAL_KEY, trackReference } from '../../../core/parcels/track-page.js';
import { serverMessage } from '../../site/fetch-json.js';
import { useTracking } from './parcels.api.js';
import type { TrackingResponse } from '../../../core/parcels/api/parcel-responses.schema.js';
import { SubmitButton } from '../../ui/button.js';
import { Form, TextField } from '../../ui/field.js';
import { ParcelTimeline, statusText } from './parcels-list.js';
import { FlightEta } from './flight-eta.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';

const referenceSchema = z.object({ ref: z.string() });

/** A parcel's or a box's public steps; a box names its parcels, a packed parcel its box. */
function TrackingSteps({ tracking }: { tracking: TrackingResponse }) {
  const { box } = tracking;
  const isBox = box?.number === tracking.number;
  return (
    <div role="status" className="mt-4">
      <p className="font-semibold text-slate-900">
        {isBox ? 'Box' : 'Parcel'} <span className="font-mono">{tracking.number}</span>:{' '}
        {statusText(tracking.status, tracking.lastStep)}
      </p>
      {box && (
        <p className="mt-1 break-words text-slate-700">
          {isBox ? 'Its parcels' : `Packed in box ${box.number} with parcels`}:{' '}
          <span className="font-mono">{box.parcels.join(', ')}</span>. They travel together.
        </p>
      )}
      <FlightEta eta={tracking} />
      <ParcelTimeline events={tracking.events} lastStep={tracking.lastStep} />
    </div>
  );
}

/**
 * A parcel's steps by its tracking number or ours. A GET form: before JavaScript the server renders the response;
 * after, the address changes and the same response is fetched.
 */
export function TrackLookup() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.get(TRACK_FIELD_NAME) ?? '';
  const reference = trackReference(params);
  const form = useSchemaForm(referenceSchema, { ref: asked }, (v) => v);
  const tracking = useTracking(reference);
  const { data, isLoading } = tracking;
  const error: unknown = tracking.error;
  // Before JavaScript the server may have refused the lookup (too many); after, the API may.
  const pageData: Record<string, unknown> = useSWRConfig().fallback;
  const refusedByServer = pageData[TRACK_REFUSAL_KEY];
  const refusal = error
    ? serverMessage(error)
    : typeof refusedByServer === 'string'
      ? refusedByServer
      : undefined;
  const submit = () => {
    void navigate(`/track?${new URLSearchParams({ [TRACK_FIELD_NAME]: form.values.ref.trim() }).toString()}`);
  };
  return (
    <section
      aria-labelledby="track-lookup-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="track-lookup-heading" className="text-xl font-bold text-slate-900">
        Where is my parcel?
      </h2>
      <Form
        label="Track a parcel"
        get={{ action: '/track' }}
        onSubmit={submit}
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <div className="min-w-0 flex-1">
          <TextField
            label="Tracking number or parcel number"
            name={TRACK_FIELD_NAME}
            spellCheck={false}
            enterKeyHint="search"
            maxLength={80}
            {...form.field('ref')}
          />
        </div>
        <SubmitButton busy={isLoading && refusal === undefined} busyLabel="Looking...">
          Track
        </SubmitButton>
      </Form>
      {asked !== '' && reference === undefined && (
        <p role="status" className="mt-4 text-slate-700">
          A tracking number is letters and digits, as the carrier or our e-mail gives it.
        </p>
      )}
      {refusal !== undefined && data === undefined && (
        <p role="alert" className="mt-4 text-red-800">
          {refusal}
        </p>
      )}
      {reference !== undefined && data === null && (
        <p role="status" className="mt-4 text-slate-700">
          No parcel with {reference} has reached our warehouse yet. We track it from the moment it arrives in
          Delaware.
        </p>
      )}
      {data && <TrackingSteps tracking={data} />}
    </section>
  );
}
