import { useState } from 'react';
import type { FlightViewResponse } from '../../../core/flights/api/flight-responses.schema.js';
import { FLIGHT_STEPS, type FlightStep } from '../../../core/flights/flight.js';
import { createFlightSchema, rescheduleFlightSchema } from '../../../core/flights/flights.schema.js';
import { formatUsd } from '../../../core/shared/money.js';
import { Button, SubmitButton } from '../../ui/button.js';
import { Section } from '../../ui/card.js';
import { Form, SelectField, TextField } from '../../ui/field.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { toast } from '../../ui/toast-store.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { formatDateTime } from '../../site/dates.js';
import {
  createFlight,
  loadShipment,
  rescheduleFlight,
  takeFlightStep,
  unloadShipment,
  useFlight,
  useFlights,
} from './flights.api.js';

/** A datetime-local field's value (the desk's own clock) as an instant; left as typed when it is no time. */
const instantOf = (text: string) => {
  if (text.trim() === '') return undefined;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? text : at.toISOString();
};

const PLAN = { flightNumber: '', mawb: '', destination: 'NBO', etd: '', eta: '' };

function PlanFlight({ onPlanned }: { onPlanned: (id: string) => void }) {
  const form = useSchemaForm(createFlightSchema, PLAN, (v) => ({
    ...v,
    etd: instantOf(v.etd),
    eta: instantOf(v.eta),
  }));
  const { busy, run } = useSubmit();
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const flight = await run(() => createFlight(checked.data), { title: 'Could not plan the flight' });
    if (!flight) return;
    form.reset();
    toast({ title: `Flight ${flight.flightNumber} planned`, variant: 'success' });
    onPlanned(flight.id);
  };
  return (
    <Form label="Plan a flight" onSubmit={submit} className="grid gap-3 sm:grid-cols-3">
      <TextField label="Flight number" placeholder="ET509" required {...form.field('flightNumber')} />
      <TextField label="MAWB" placeholder="706-12345675" required {...form.field('mawb')} />
      <SelectField
        label="Destination"
        options={[
          { value: 'NBO', label: 'NBO (Nairobi)' },
          { value: 'JUB', label: 'JUB (Juba)' },
        ]}
        {...form.field('destination')}
      />
      <TextField label="ETD (your clock, YYYY-MM-DD HH:MM)" required {...form.field('etd')} />
      <TextField label="ETA (your clock, YYYY-MM-DD HH:MM)" required {...form.field('eta')} />
      <div className="sm:self-end">
        <SubmitButton busy={busy} busyLabel="Planning...">
          Plan
        </SubmitButton>
      </div>
    </Form>
  );
}

const STEP_LABELS: Readonly<Record<FlightStep, string>> = {
  close: 'Close loading',
  depart: 'Departed',
  arrive: 'Arrived',
  clear: 'Cleared customs',
};

function Reschedule({ flight, onChanged }: { flight: FlightViewResponse; onChanged: () => void }) {
  const form = useSchemaForm(rescheduleFlightSchema, { eta: '', reason: '' }, (v) => ({
    eta: instantOf(v.eta),
    reason: v.reason,
  }));
  const { busy, run } = useSubmit();
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const moved = await run(() => rescheduleFlight(flight.id, checked.data), {
      title: 'Could not move the ETA',
    });
    if (!moved) return;
    form.reset();
    toast({ title: `ETA now ${formatDateTime(moved.eta)}`, variant: 'success' });
    onChanged();
  };
  return (
    <Form
      label={`Move the ETA of ${flight.flightNumber}`}
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-3"
    >
      <TextField label="New ETA (your clock)" required {...form.field('eta')} />
      <TextField label="Reason customers read" {...form.field('reason')} />
      <div className="sm:self-end">
        <SubmitButton busy={busy} busyLabel="Saving...">
          Move the ETA
        </SubmitButton>
      </div>
    </Form>
  );
}

