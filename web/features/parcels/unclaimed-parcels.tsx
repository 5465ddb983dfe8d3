import type { UnclaimedParcelResponse } from '../../../core/parcels/api/parcel-desk.endpoints.js';
import { assignParcelSchema } from '../../../core/parcels/parcels.schema.js';
import { Button } from '../../ui/button.js';
import { Form, TextField } from '../../ui/field.js';
import { toast } from '../../ui/toast-store.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { assignParcel, useUnclaimed } from './parcel-desk.api.js';

/** Assigns the parcel and says so; true when it was. */
function useAssign(number: string, onAssigned: () => Promise<unknown>) {
  const { busy, run } = useSubmit();
  const assign = async (accountId: string) => {
    const parcel = await run(() => assignParcel(number, accountId), { title: `Could not assign ${number}` });
    if (!parcel) return false;
    toast({
      title: `${number} assigned to ${parcel.accountId ?? accountId}`,
      description: `Charged ${parcel.charge.toFixed(2)} USD${parcel.preAlertSaving > 0 ? ' (less the pre-alert saving)' : ''}. The customer is mailed.`,
      variant: 'success',
    });
    await onAssigned();
    return true;
  };
  return { busy, assign };
}

/** One unclaimed parcel: the customers who pre-alerted it, each one click away, or any account typed. */
function UnclaimedRow({
  parcel,
  onAssigned,
}: {
  parcel: UnclaimedParcelResponse;
  onAssigned: () => Promise<unknown>;
}) {
  const form = useSchemaForm(assignParcelSchema, { accountId: '' }, (v) => v);
  const { busy, assign } = useAssign(parcel.number, onAssigned);
  const submit = async () => {
    const checked = form.validate();
    if (checked.ok && (await assign(checked.data.accountId))) form.reset();
  };
  return (
    <li className="space-y-2 py-3 text-sm">
      <p className="flex flex-wrap gap-x-4">
        <span className="font-mono font-semibold">{parcel.number}</span>
        <span className="font-mono break-all">{parcel.trackingNumber}</span>
        <span>
          {parcel.carrier} · {parcel.receivedAt.slice(0, 10)} · {parcel.chargeableKg} kg
        </span>
        {parcel.description && <span>{parcel.description}</span>}
      </p>
      {parcel.preAlertedBy.map((owner) => (
        <p key={owner.accountId} className="flex flex-wrap items-center gap-3">
          <span>
            Pre-alerted by {owner.accountId} ({owner.name})
          </span>
          <Button size="sm" variant="secondary" busy={busy} onClick={() => void assign(owner.accountId)}>
            Assign to {owner.accountId}
          </Button>
        </p>
      ))}
      <Form label={`Assign ${parcel.number}`} onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <TextField label="Account ID" spellCheck={false} required {...form.field('accountId')} />
        <Button type="submit" variant="quiet" busy={busy} busyLabel="Assigning...">
          Assign
        </Button>
      </Form>
    </li>
  );
}

/** The parcels received with no account we know, waiting for staff to give them their owner. */
export function UnclaimedParcels({ version, onAssigned }: { version: number; onAssigned: () => void }) {
  const { data, mutate } = useUnclaimed(version);
  if (!data) return <p className="text-sm text-slate-600">Loading…</p>;
  if (data.parcels.length === 0) return <p className="text-sm text-slate-600">No unclaimed parcels.</p>;
  const refresh = async () => {
    await mutate();
    onAssigned();
  };
  return (
    <ul aria-label="Unclaimed parcels" className="divide-y divide-slate-100">
      {data.parcels.map((p) => (
        <UnclaimedRow key={p.number} parcel={p} onAssigned={refresh} />
      ))}
    </ul>
  );
}
