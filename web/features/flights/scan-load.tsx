import { type SyntheticEvent, useId, useRef, useState } from 'react';
import type { FlightViewResponse } from '../../../core/flights/api/flight-responses.schema.js';
import { loadShipmentSchema } from '../../../core/flights/flights.schema.js';
import { serverMessage } from '../../site/fetch-json.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { loadShipment } from './flights.api.js';

type Outcome = { loaded: boolean; text: string } | undefined;

/**
 * Loading by scan: a scanner types a box's or a lone parcel's number and Enter. What happened is said at once,
 * large (a refusal in red, readable from a metre away) and to screen readers; the field is cleared and keeps the
 * focus either way, ready for the next scan.
 */
export function ScanToLoad({
  flightId,
  onLoaded,
}: {
  flightId: string;
  onLoaded: (flight: FlightViewResponse) => void;
}) {
  const form = useSchemaForm(loadShipmentSchema, { reference: '' }, (v) => v);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const field = form.field('reference');
  const ready = () => {
    form.reset();
    input.current?.focus();
  };
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = form.check();
    if (!checked.ok) {
      setOutcome({ loaded: false, text: checked.messages[0] ?? 'Scan the number again.' });
      ready();
      return;
    }
    const { reference } = checked.data;
    setBusy(true);
    try {
      const flight = await loadShipment(flightId, reference);
      setOutcome({ loaded: true, text: `Loaded ${reference}` });
      onLoaded(flight);
    } catch (error) {
      setOutcome({ loaded: false, text: serverMessage(error, `${reference} was not loaded: try again.`) });
    } finally {
      setBusy(false);
      ready();
    }
  };
  return (
    <form aria-label="Load by scan" noValidate onSubmit={(e) => void submit(e)} className="space-y-3">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Scan a box (KS…) or a lone parcel (KP…)
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id={id}
          value={field.value}
          onChange={(e) => field.onChange(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          enterKeyHint="go"
          autoFocus
          className="min-h-12 w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-lg focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
        <button
          type="submit"
          disabled={busy}
          className="min-h-12 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          Load
        </button>
      </div>
      <div aria-live="assertive" aria-atomic="true">
        {outcome && (
          <p
            className={`rounded-lg border-2 p-4 text-2xl font-bold sm:text-3xl ${
              outcome.loaded
                ? 'border-green-600 bg-green-50 text-green-800'
                : 'border-red-600 bg-red-50 text-red-700'
            }`}
          >
            {outcome.text}
          </p>
        )}
      </div>
    </form>
  );
}
