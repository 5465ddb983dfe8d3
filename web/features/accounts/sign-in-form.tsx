import { useState } from 'react';
import { Link } from 'react-router-dom';
import { loginSchema } from '../../../core/accounts/account.schema.js';
import { useAccountActions } from './accounts.api.js';
import { ApiError } from '../../site/fetch-json.js';
import { Form, TextField } from '../../ui/field.js';
import { Button, SubmitButton } from '../../ui/button.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { toast } from '../../ui/toast-store.js';

/** The offer an unverified address gets instead of a session: a new link to the inbox that proves it. */
function ResendOffer({ email }: { email: string }) {
  const { resendVerification } = useAccountActions();
  const { busy, run } = useSubmit();
  const resend = async () => {
    const answer = await run(() => resendVerification(email), { title: 'Could not send the email' });
    if (answer) toast({ title: 'Check your e-mail', description: answer.message, variant: 'success' });
  };
  return (
    <div
      role="status"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p>
        <strong>{email}</strong> is not verified yet. Open the link we mailed you, then sign in.
      </p>
      <Button variant="quiet" size="sm" busy={busy} onClick={() => void resend()} className="mt-3">
        {busy ? 'Sending...' : 'Send a new link'}
      </Button>
    </div>
  );
}

/** Signs in; the page redirects to the dashboard once the cached user changes. */
export function SignInForm({ initialEmail = '' }: { initialEmail?: string }) {
  const form = useSchemaForm(loginSchema, { email: initialEmail, password: '' }, (values) => values);
  const { logIn } = useAccountActions();
  const { busy, run } = useSubmit();
  const [unverified, setUnverified] = useState<string | null>(null);

  const submit = async () => {
    const result = form.validate();
    if (!result.ok) return;
    setUnverified(null);
    const { email, password } = result.data;
    const answer = await run(
      () =>
        logIn(email, password).catch((error: unknown) => {
          // The right password of an address not yet verified: no session, the offer of a new link.
          if (error instanceof ApiError && error.status === 403) setUnverified(email);
          throw error;
        }),
      { title: 'Login failed' },
    );
    if (answer) toast({ title: 'Welcome back!', description: answer.message, variant: 'success' });
  };

  return (
    <Form label="Sign in" onSubmit={submit}>
      <TextField label="Email" type="email" required autoComplete="email" {...form.field('email')} />
      <TextField
        label="Password"
        type="password"
        required
        autoComplete="current-password"
        {...form.field('password')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SubmitButton busy={busy} busyLabel="Signing in...">
          Sign In
        </SubmitButton>
        <Link to="/reset-password" className="text-sm font-medium text-brand-700 underline">
          Forgot your password?
        </Link>
      </div>
      {unverified && <ResendOffer email={unverified} />}
    </Form>
  );
}
