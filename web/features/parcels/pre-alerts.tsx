import type { PreAlertResponse } from '../../../core/parcels/api/parcel-responses.schema.js';
import { preAlertSchema } from '../../../core/parcels/parcels.schema.js';
import { SERVICE_TERMS } from '../../../core/pricing/service-terms.js';
import { formatUsd } from '../../../core/shared/money.js';
import { createPreAlert, deletePreAlert, usePreAlerts } from './parcels.api.js';
import { Button, SubmitButton } from '../../ui/button.js';
import { Form, TextField } from '../../ui/field.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { toast } from '../../ui/toast-store.js';

const EMPTY = { carrier: '', trackingNumber: '', description: '', value: '' };
const saving = formatUsd(SERVICE_TERMS.preAlertSavingCents);

function PreAlertForm({ onSaved }: { onSaved: () => Promise<unknown> }) {
  const form = useSchemaForm(preAlertSchema, EMPTY, (v) => ({
    ...v,
    value: v.value.trim() === '' ? undefined : Number(v.value),
  }));
  const { busy, run } = useSubmit();
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const created = await run(() => createPreAlert(checked.data), { title: 'Could not save the pre-alert' });
    if (!created) return;
    toast({
      title: 'Pre-alert saved',
      description: `${created.trackingNumber}: ${saving} off when it arrives.`,
      variant: 'success',
    });
    form.reset();
    await onSaved();
  };
  return (
    <Form label="Pre-alert a parcel" onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextField label="Carrier" required placeholder="UPS, FedEx, USPS, Amazon" {...form.field('carrier')} />
      <TextField label="Tracking number" required spellCheck={false} {...form.field('trackingNumber')} />
      <TextField label="What is in it" required {...form.field('description')} />
      <TextField label="Value (USD)" required inputMode="decimal" {...form.field('value')} />
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save pre-alert
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Pre-alerts: a form to add one, and the list a page at a time, each withdrawable until its parcel arrives. */
export function PreAlerts() {
  const { data: pages, mutate, size, setSize, isValidating } = usePreAlerts();
  const alerts = pages?.flatMap((page) => page.preAlerts) ?? [];
  const more = pages?.at(-1)?.nextCursor != null;
  const remove = async (id: string) => {
    try {
      await deletePreAlert(id);
      await mutate();
      toast({ title: 'Pre-alert deleted' });
    } catch {
      toast({ title: 'Could not delete the pre-alert', variant: 'destructive' });
    }
  };
  return (
    <section
      aria-labelledby="pre-alerts-heading"
      className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="pre-alerts-heading" className="text-xl font-bold text-slate-900">
        Pre-alerts
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Tell us a parcel is coming before it reaches Delaware and its shipping costs {saving} less.
      </p>
      <div className="mt-4">
        <PreAlertForm onSaved={() => mutate()} />
      </div>
      {alerts.length > 0 && (
        <ul className="mt-6 divide-y divide-slate-100 border-t border-slate-100" aria-label="Your pre-alerts">
          {alerts.map((alert) => (
            <PreAlertRow key={alert.id} alert={alert} onDelete={() => void remove(alert.id)} />
          ))}
        </ul>
      )}
      {more && (
        <Button variant="quiet" size="sm" disabled={isValidating} onClick={() => void setSize(size + 1)}>
          {isValidating ? 'Loading...' : 'Show older pre-alerts'}
        </Button>
      )}
    </section>
  );
}

function PreAlertRow({ alert, onDelete }: { alert: PreAlertResponse; onDelete: () => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="break-all font-mono font-semibold text-slate-900">{alert.trackingNumber}</p>
        <p className="text-sm text-slate-600">
          {alert.carrier} · {alert.description} · {formatUsd(Math.round(alert.value * 100))}
        </p>
      </div>
      {alert.parcelNumber ? (
        <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-800">
          Arrived: {alert.parcelNumber}
        </span>
      ) : (
        <Button
          variant="quiet"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete pre-alert ${alert.trackingNumber}`}
        >
          Delete
        </Button>
      )}
    </li>
  );
}
