import { receiveParcelSchema } from '../../../core/parcels/parcels.schema.js';
import type { ParcelResponse } from '../../../core/parcels/api/parcel-responses.schema.js';
import { formatUsd } from '../../../core/shared/money.js';
import { useState } from 'react';
import { addParcelPhotos, receiveParcel } from './parcels.api.js';
import { PhotoPicker } from './photo-picker.js';
import { SubmitButton } from '../../ui/button.js';
import { Form, TextField } from '../../ui/field.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { toast } from '../../ui/toast-store.js';
import { moveOnEnter } from './scanner-enter.js';

const EMPTY = {
  accountId: '',
  trackingNumber: '',
  carrier: '',
  weightKg: '',
  lengthCm: '',
  widthCm: '',
  heightCm: '',
  description: '',
  value: '',
};
type Values = typeof EMPTY;

/** A typed number, or the text itself for the schema to refuse by name; an empty optional field is left out. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));
const toInput = (v: Values) => ({
  ...v,
  weightKg: numberOf(v.weightKg),
  lengthCm: numberOf(v.lengthCm),
  widthCm: numberOf(v.widthCm),
  heightCm: numberOf(v.heightCm),
  description: v.description.trim() === '' ? undefined : v.description,
  value: numberOf(v.value),
});

const usd = (dollars: number) => formatUsd(Math.round(dollars * 100));
const NUMBER = { inputMode: 'decimal' as const, required: true };

/** What the desk says of a parcel received: its charge, or that it waits unclaimed for its account. */
function receivedToast(parcel: ParcelResponse) {
  if (parcel.accountId === null) {
    toast({
      title: `Received unclaimed: ${parcel.number}`,
      description: `${parcel.weights.chargeableKg} kg chargeable. No account has this ID: keep it, and assign it below once its owner is known.`,
      variant: 'success',
    });
    return;
  }
  const saving = parcel.preAlertSaving > 0 ? `, ${usd(parcel.preAlertSaving)} pre-alert saving` : '';
  toast({
    title: `Received: ${parcel.number}`,
    description: `${parcel.weights.chargeableKg} kg chargeable, ${usd(parcel.charge)}${saving}. The customer is mailed.`,
    variant: 'success',
  });
}

type ReceiveForm = ReturnType<typeof useSchemaForm<typeof receiveParcelSchema, Values>>;

/** The label, the scale and the tape; a scanner's Enter moves on to the next empty field (scanner-enter.ts). */
function ReceiveFields({ form }: { form: ReceiveForm }) {
  return (
    <div className="contents" onKeyDown={moveOnEnter}>
      <TextField
        label="Account ID (suite)"
        hint="Leave empty when the label has none: the parcel is kept unclaimed."
        spellCheck={false}
        {...form.field('accountId')}
      />
      <TextField label="Tracking number" required spellCheck={false} {...form.field('trackingNumber')} />
      <TextField label="Carrier" required {...form.field('carrier')} />
      <TextField label="Weight (kg)" {...NUMBER} {...form.field('weightKg')} />
      <TextField label="Length (cm)" {...NUMBER} {...form.field('lengthCm')} />
      <TextField label="Width (cm)" {...NUMBER} {...form.field('widthCm')} />
      <TextField label="Height (cm)" {...NUMBER} {...form.field('heightCm')} />
      <TextField label="Value (USD, optional)" inputMode="decimal" {...form.field('value')} />
      <div className="sm:col-span-2">
        <TextField label="Description (optional)" {...form.field('description')} />
      </div>
    </div>
  );
}

/**
 * The warehouse's receiving desk: the parcel's number and charge come back. A label naming no account we know is
 * received unclaimed, for staff to assign later.
 */
export function ReceiveParcelForm({ onReceived }: { onReceived: (parcel: ParcelResponse) => void }) {
  const form = useSchemaForm(receiveParcelSchema, EMPTY, toInput);
  const [photos, setPhotos] = useState<File[]>([]);
  const { busy, run } = useSubmit();
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const received = await run(() => receiveParcel(checked.data), { title: 'Could not receive the parcel' });
    if (!received) return;
    // Received whatever becomes of its photos: a refused one can be taken again below.
    const photographed =
      photos.length === 0
        ? received
        : await run(() => addParcelPhotos(received.number, photos), {
            title: `Received ${received.number}, but its photos were not kept`,
          });
    const parcel = photographed ?? received;
    receivedToast(parcel);
    onReceived(parcel);
    form.reset();
    setPhotos([]);
  };
  return (
    <Form label="Receive a parcel" onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <ReceiveFields form={form} />
      <div className="sm:col-span-2">
        <PhotoPicker photos={photos} onChange={setPhotos} />
      </div>
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} busyLabel="Receiving...">
          Receive parcel
        </SubmitButton>
      </div>
    </Form>
  );
}
