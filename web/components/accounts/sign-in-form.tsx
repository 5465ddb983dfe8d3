import { Link } from 'react-router-dom';
import { loginSchema } from '../../../core/accounts/account.schema.js';
import { useAccountActions } from '../../api/account.js';
import { SchemaForm, SubmitButton, TextField } from '../forms/fields.js';
import { useSchemaForm } from '../forms/use-schema-form.js';
import { useSubmit } from '../forms/use-submit.js';
import { toast } from '../toast-store.js';

/** Signs in; the page redirects to the dashboard once the cached user changes. */
export function SignInForm({ initialEmail = '' }: { initialEmail?: string }) {
  const form = useSchemaForm(loginSchema, { email: initialEmail, password: '' }, (values) => values);
  const { logIn } = useAccountActions();
  const { busy, run } = useSubmit();

  const submit = async () => {
    const result = form.validate();
    if (!result.ok) return;
    const answer = await run(() => logIn(result.data.email, result.data.password), { title: 'Login failed' });
    if (answer) toast({ title: 'Welcome back!', description: answer.message, variant: 'success' });
  };

  return (
    <SchemaForm label="Sign in" onSubmit={submit}>
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
    </SchemaForm>
  );
}
