import * as z from 'zod/mini';
import { PARCEL_STATUSES, STATUS_TEXT } from '../../../core/parcels/parcel.js';
import { parcelStatusSchema } from '../../../core/parcels/parcels.schema.js';
import type { ParcelAnswer } from '../../../core/parcels/parcel-answers.schema.js';
import { moveParcel } from './parcels.api.js';
import { SubmitButton } from '../../ui/button.js';
import { Form, SelectField, TextField } from '../../ui/field.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { toast } from '../../ui/toast-store.js';

const moveSchema = z.object({
  reference: z.string().check(z.trim(), z.minLength(1, 'Give a parcel number or a tracking number')),
  status: parcelStatusSchema,
});
const STATUS_OPTIONS = PARCEL_STATUSES.filter((s) => s !== 'received').map((value) => ({
  value,
  label: STATUS_TEXT[value],
}));

/** One parcel a step forward; the command line's `parcels import-status` moves a file of them. */
export function MoveParcelForm({ onMoved }: { onMoved: (parcel: ParcelAnswer) => void }) {
  const form = useSchemaForm(moveSchema, { reference: '', status: '' }, (v) => v);
  const { busy, run } = useSubmit();
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const parcel = await run(() => moveParcel(checked.data.reference, checked.data.status), {
      title: 'Could not move the parcel',
    });
    if (!parcel) return;
    toast({
      title: `${parcel.number}: ${STATUS_TEXT[parcel.status]}`,
      description: 'The customer is mailed.',
      variant: 'success',
    });
    onMoved(parcel);
    form.reset();
  };
  return (
    <Form
      label="Move a parcel"
      onSubmit={submit}
      className="grid gap-4 sm:grid-cols-[2fr_2fr_auto] sm:items-end"
    >
      <TextField label="Parcel or tracking number" required spellCheck={false} {...form.field('reference')} />
      <SelectField
        label="New status"
        required
        placeholder="Choose"
        options={STATUS_OPTIONS}
        {...form.field('status')}
      />
      <SubmitButton busy={busy} busyLabel="Moving...">
        Move
      </SubmitButton>
    </Form>
  );
}
