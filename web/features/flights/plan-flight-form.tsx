import type { FlightResponse } from '../../../core/flights/api/flight-responses.schema.js';
import { FLIGHT_DESTINATIONS, zoneOfAirport } from '../../../core/flights/flight.js';
import { createFlightSchema } from '../../../core/flights/flights.schema.js';
import { instantOnClockOf } from '../../site/dates.js';
import { fieldIssuesOf } from '../../site/fetch-json.js';
import { SubmitButton } from '../../ui/button.js';
import { Form, SelectField, TextField } from '../../ui/field.js';
import { toast } from '../../ui/toast-store.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { planFlight } from './flights.api.js';

const EMPTY = { flightNumber: '', mawb: '', destination: 'NBO', etd: '', eta: '' };
type Values = typeof EMPTY;

const CITY: Readonly<Record<(typeof FLIGHT_DESTINATIONS)[number], string>> = {
  NBO: 'NBO: Nairobi, Kenya',
  JUB: 'JUB: Juba, South Sudan',
};
const DESTINATIONS = FLIGHT_DESTINATIONS.map((value) => ({ value, label: CITY[value] }));

/**
 * Plans a flight from the warehouse's airport. The times are typed on each airport's own clock (the ETD on the
 * origin's, the ETA on the destination's) and sent as instants; the server's field messages (a MAWB's wrong check
 * digit) show beside their fields.
 */
export function PlanFlightForm({
  origin,
  onPlanned,
}: {
  /** The warehouse's airport, whose clock the ETD is typed on. */
  origin: { airport: string; zone: string };
  onPlanned: (flight: FlightResponse) => void;
}) {
  const toInput = (v: Values) => ({
    flightNumber: v.flightNumber,
    mawb: v.mawb,
    destination: v.destination,
    etd: instantOnClockOf(v.etd, origin.zone),
    eta: instantOnClockOf(v.eta, zoneOfAirport(v.destination)),
  });
  const form = useSchemaForm(createFlightSchema, EMPTY, toInput);
  const { busy, run } = useSubmit();
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const { etd, eta, ...rest } = checked.data;
    const planned = await run(() => planFlight({ ...rest, etd: etd.toISOString(), eta: eta.toISOString() }), {
      title: 'Could not plan the flight',
      onError: (error) => form.showIssues(fieldIssuesOf(error)),
    });
    if (!planned) return;
    toast({
      title: `Planned: ${planned.flightNumber}`,
      description: `MAWB ${planned.mawb}`,
      variant: 'success',
    });
    form.reset();
    onPlanned(planned);
  };
  const destination = form.values.destination;
  return (
    <Form label="Plan a flight" onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Flight number"
        required
        hint="The carrier’s, such as ET509 or KQ003"
        spellCheck={false}
        autoComplete="off"
        {...form.field('flightNumber')}
      />
      <TextField
        label="MAWB (master air waybill)"
        required
        hint="Three digits, a hyphen, eight digits: 706-12345675"
        spellCheck={false}
        autoComplete="off"
        inputMode="numeric"
        {...form.field('mawb')}
      />
      <div className="sm:col-span-2">
        <SelectField label="Destination" required options={DESTINATIONS} {...form.field('destination')} />
      </div>
      <TextField
        type="datetime-local"
        label={`Departure (ETD), ${origin.airport} time`}
        required
        hint={`On the clock of ${origin.airport} (${origin.zone})`}
        {...form.field('etd')}
      />
      <TextField
        type="datetime-local"
        label={`Arrival (ETA), ${destination} time`}
        required
        hint={`On the clock of ${destination} (${zoneOfAirport(destination)})`}
        {...form.field('eta')}
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} busyLabel="Planning...">
          Plan the flight
        </SubmitButton>
      </div>
    </Form>
  );
}
