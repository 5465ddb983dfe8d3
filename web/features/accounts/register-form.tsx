import { registerSchema } from '../../../core/accounts/account.schema.js';
import { NewPasswordField } from './new-password-field.js';
import { DESTINATIONS, DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { useAccountActions } from './accounts.api.js';
import { Form, SelectField, TextField } from '../../ui/field.js';
import { SubmitButton } from '../../ui/button.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { toast } from '../../ui/toast-store.js';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  destination: 'kenya',
  password: '',
};

const DESTINATION_OPTIONS = DESTINATIONS.map((value) => ({
  value,
  label: `${DESTINATION_DETAILS[value].name} (${DESTINATION_DETAILS[value].serviceType.toLowerCase()})`,
}));

/**
 * Creates an account; on success hands the e-mail to the page, which switches to Sign In. A visitor who came
 * through a customer's referral link (`/auth?ref=KX…`) signs up with it: the welcome credit follows verification.
 */
export function RegisterForm({
  onRegistered,
  referrer,
}: {
  onRegistered: (email: string) => void;
  referrer?: string | undefined;
}) {
  const form = useSchemaForm(registerSchema, EMPTY, (values) => values);
  const { register } = useAccountActions();
  const { busy, run } = useSubmit();

  const submit = async () => {
    const result = form.validate();
    if (!result.ok) return;
    const answer = await run(() => register({ ...result.data, ...(referrer && { ref: referrer }) }), {
      title: 'Registration failed',
    });
    if (!answer) return;
    toast({ title: 'Registration successful!', description: answer.message, variant: 'success' });
    form.reset();
    onRegistered(result.data.email);
  };

  return (
    <Form label="Create account" onSubmit={submit}>
      {referrer && (
        <p className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
          A friend invited you: your welcome credit is added once you verify your e-mail address.
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" required autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Last name" required autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <TextField label="Email" type="email" required autoComplete="email" {...form.field('email')} />
      <TextField label="Phone number" type="tel" required autoComplete="tel" {...form.field('phoneNumber')} />
      <SelectField
        label="Ship to"
        required
        placeholder="Choose a destination"
        options={DESTINATION_OPTIONS}
        {...form.field('destination')}
      />
      <NewPasswordField label="Password" {...form.field('password')} />
      <SubmitButton busy={busy} busyLabel="Creating account...">
        Create Account
      </SubmitButton>
    </Form>
  );
}