function FlightPanel({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { data: flight, mutate } = useFlight(id);
  const [reference, setReference] = useState('');
  const { busy, run } = useSubmit();
  if (!flight) return null;
  const changed = async () => {
    await mutate();
    onChanged();
  };
  const load = async () => {
    const loaded = await run(() => loadShipment(id, reference), { title: `Not loaded: ${reference}` });
    setReference('');
    if (loaded) await changed();
  };
  const step = async (s: FlightStep) => {
    if (await run(() => takeFlightStep(id, s), { title: `Could not record: ${STEP_LABELS[s]}` }))
      await changed();
  };
  const unload = async (ref: string) => {
    if (await run(() => unloadShipment(id, ref), { title: `Could not unload ${ref}` })) await changed();
  };
  const t = flight.totals;
  return (
    <div className="space-y-4">
      <p className="text-sm">
        <span className="font-semibold">
          {flight.flightNumber} · MAWB {flight.mawb}
        </span>{' '}
        · {flight.origin} to {flight.destination} · {flight.state} · ETD{' '}
        {formatDateTime(flight.etd, flight.originZone)} ({flight.origin}) · ETA{' '}
        {formatDateTime(flight.eta, flight.destinationZone)} ({flight.destination})
      </p>
      <p className="text-sm">
        {t.shipments} shipments ({t.pieces} pieces, {t.parcels} parcels) · {t.actualKg} kg actual ·{' '}
        {t.chargeableKg} kg chargeable · declared {formatUsd(t.declaredValueCents)}
      </p>
      {flight.state === 'planned' && (
        <Form label={`Load onto ${flight.flightNumber}`} onSubmit={load} className="flex items-end gap-3">
          <TextField
            label="Scan a box (KS…) or parcel (KP…)"
            enterKeyHint="go"
            value={reference}
            onChange={setReference}
            required
          />
          <SubmitButton busy={busy} busyLabel="Loading...">
            Load
          </SubmitButton>
        </Form>
      )}
      <ul className="divide-y divide-slate-100">
        {flight.shipments.map((s) => (
          <li key={s.reference} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
            <span className="font-mono font-semibold">{s.reference}</span>
            <span className="font-mono">{s.parcels.join(', ')}</span>
            <span>{s.chargeableKg} kg</span>
            {flight.state === 'planned' && (
              <Button variant="secondary" size="sm" onClick={() => void unload(s.reference)}>
                Unload
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {FLIGHT_STEPS.map((s) => (
          <Button key={s} variant="secondary" busy={busy} onClick={() => void step(s)}>
            {STEP_LABELS[s]}
          </Button>
        ))}
      </div>
      {(flight.state === 'planned' || flight.state === 'closed' || flight.state === 'departed') && (
        <Reschedule flight={flight} onChanged={() => void changed()} />
      )}
    </div>
  );
}

export default function AdminFlightsPage() {
  usePageMeta(
    'Flights',
    'Staff: plan flights, load shipments by scan, and record departure, arrival and clearance.',
  );
  const { data, mutate } = useFlights();
  const [chosen, setChosen] = useState<string | undefined>();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Flights</h1>
      <Section title="Plan a flight">
        <PlanFlight
          onPlanned={(id) => {
            setChosen(id);
            void mutate();
          }}
        />
      </Section>
      <Section title="Flights">
        {data && data.flights.length === 0 && <p className="text-slate-600">No flight is planned yet.</p>}
        <ul className="divide-y divide-slate-100">
          {data?.flights.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className="font-semibold">{f.flightNumber}</span>
              <span>{f.mawb}</span>
              <span>
                {f.origin}–{f.destination}
              </span>
              <span>{f.state}</span>
              <Button variant="secondary" size="sm" onClick={() => setChosen(f.id)}>
                Open {f.flightNumber}
              </Button>
            </li>
          ))}
        </ul>
      </Section>
      {chosen !== undefined && (
        <Section title="The flight">
          <FlightPanel id={chosen} onChanged={() => void mutate()} />
        </Section>
      )}
    </div>
  );
}
