import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import useSWRImmutable from 'swr/immutable';
import { serverMessage, verifyEmailToken } from '../api/account.js';
import { PageSpinner } from '../components/layout/site-layout.js';
import { usePageMeta } from '../components/page-meta.js';
import { buttonClass } from '../ui/button.js';

type VerificationAnswer = Awaited<ReturnType<typeof verifyEmailToken>>;

const FALLBACK_FAILURE = 'The verification link may be invalid or expired.';

const primaryLink = buttonClass();
const secondaryLink =
  'rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50';

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

/** A token is redeemed once: the call runs when the page opens and is never retried or refetched. */
function VerifyToken({ token }: { token: string }) {
  const { data, error, isLoading } = useSWRImmutable<VerificationAnswer, unknown, [string, string]>(
    ['verify-email', token],
    ([, t]) => verifyEmailToken(t),
    { shouldRetryOnError: false },
  );

  if (isLoading) {
    return (
      <Panel title="Verifying Your Email" tone="neutral">
        <p className="mt-2 text-slate-600">This takes a moment.</p>
        <PageSpinner />
      </Panel>
    );
  }
  if (error || !data) {
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
  const { user } = data;
  return (
    <Panel title="Email Verified Successfully!" tone="good">
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
        <Link to="/auth" className={primaryLink}>
          Sign In to Your Account
        </Link>
        <Link to="/" className={secondaryLink}>
          Go to Home Page
        </Link>
      </div>
    </Panel>
  );
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
  return <VerifyToken token={token} />;
}
