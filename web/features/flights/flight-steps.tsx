import { useState } from 'react';
import type { FlightViewResponse } from '../../../core/flights/api/flight-responses.schema.js';
import { FLIGHT_STEPS, type FlightStep, stepTo } from '../../../core/flights/flight.js';
import { instantOnClockOf } from '../../site/dates.js';
import { Button } from '../../ui/button.js';
import { TextField } from '../../ui/field.js';
import { toast } from '../../ui/toast-store.js';
import { useSubmit } from '../../ui/use-submit.js';
import { placeOfStep } from './flight-times.js';
import { takeFlightStep } from './flights.api.js';

const STEP_TEXT: Readonly<Record<FlightStep, { button: string; means: string; done: string }>> = {
  close: {
    button: 'Close loading',
    means: 'Loading is finished: the flight takes no more shipments and gives none back.',
    done: 'Loading closed',
  },
  depart: {
    button: 'Departed',
    means: 'Every parcel on the flight departs, and each customer is mailed once with the ETA.',
    done: 'Departed',
  },
  arrive: {
    button: 'Arrived',
    means: 'Every parcel on the flight arrives, and each customer is mailed once.',
    done: 'Arrived',
  },
  clear: {
    button: 'Cleared',
    means: 'Customs released it: every parcel is ready for its last leg, and each customer is told how.',
    done: 'Cleared',
  },
};

/** The step asked for, with when it happened (empty: now), waiting for staff to confirm it. */
function ConfirmStep({
  flight,
  step,
  onCancel,
  onDone,
}: {
  flight: FlightViewResponse;
  step: FlightStep;
  onCancel: () => void;
  onDone: (flight: FlightViewResponse) => void;
}) {
  const [at, setAt] = useState('');
  const { busy, run } = useSubmit();
  const place = placeOfStep(flight, step);
  const text = STEP_TEXT[step];
  const confirm = async () => {
    const instant = at === '' ? undefined : instantOnClockOf(at, place.zone);
    const answer = await run(() => takeFlightStep(flight.id, step, instant), {
      title: `Could not record: ${text.button}`,
    });
    if (!answer) return;
    toast({ title: `${flight.flightNumber}: ${text.done}`, variant: 'success' });
    onDone(answer);
  };
  return (
    <div
      role="group"
      aria-label={`Confirm ${text.button}`}
      className="space-y-3 rounded-lg border-2 border-brand-700 bg-brand-50 p-4"
    >
      <p className="font-semibold text-slate-900">
        {text.button}: {flight.flightNumber}?
      </p>
      <p className="text-sm text-slate-700">{text.means}</p>
      <TextField
        type="datetime-local"
        label={`When, ${place.airport} time (optional)`}
        hint="Leave empty for now."
        value={at}
        onChange={setAt}
      />
      <div className="flex flex-wrap gap-2">
        <Button busy={busy} busyLabel="Recording..." onClick={() => void confirm()}>
          Confirm: {text.button}
        </Button>
        <Button variant="quiet" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** The steps the flight may take from where it is, each asked to be confirmed. */
export function FlightSteps({
  flight,
  onChanged,
}: {
  flight: FlightViewResponse;
  onChanged: (flight: FlightViewResponse) => void;
}) {
  const [asked, setAsked] = useState<FlightStep | undefined>(undefined);
  const next = FLIGHT_STEPS.filter((step) => stepTo(flight.state, step) !== undefined);
  if (next.length === 0) return <p className="mt-3 text-slate-700">Cleared: nothing is left to record.</p>;
  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap gap-2">
        {next.map((step) => (
          <Button
            key={step}
            variant={asked === step ? 'primary' : 'secondary'}
            aria-expanded={asked === step}
            onClick={() => setAsked(step)}
          >
            {STEP_TEXT[step].button}
          </Button>
        ))}
      </div>
      {asked && (
        <ConfirmStep
          key={asked}
          flight={flight}
          step={asked}
          onCancel={() => setAsked(undefined)}
          onDone={(answer) => {
            setAsked(undefined);
            onChanged(answer);
          }}
        />
      )}
    </div>
  );
}
