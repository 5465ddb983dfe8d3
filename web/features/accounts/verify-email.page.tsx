import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import useSWRImmutable from 'swr/immutable';
import { verifyEmailSchema } from '../../../core/accounts/account.schema.js';
import { checkVerificationLink, serverMessage, useAccountActions } from './accounts.api.js';
import { ApiError } from '../../site/fetch-json.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { PageSpinner } from '../../layout/site-layout.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { SubmitButton, buttonClass } from '../../ui/button.js';
import { Form, TextField } from '../../ui/field.js';

type Verified = Awaited<ReturnType<ReturnType<typeof useAccountActions>['verifyEmail']>>;

const FALLBACK_FAILURE = 'The verification link may be invalid or expired.';

const primaryLink = buttonClass();
const secondaryLink =
  'rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50';

/** The address of the link is verified already (the server responds with 409 to whoever holds one of its links). */
const isAlreadyVerified = (error: unknown) => error instanceof ApiError && error.status === 409;
/** A wrong password (401) or too many attempts from this connection (429): the form stays for another try. */
const isRetryable = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 429);

function Panel({
  title,
  tone,
  children,
}: {
  title: string;
  tone: 'neutral' | 'bad' | 'good';
  children: ReactNode;
}) {
  const toneClass = { neutral: 'text-slate-900', bad: 'text-red-700', good: 'text-green-700' }[tone];
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
        <h1 className={`text-2xl font-bold ${toneClass}`}>{title}</h1>
        {children}
      </div>
    </div>
  );
}

function Waiting({ title, text }: { title: string; text: string }) {
  return (
    <Panel title={title} tone="neutral">
      <p className="mt-2 text-slate-600">{text}</p>
      <PageSpinner inCard />
    </Panel>
  );
}

function Failed({ error }: { error: unknown }) {
  return (
    <Panel title="Verification Failed" tone="bad">
      <p className="mt-3 text-slate-700">{serverMessage(error, FALLBACK_FAILURE)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/auth" className={primaryLink}>
          Try Again
        </Link>
        <Link to="/contact" className={secondaryLink}>
          Contact Support
        </Link>
      </div>
    </Panel>
  );
}

/** A link opened again once its address is verified: nothing to do but sign in. */
function AlreadyVerified({ error }: { error: unknown }) {
  return (
    <Panel title="Email Already Verified" tone="good">
      <p className="mt-3 text-slate-700">
        {serverMessage(error, 'This e-mail address is already verified. Please sign in.')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/auth" className={primaryLink}>
          Sign In
        </Link>
        <Link to="/" className={secondaryLink}>
          Go to Home Page
        </Link>
      </div>
    </Panel>
  );
}

/** Verified with the password just typed: the owner is signed in, so the way on is the dashboard. */
function Success({ user }: { user: Verified['user'] }) {
  return (
    <Panel title="Email Verified Successfully!" tone="good">
      <p className="mt-3 text-slate-700">
        You are signed in: your US address and parcels are on your dashboard.
      </p>
      <dl className="mt-6 space-y-2 text-left text-slate-700">
        <div className="flex justify-between gap-4">
          <dt className="font-medium text-slate-900">Name</dt>
          <dd>
            {user.firstName} {user.lastName}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="font-medium text-slate-900">Email</dt>
          <dd className="break-all">{user.email}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="font-medium text-slate-900">Account ID</dt>
          <dd className="font-mono">{user.accountId}</dd>
        </div>
      </dl>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/dashboard" className={primaryLink}>
          Go to Your Dashboard
        </Link>
        <Link to="/" className={secondaryLink}>
          Go to Home Page
        </Link>
      </div>
    </Panel>
  );
}

/** The password step: the link proves the mailbox, the password chosen at sign-up proves the registration. */
function PasswordStep({
  token,
  refusal,
  onVerify,
}: {
  token: string;
  refusal: string | undefined;
  onVerify: (password: string) => void;
}) {
  const form = useSchemaForm(verifyEmailSchema, { password: '' }, (values) => ({ ...values, token }));
  const submit = () => {
    const result = form.validate();
    if (result.ok) onVerify(result.data.password);
  };
  return (
    <Panel title="Verify Your Email" tone="neutral">
      <p className="mt-3 text-slate-700">
        Enter the password you chose when you signed up. It shows that this registration is yours.
      </p>
      <Form label="Verify your e-mail address" onSubmit={submit} className="mt-6 space-y-4 text-left">
        <TextField
          label="Password"
          type="password"
          required
          autoComplete="current-password"
          {...form.field('password')}
        />
        {refusal && (
          <p role="alert" className="text-sm text-red-700">
            {refusal}
          </p>
        )}
        <SubmitButton busy={false} busyLabel="Verifying...">
          Verify
        </SubmitButton>
      </Form>
      <p className="mt-6 text-sm text-slate-600">
        Forgotten that password?{' '}
        <Link to="/auth?tab=register" className="font-medium text-brand-700 underline">
          Register again
        </Link>{' '}
        with a new one, and open the link of the new e-mail.
      </p>
    </Panel>
  );
}

/**
 * A link with a token: first whether it can still verify (nothing changes), then the password, then the
 * verification itself. A wrong password leaves the form for another try; the server counts the tries.
 */
function VerifyToken({ token }: { token: string }) {
  const link = useSWRImmutable(['verification-link', token], ([, t]) => checkVerificationLink(t), {
    shouldRetryOnError: false,
  });
  const { verifyEmail } = useAccountActions();
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState<Verified | undefined>();
  const [failure, setFailure] = useState<unknown>();
  const [refusal, setRefusal] = useState<string | undefined>();

  // Verified, the customer is signed in: the way on is the dashboard, not the sign-in form again.
  const verify = async (password: string) => {
    setVerifying(true);
    setRefusal(undefined);
    try {
      setVerified(await verifyEmail(token, password));
    } catch (error) {
      if (isRetryable(error)) setRefusal(serverMessage(error));
      else setFailure(error ?? new Error('verification failed'));
    } finally {
      setVerifying(false);
    }
  };

  if (verified) return <Success user={verified.user} />;
  if (verifying) return <Waiting title="Verifying Your Email" text="This takes a moment." />;
  const error: unknown = failure ?? link.error;
  if (error) return isAlreadyVerified(error) ? <AlreadyVerified error={error} /> : <Failed error={error} />;
  if (!link.data) return <Waiting title="Opening Your Link" text="This takes a moment." />;
  return <PasswordStep token={token} refusal={refusal} onVerify={(password) => void verify(password)} />;
}

export default function VerifyEmailPage() {
  usePageMeta('Verify Your Email', 'Confirm the e-mail address of your account.');
  const token = useSearchParams()[0].get('token');
  if (!token) {
    return (
      <Panel title="Invalid Verification Link" tone="bad">
        <p className="mt-3 text-slate-700">
          This link has no verification code. Open the link from the e-mail we sent.
        </p>
        <div className="mt-6">
          <Link to="/auth" className={primaryLink}>
            Back to Sign In
          </Link>
        </div>
      </Panel>
    );
  }
  // A new key per token: following another link starts afresh.
  return <VerifyToken key={token} token={token} />;
}
