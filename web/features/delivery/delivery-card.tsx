import { useState } from 'react';
import type { DeliveryResponse } from '../../../core/delivery/api/delivery.endpoints.js';
import { deliveryChoiceSchema } from '../../../core/delivery/delivery.schema.js';
import { KENYA_COUNTIES } from '../../../core/delivery/kenya-counties.js';
import { Button, SubmitButton } from '../../ui/button.js';
import { Form, SelectField, TextField } from '../../ui/field.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { toast } from '../../ui/toast-store.js';
import { chooseDelivery, useDelivery } from './delivery.api.js';

const COUNTY_OPTIONS = [...KENYA_COUNTIES].sort().map((county) => ({ value: county, label: county }));
const METHOD_LABELS = { door: 'Door-to-door delivery', pickup: 'Pickup at one of our points' } as const;

type Point = DeliveryResponse['points'][number];

/** A point's address and opening hours, as the saved choice and the form both say them. */
const whereAndWhen = (point: Point): string => `${point.address}. Open ${point.hours}.`;

/** The saved choice in words: the door's address, or the point with its address and hours. */
function ChoiceText({ delivery }: { delivery: DeliveryResponse }) {
  const { choice } = delivery;
  if (choice === null) return <p className="mt-2 text-slate-700">Not chosen yet.</p>;
  if (choice.method === 'door')
    return (
      <p className="mt-2 text-slate-800">
        <strong>Door-to-door</strong>: {choice.street}
        {choice.landmark ? ` (${choice.landmark})` : ''}, {choice.town}, {choice.county} County. Phone{' '}
        {choice.phone}.
      </p>
    );
  const point = delivery.points.find((p) => p.id === choice.point);
  return (
    <p className="mt-2 text-slate-800">
      <strong>Pickup at {point?.name ?? choice.point}</strong>
      {point && `: ${whereAndWhen(point)}`}
    </p>
  );
}

/** The pickup point being chosen, where it is and when it opens (nothing until one is chosen). */
function PointDetails({ point }: { point: Point | undefined }) {
  return point ? <p className="text-sm text-slate-700">{whereAndWhen(point)}</p> : null;
}

/** The form's fields as the saved choice fills them (a single method on offer is chosen already). */
function initialValues(delivery: DeliveryResponse) {
  const door = delivery.choice?.method === 'door' ? delivery.choice : undefined;
  return {
    method: delivery.choice?.method ?? (delivery.methods.length === 1 ? 'pickup' : ''),
    point: delivery.choice?.method === 'pickup' ? delivery.choice.point : (delivery.points[0]?.id ?? ''),
    county: door?.county ?? '',
    town: door?.town ?? '',
    street: door?.street ?? '',
    landmark: door?.landmark ?? '',
    phone: door?.phone ?? '',
  };
}

type Values = ReturnType<typeof initialValues>;

const inputOf = ({ method, point, ...door }: Values) =>
  method === 'pickup' ? { method, point } : { method, ...door };

function DeliveryForm({
  delivery,
  onSaved,
}: {
  delivery: DeliveryResponse;
  onSaved: () => Promise<unknown>;
}) {
  const form = useSchemaForm(deliveryChoiceSchema, initialValues(delivery), inputOf);
  const { busy, run } = useSubmit();
  const method = form.field('method');
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const saved = await run(() => chooseDelivery(checked.data), {
      title: 'Could not save where your parcels go',
    });
    if (!saved) return;
    toast({
      title: 'Delivery choice saved',
      description: 'Parcels that leave from now on go there.',
      variant: 'success',
    });
    await onSaved();
  };
  return (
    <Form label="Where your parcels go" onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-2">
      <SelectField
        label="How"
        required
        placeholder="Choose"
        options={delivery.methods.map((value) => ({ value, label: METHOD_LABELS[value] }))}
        {...method}
      />
      {method.value === 'pickup' && (
        <>
          {/* A phone's list cuts long lines: the list names each point, the chosen one's address shows below. */}
          <SelectField
            label="Pickup point"
            required
            options={delivery.points.map((p) => ({ value: p.id, label: p.name }))}
            {...form.field('point')}
          />
          <PointDetails point={delivery.points.find((p) => p.id === form.field('point').value)} />
        </>
      )}
      {method.value === 'door' && (
        <>
          <SelectField
            label="County"
            required
            placeholder="Choose your county"
            options={COUNTY_OPTIONS}
            {...form.field('county')}
          />
          <TextField label="Town or area" required {...form.field('town')} />
          <TextField label="Street or building" required {...form.field('street')} />
          <TextField label="Landmark (optional)" {...form.field('landmark')} />
          <TextField
            label="Phone for the rider"
            required
            type="tel"
            autoComplete="tel"
            {...form.field('phone')}
          />
        </>
      )}
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * Where the account's parcels go: a door in Kenya or a pickup point (South Sudan: the Juba office). Until a
 * choice is made it asks, prominently, and may be skipped for now; afterwards it shows the choice, changeable.
 */
export function DeliveryCard() {
  const { data: delivery, mutate } = useDelivery();
  const [editing, setEditing] = useState(false);
  const [skipped, setSkipped] = useState(false);
  if (!delivery) return null;
  const asking = delivery.choice === null && !skipped;
  const saved = async () => {
    setEditing(false);
    setSkipped(false);
    await mutate();
  };
  return (
    <section
      id="delivery"
      aria-labelledby="delivery-heading"
      className={`rounded-xl border p-5 ${asking ? 'border-brand-300 bg-brand-50' : 'border-slate-200 bg-white'}`}
    >
      <h2 id="delivery-heading" className="text-lg font-bold text-slate-900">
        {asking ? 'Where should your parcels go?' : 'Delivery'}
      </h2>
      {asking ? (
        <p className="mt-2 text-slate-700">
          {delivery.methods.includes('door')
            ? 'We bring parcels to your door anywhere in Kenya, or you collect them at one of our pickup points.'
            : 'South Sudan parcels are collected from our Juba office.'}{' '}
          Tell us once; you can change it here whenever you like.
        </p>
      ) : (
        <ChoiceText delivery={delivery} />
      )}
      {asking || editing ? (
        <DeliveryForm delivery={delivery} onSaved={saved} />
      ) : (
        <Button variant="quiet" className="mt-3" onClick={() => setEditing(true)}>
          {delivery.choice === null ? 'Choose' : 'Change'}
        </Button>
      )}
      {asking && (
        <Button variant="quiet" className="mt-3" onClick={() => setSkipped(true)}>
          Skip for now
        </Button>
      )}
    </section>
  );
}
