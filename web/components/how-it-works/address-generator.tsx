import { useId, useState } from 'react';
import { type CustomerLookupResult, MISSING_NAMES } from '../../../core/customers/customer-lookup.schema.js';
import { lookUpCustomer } from '../../api/customers.js';
import { useAccountLinks } from '../../site/navigation.js';
import { useIdentity } from '../../site/site-config.js';
import { useEarlyValue } from '../../ui/use-early-input.js';
import { toast } from '../toast-store.js';
import { copyText } from '../copy-text.js';
import { buttonClass } from '../../ui/button.js';

type LookupState =
  { status: 'unknown' } | { status: 'checking' } | { status: 'done'; result: CustomerLookupResult };

const ACCOUNT_PLACEHOLDER = 'KX-YOUR-ID';

const inputClass =
  'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

function LookupAnswer({ result }: { result: CustomerLookupResult }) {
  const portal = useAccountLinks();
  if (!result.found) {
    return (
      <div role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <p className="font-semibold text-slate-900">New Customer</p>
        <p className="mt-1 text-sm text-slate-700">
          We could not find that name. Sign up free to get your account ID, then come back for your address.
        </p>
        <a
          href={portal.signUp('address_generator')}
          className="mt-2 inline-block font-semibold text-brand-700 underline"
        >
          Sign up free
        </a>
      </div>
    );
  }
  if ('ambiguous' in result) {
    return (
      <div role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
        <p className="font-semibold text-slate-900">More than one customer has this name</p>
        <p className="mt-1 text-sm text-slate-700">
          Sign in to see your account ID, or ask us on WhatsApp and we will tell you.
        </p>
        <a
          href={portal.logIn('address_generator')}
          className="mt-2 inline-block font-semibold text-brand-700 underline"
        >
          Sign in
        </a>
      </div>
    );
  }
  return (
    <div role="status" className="rounded-lg border border-green-200 bg-green-50 p-4">
      <p className="font-semibold text-green-900">Customer Found!</p>
      <p className="mt-1 text-sm text-green-900">
        Welcome back, {result.customer.firstName}! Your account ID is{' '}
        <strong className="font-mono">{result.customer.accountId}</strong>.
      </p>
      <a
        href={portal.logIn('address_generator')}
        className="mt-2 inline-block font-semibold text-brand-700 underline"
      >
        Log in to your account
      </a>
    </div>
  );
}

/** Looks the shopper up by name and writes out the US address to paste at checkout. */
export function AddressGenerator() {
  const identity = useIdentity();
  const id = useId();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const firstNameRef = useEarlyValue<HTMLInputElement>(firstName, setFirstName);
  const lastNameRef = useEarlyValue<HTMLInputElement>(lastName, setLastName);
  const [lookup, setLookup] = useState<LookupState>({ status: 'unknown' });

  const check = async () => {
    if (!firstName.trim() || !lastName.trim()) {
      const [title = '', description = ''] = MISSING_NAMES.split(': ');
      toast({ title, description, variant: 'destructive' });
      return;
    }
    setLookup({ status: 'checking' });
    try {
      setLookup({ status: 'done', result: await lookUpCustomer(firstName, lastName) });
    } catch {
      setLookup({ status: 'unknown' });
      toast({
        title: 'Lookup Failed',
        description: 'Unable to check customer status. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const result = lookup.status === 'done' ? lookup.result : undefined;
  const found = result?.found && 'customer' in result ? result.customer : undefined;
  const accountId = found?.accountId ?? ACCOUNT_PLACEHOLDER;
  // The name as the directory spells it, where the lookup gave it: parcels are matched on it.
  const name = `${found?.firstName ?? (firstName.trim() || 'First')} ${lastName.trim() || 'Last'}`;
  const addressLines = [
    `Full name: ${name}`,
    `Address line 2: ${accountId}`,
    `Address: ${identity.warehouseAddress}`,
  ];

  const copy = async () => {
    if (await copyText(addressLines.join('\n'))) {
      toast({ title: 'Address format copied to clipboard!', variant: 'success' });
    } else {
      toast({ title: 'Copy failed. Please long-press to copy on mobile.', variant: 'destructive' });
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        Your US shopping address
      </h2>
      <p className="mt-1 text-slate-600">Enter your name to find your account ID and see your address.</p>
      <form
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void check();
        }}
      >
        <div>
          <label htmlFor={`${id}-first`} className="block text-sm font-medium text-slate-800">
            First name
          </label>
          <input
            ref={firstNameRef}
            id={`${id}-first`}
            value={firstName}
            onChange={(e) => setFirstName(e.target.value)}
            autoComplete="given-name"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-last`} className="block text-sm font-medium text-slate-800">
            Last name
          </label>
          <input
            ref={lastNameRef}
            id={`${id}-last`}
            value={lastName}
            onChange={(e) => setLastName(e.target.value)}
            autoComplete="family-name"
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={lookup.status === 'checking'} className={buttonClass()}>
          {lookup.status === 'checking' ? 'Checking...' : 'Find my account'}
        </button>
      </form>
      {result && (
        <div className="mt-4">
          <LookupAnswer result={result} />
        </div>
      )}
      <div className="mt-6 rounded-lg bg-slate-900 p-4 font-mono text-sm text-slate-100">
        {addressLines.map((line) => (
          <p key={line} className="break-words">
            {line}
          </p>
        ))}
      </div>
      <button
        type="button"
        onClick={() => void copy()}
        className="mt-3 rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
      >
        Copy address
      </button>
    </section>
  );
}
