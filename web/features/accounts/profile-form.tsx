import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { profileSchema } from '../../../core/accounts/account.schema.js';
import { currentUserEndpoint, updateProfileEndpoint } from '../../../core/accounts/api/session.endpoints.js';
import type { PublicUser } from '../../../core/accounts/user.js';
import { Button, SubmitButton } from '../../ui/button.js';
import { Form, TextField } from '../../ui/field.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { toast } from '../../ui/toast-store.js';
import { callApi } from '../../site/fetch-json.js';

/** The owner changes their name, phone and KRA PIN (optional); the form opens on demand. */
export function ProfileForm({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const { mutate } = useSWRConfig();
  const form = useSchemaForm(
    profileSchema,
    {
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      kraPin: user.kraPin ?? '',
    },
    (v) => v,
  );
  const { busy, run } = useSubmit();
  if (!open)
    return (
      <Button variant="quiet" className="mt-3" onClick={() => setOpen(true)}>
        Edit name, phone and KRA PIN
      </Button>
    );
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const saved = await run(() => callApi(updateProfileEndpoint, { body: checked.data }), {
      title: 'Could not save your details',
    });
    if (!saved) return;
    await mutate(currentUserEndpoint.path, saved, { revalidate: false });
    toast({ title: 'Details saved', variant: 'success' });
    setOpen(false);
  };
  return (
    <Form label="Your details" onSubmit={submit} className="mt-4 grid gap-4">
      <TextField label="First name" required autoComplete="given-name" {...form.field('firstName')} />
      <TextField label="Last name" required autoComplete="family-name" {...form.field('lastName')} />
      <TextField label="Phone number" required type="tel" autoComplete="tel" {...form.field('phoneNumber')} />
      <TextField
        label="KRA PIN (optional)"
        hint="A letter, nine digits and a letter, such as A123456789B: customs clears your parcels under it."
        autoComplete="off"
        {...form.field('kraPin')}
      />
      <div className="flex gap-3">
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save
        </SubmitButton>
        <Button variant="quiet" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
