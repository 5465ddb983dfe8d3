import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { emailOnlySchema, resetPasswordSchema } from '../../../core/accounts/account.schema.js';
import { confirmPasswordReset, requestPasswordReset } from './accounts.api.js';
import { NewPasswordField } from './new-password-field.js';
import { Form, TextField } from '../../ui/field.js';
import { SubmitButton } from '../../ui/button.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { usePageMeta } from '../../ui/page-meta.js';

function Done({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <div role="status">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-700">{message}</p>
      {children}
    </div>
  );
}

/** Step one: ask for a link by e-mail. The response is the same whether or not the address has an account. */
function RequestLinkForm() {
  const form = useSchemaForm(emailOnlySchema, { email: '' }, (values) => values);
  const { busy, run } = useSubmit();
  const [sent, setSent] = useState('');

  const submit = async () => {
    const result = form.validate();
    if (!result.ok) return;
    const answer = await run(() => requestPasswordReset(result.data.email), { title: 'Request failed' });
    if (answer) setSent(answer.message);
  };

  if (sent) return <Done title="Check your e-mail" message={`${sent} The link is valid for one hour.`} />;
  return (
    <Form label="Request a password reset link" onSubmit={submit}>
      <p className="text-slate-700">Enter the e-mail address of your account and we will send you a link.</p>
      <TextField label="Email" type="email" required autoComplete="email" {...form.field('email')} />
      <SubmitButton busy={busy} busyLabel="Sending...">
        Send Reset Link
      </SubmitButton>
    </Form>
  );
}

/** Step two, from the link: choose a new password. Every session of the account ends. */
function NewPasswordForm({ token }: { token: string }) {
  const form = useSchemaForm(resetPasswordSchema, { password: '' }, (values) => ({ ...values, token }));
  const { busy, run } = useSubmit();
  const [changed, setChanged] = useState('');

  const submit = async () => {
    const result = form.validate();
    if (!result.ok) return;
    const answer = await run(() => confirmPasswordReset(token, result.data.password), {
      title: 'Password not changed',
    });
    if (answer) setChanged(answer.message);
  };

  if (changed) {
    return (
      <Done title="Password changed" message={changed}>
        <Link to="/auth" className="mt-4 inline-block font-semibold text-brand-700 underline">
          Sign in
        </Link>
      </Done>
    );
  }
  return (
    <Form label="Choose a new password" onSubmit={submit}>
      <NewPasswordField label="New password" {...form.field('password')} />
      <SubmitButton busy={busy} busyLabel="Saving...">
        Set New Password
      </SubmitButton>
      <p className="text-sm text-slate-600">
        Link expired?{' '}
        <Link to="/reset-password" className="font-medium text-brand-700 underline">
          Ask for a new one
        </Link>
      </p>
    </Form>
  );
}

export default function ResetPasswordPage() {
  usePageMeta('Reset Your Password', 'Choose a new password for your account.');
  const token = useSearchParams()[0].get('token');
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">Reset your password</h1>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {/* A new key per token: following a second link starts a fresh form. */}
        {token ? <NewPasswordForm key={token} token={token} /> : <RequestLinkForm />}
      </div>
    </div>
  );
}
