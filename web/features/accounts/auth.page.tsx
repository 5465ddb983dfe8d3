import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useUser } from '../../site/session.js';
import { RegisterForm } from './register-form.js';
import { SignInForm } from './sign-in-form.js';
import { PageSpinner } from '../../layout/site-layout.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { useIdentity } from '../../site/site-config.js';
import { FIGURES } from '../pricing/figures.js';

type Tab = 'signin' | 'register';

const BENEFITS = [
  'A free US warehouse address and your own account ID (KX…)',
  `Weekly flights from Delaware to Nairobi, delivered ${FIGURES.kenyaTransit}`,
  `${FIGURES.kenyaRate} to Kenya with no hidden fees; pickup in Juba for South Sudan`,
  'Buy for Me when a US store will not take your card',
];

const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow';

export default function AuthPage() {
  const identity = useIdentity();
  usePageMeta('Sign In or Create an Account', `Sign in or create your free ${identity.brandName} account.`);
  const { data: user, isLoading } = useUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const [registeredEmail, setRegisteredEmail] = useState('');
  const tab: Tab = searchParams.get('tab') === 'register' ? 'register' : 'signin';
  // The account ID of the referral link the visitor came through, kept while they switch tabs.
  const referrer = searchParams.get('ref') ?? undefined;

  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to="/dashboard" replace />;

  const showTab = (next: Tab) =>
    setSearchParams(
      { ...(next === 'register' && { tab: 'register' }), ...(referrer !== undefined && { ref: referrer }) },
      { replace: true },
    );

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-2 lg:items-start lg:py-16">
      <section aria-labelledby="auth-pitch" className="order-2 lg:order-1">
        <h1 id="auth-pitch" className="text-3xl font-bold text-slate-900 sm:text-4xl">
          Shop the US, receive in Kenya
        </h1>
        <p className="mt-3 text-lg text-slate-700">
          Your {identity.brandName} account gives you a US address to shop with and a dashboard for your
          parcels.
        </p>
        <ul className="mt-6 space-y-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex gap-3 text-slate-700">
              <span aria-hidden="true" className="mt-1 h-2 w-2 flex-none rounded-full bg-brand-600" />
              {benefit}
            </li>
          ))}
        </ul>
      </section>

      <div className="order-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:order-2">
        <Tabs.Root
          value={tab}
          onValueChange={(value) => showTab(value === 'register' ? 'register' : 'signin')}
        >
          <Tabs.List
            aria-label="Sign in or create an account"
            className="flex gap-1 rounded-lg bg-slate-100 p-1"
          >
            <Tabs.Trigger value="signin" className={tabClass}>
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClass}>
              Create Account
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signin" className="mt-6">
            <SignInForm key={registeredEmail} initialEmail={registeredEmail} />
          </Tabs.Content>
          <Tabs.Content value="register" className="mt-6">
            <RegisterForm
              referrer={referrer}
              onRegistered={(email) => {
                setRegisteredEmail(email);
                showTab('signin');
              }}
            />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </div>
  );
}
