import type { FlightViewResponse } from '../../../core/flights/api/flight-responses.schema.js';
import { etaChangeIsNews } from '../../../core/flights/flight.js';
import { rescheduleFlightSchema } from '../../../core/flights/flights.schema.js';
import { clockValueOf, instantOnClockOf } from '../../site/dates.js';
import { fieldIssuesOf } from '../../site/fetch-json.js';
import { Button } from '../../ui/button.js';
import { Form, TextField } from '../../ui/field.js';
import { toast } from '../../ui/toast-store.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { rescheduleFlight } from './flights.api.js';

/**
 * Moves the ETD (before departure) or the ETA (before arrival), each typed on its airport's clock, with a reason if
 * staff give one. Before sending it says whether customers will be told (an ETA moved by an hour or more).
 */
export function RescheduleForm({
  flight,
  onChanged,
}: {
  flight: FlightViewResponse;
  onChanged: (flight: FlightViewResponse) => void;
}) {
  const initial = {
    etd: clockValueOf(flight.etd, flight.originZone),
    eta: clockValueOf(flight.eta, flight.destinationZone),
    reason: '',
  };
  // Only what staff changed is sent: an untouched time stays as it is.
  const toInput = (v: typeof initial) => ({
    etd: v.etd === initial.etd ? undefined : (instantOnClockOf(v.etd, flight.originZone) ?? v.etd),
    eta: v.eta === initial.eta ? undefined : (instantOnClockOf(v.eta, flight.destinationZone) ?? v.eta),
    reason: v.reason.trim() === '' ? undefined : v.reason,
  });
  const form = useSchemaForm(rescheduleFlightSchema, initial, toInput);
  const { busy, run } = useSubmit();
  const departed = flight.atd !== null;
  const newEta = toInput(form.values).eta;
  const news =
    newEta !== undefined &&
    !Number.isNaN(Date.parse(newEta)) &&
    etaChangeIsNews(new Date(flight.eta), new Date(newEta));
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const { etd, eta, reason } = checked.data;
    const answer = await run(
      () =>
        rescheduleFlight(flight.id, {
          ...(etd && { etd: etd.toISOString() }),
          ...(eta && { eta: eta.toISOString() }),
          ...(reason !== undefined && { reason }),
        }),
      { title: 'Could not change the times', onError: (error) => form.showIssues(fieldIssuesOf(error)) },
    );
    if (!answer) return;
    toast({
      title: `${flight.flightNumber}: times changed`,
      description: news
        ? 'Customers on this flight are told of the new ETA.'
        : 'Nobody is mailed: the ETA moved by less than an hour.',
      variant: 'success',
    });
    onChanged(answer);
  };
  return (
    <Form label="Change ETA/ETD" onSubmit={submit} className="mt-3 grid gap-4 sm:grid-cols-2">
      {departed ? (
        <p className="text-sm text-slate-600">Departed: the ETD can no longer change.</p>
      ) : (
        <TextField type="datetime-local" label={`New ETD, ${flight.origin} time`} {...form.field('etd')} />
      )}
      <TextField type="datetime-local" label={`New ETA, ${flight.destination} time`} {...form.field('eta')} />
      <div className="sm:col-span-2">
        <TextField label="Reason (optional, told to customers)" maxLength={300} {...form.field('reason')} />
      </div>
      <p aria-live="polite" className="text-sm font-semibold text-amber-800 sm:col-span-2">
        {news ? 'Customers on this flight will be told: the ETA moves by an hour or more.' : ''}
      </p>
      <div className="sm:col-span-2">
        <Button type="submit" busy={busy} busyLabel="Saving...">
          Change the times
        </Button>
      </div>
    </Form>
  );
}
