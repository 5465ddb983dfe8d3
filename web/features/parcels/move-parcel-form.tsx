import * as z from 'zod/mini';
import { PARCEL_STATUSES, STATUS_TEXT } from '../../../core/parcels/parcel.js';
import { COLLECTION_CODE_MESSAGE, parcelStatusSchema } from '../../../core/parcels/parcels.schema.js';
import type { ParcelResponse } from '../../../core/parcels/api/parcel-responses.schema.js';
import { moveParcel } from './parcels.api.js';
import { SubmitButton } from '../../ui/button.js';
import { Form, SelectField, TextField } from '../../ui/field.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { toast } from '../../ui/toast-store.js';

const moveSchema = z.object({
  reference: z.string().check(z.trim(), z.minLength(1, 'Give a parcel number or a tracking number')),
  status: parcelStatusSchema,
  code: z.string().check(z.trim(), z.regex(/^(\d{6})?$/, COLLECTION_CODE_MESSAGE)),
  reason: z.string().check(z.trim(), z.maxLength(200, 'Please keep this to 200 characters or fewer')),
});

/** Only what was typed: a blank code or reason is left out. */
const handoverOf = ({ code, reason }: { code: string; reason: string }) => ({
  ...(code !== '' && { code }),
  ...(reason !== '' && { reason }),
});
const STATUS_OPTIONS = PARCEL_STATUSES.filter((s) => s !== 'received').map((value) => ({
  value,
  label: STATUS_TEXT[value],
}));

/** One parcel a step forward; the command line's `parcels import-status` moves a file of them. */
export function MoveParcelForm({ onMoved }: { onMoved: (parcel: ParcelResponse) => void }) {
  const form = useSchemaForm(moveSchema, { reference: '', status: '', code: '', reason: '' }, (v) => v);
  const { busy, run } = useSubmit();
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const { reference, status } = checked.data;
    const parcel = await run(() => moveParcel(reference, status, handoverOf(checked.data)), {
      title: 'Could not move the parcel',
    });
    if (!parcel) return;
    // A box moves as one: the toast names the box and every parcel in it.
    toast({
      title: parcel.box
        ? `Box ${parcel.box.number}: ${STATUS_TEXT[parcel.status]}`
        : `${parcel.number}: ${STATUS_TEXT[parcel.status]}`,
      description: parcel.box
        ? `Parcels ${parcel.box.parcels.join(', ')}. The customer is mailed.`
        : 'The customer is mailed.',
      variant: 'success',
    });
    onMoved(parcel);
    form.reset();
  };
  return (
    <Form label="Move a parcel" onSubmit={submit} className="grid gap-4 sm:grid-cols-2 sm:items-end">
      <TextField label="Parcel or tracking number" required spellCheck={false} {...form.field('reference')} />
      <SelectField
        label="New status"
        required
        placeholder="Choose"
        options={STATUS_OPTIONS}
        {...form.field('status')}
      />
      <TextField
        label="Collection code (to hand over)"
        hint="The six digits the customer shows. Without them, say why below."
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        {...form.field('code')}
      />
      <TextField
        label="Reason (without a code, or unpaid)"
        hint="Kept with the step; staff see it, the customer does not."
        {...form.field('reason')}
      />
      <SubmitButton busy={busy} busyLabel="Moving...">
        Move
      </SubmitButton>
    </Form>
  );
}
