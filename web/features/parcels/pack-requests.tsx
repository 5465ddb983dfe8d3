import type { ShipRequestResponse } from '../../../core/parcels/api/shipment-responses.schema.js';
import { packShipmentSchema } from '../../../core/parcels/shipments.schema.js';
import { formatUsd } from '../../../core/shared/money.js';
import { SubmitButton } from '../../ui/button.js';
import { Form, TextField } from '../../ui/field.js';
import { toast } from '../../ui/toast-store.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { packShipment, useWaitingShipRequests } from './shipments.api.js';
import { formatDateTime } from '../../site/dates.js';

const EMPTY = { weightKg: '', lengthCm: '', widthCm: '', heightCm: '' };
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));
const toBox = (v: typeof EMPTY) => ({
  weightKg: numberOf(v.weightKg),
  lengthCm: numberOf(v.lengthCm),
  widthCm: numberOf(v.widthCm),
  heightCm: numberOf(v.heightCm),
});
const NUMBER = { inputMode: 'decimal' as const, required: true };

function PackForm({ request, onPacked }: { request: ShipRequestResponse; onPacked: () => Promise<unknown> }) {
  const form = useSchemaForm(packShipmentSchema, EMPTY, toBox);
  const { busy, run } = useSubmit();
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const box = await run(() => packShipment(request.id, checked.data), { title: 'Could not pack the box' });
    if (!box) return;
    await onPacked();
    toast({
      title: `Box ${box.number}: ${formatUsd(box.chargeCents)}`,
      description: `${box.parcels.join(', ')} packed; ${box.chargeableKg} kg chargeable. The customer is mailed.`,
      variant: 'success',
    });
  };
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <p className="text-sm">
        <span className="font-semibold">{request.accountId}</span> · asked {formatDateTime(request.createdAt)}
      </p>
      <p className="font-mono text-sm">{request.parcels.join(', ')}</p>
      <Form
        label={`Pack ${request.parcels.join(', ')}`}
        onSubmit={submit}
        className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_1fr_1fr_auto] sm:items-end"
      >
        <TextField label="Weight (kg)" {...NUMBER} {...form.field('weightKg')} />
        <TextField label="Length (cm)" {...NUMBER} {...form.field('lengthCm')} />
        <TextField label="Width (cm)" {...NUMBER} {...form.field('widthCm')} />
        <TextField label="Height (cm)" {...NUMBER} {...form.field('heightCm')} />
        <SubmitButton busy={busy} busyLabel="Packing...">
          Pack
        </SubmitButton>
      </Form>
    </li>
  );
}

/** The requests to ship parcels together, oldest first: pack each into one box, weighed and measured. */
export function PackRequests() {
  const { data, mutate } = useWaitingShipRequests();
  if (!data) return null;
  if (data.requests.length === 0)
    return <p className="text-slate-600">No request is waiting to be packed.</p>;
  return (
    <ul className="space-y-4">
      {data.requests.map((r) => (
        <PackForm key={r.id} request={r} onPacked={() => mutate()} />
      ))}
    </ul>
  );
}
