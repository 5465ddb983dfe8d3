import { useState } from 'react';
import * as z from 'zod/mini';
import { HANDED_OVER, PARCEL_STATUSES, STATUS_TEXT } from '../../../core/parcels/parcel.js';
import { MAX_COLLECTOR_NAME } from '../../../core/parcels/parcel-handover.js';
import {
  COLLECTION_CODE_MESSAGE,
  COLLECTOR_NAME_MESSAGE,
  ID_LAST4_MESSAGE,
  parcelStatusSchema,
} from '../../../core/parcels/parcels.schema.js';
import { SignaturePad } from './signature-pad.js';
import type { ParcelResponse } from '../../../core/parcels/api/parcel-responses.schema.js';
import { moveParcel } from './parcels.api.js';
import { fieldIssuesOf } from '../../site/fetch-json.js';
import { SubmitButton } from '../../ui/button.js';
import { Form, SelectField, TextField } from '../../ui/field.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { toast } from '../../ui/toast-store.js';

const moveSchema = z
  .object({
    reference: z.string().check(z.trim(), z.minLength(1, 'Give a parcel number or a tracking number')),
    status: parcelStatusSchema,
    code: z.string().check(z.trim(), z.regex(/^(\d{6})?$/, COLLECTION_CODE_MESSAGE)),
    reason: z.string().check(z.trim(), z.maxLength(200, 'Please keep this to 200 characters or fewer')),
    collectedBy: z.string().check(z.trim(), z.maxLength(MAX_COLLECTOR_NAME, COLLECTOR_NAME_MESSAGE)),
    idLast4: z.string().check(z.trim(), z.regex(/^(\d{4})?$/, ID_LAST4_MESSAGE)),
    // The PNG as a data: URL, or empty: its type and size are the server's to check.
    signature: z.string(),
  })
  .check((ctx) => {
    // A handover names whoever collects it.
    if (ctx.value.status === HANDED_OVER && ctx.value.collectedBy === '')
      ctx.issues.push({
        code: 'custom',
        path: ['collectedBy'],
        message: COLLECTOR_NAME_MESSAGE,
        input: ctx.value.collectedBy,
      });
  });
type MoveValues = z.output<typeof moveSchema>;

/** Only what was typed: a blank field is left out, and who collected only at a handover. */
const handoverOf = ({ status, code, reason, collectedBy, idLast4, signature }: MoveValues) => ({
  ...(code !== '' && { code }),
  ...(reason !== '' && { reason }),
  ...(status === HANDED_OVER && {
    collectedBy,
    ...(idLast4 !== '' && { idLast4 }),
    ...(signature !== '' && { signature }),
  }),
});
const STATUS_OPTIONS = PARCEL_STATUSES.filter((s) => s !== 'received').map((value) => ({
  value,
  label: STATUS_TEXT[value],
}));

const useMoveForm = () =>
  useSchemaForm(
    moveSchema,
    { reference: '', status: '', code: '', reason: '', collectedBy: '', idLast4: '', signature: '' },
    (v) => v,
  );

/** Who collects the parcel at a handover: their name, their ID's last four digits, and their signature. */
function CollectorFields({ form, pad }: { form: ReturnType<typeof useMoveForm>; pad: number }) {
  return (
    <>
      <TextField
        label="Collected by"
        required
        hint="The name of whoever takes the parcel, as on their ID."
        autoComplete="off"
        {...form.field('collectedBy')}
      />
      <TextField
        label="ID last 4 digits"
        hint="Optional: the last four digits of their ID number."
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        {...form.field('idLast4')}
      />
      <div className="sm:col-span-2">
        <SignaturePad
          key={pad}
          label="Signature"
          onChange={(png) => form.set('signature')(png ?? '')}
          error={form.field('signature').error}
        />
      </div>
    </>
  );
}

/** One parcel a step forward; the command line's `parcels import-status` moves a file of them. */
export function MoveParcelForm({ onMoved }: { onMoved: (parcel: ParcelResponse) => void }) {
  const form = useMoveForm();
  const { busy, run } = useSubmit();
  // A new pad after each move: the last signature is not left on the screen.
  const [pad, setPad] = useState(0);
  const handingOver = form.values.status === HANDED_OVER;
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const { reference, status } = checked.data;
    const parcel = await run(() => moveParcel(reference, status, handoverOf(checked.data)), {
      title: 'Could not move the parcel',
      onError: (error) => form.showIssues(fieldIssuesOf(error)),
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
    setPad((n) => n + 1);
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
      {handingOver && <CollectorFields form={form} pad={pad} />}
      <SubmitButton busy={busy} busyLabel="Moving...">
        Move
      </SubmitButton>
    </Form>
  );
}
