import { useId, useState } from 'react';
import {
  type CustomerLookupResult,
  MISSING_NAMES,
  customerLookupSchema,
} from '../../../core/customers/customer-lookup.schema.js';
import { usShippingAddress } from '../../../core/accounts/us-address.js';
import { lookUpCustomer } from './customers.api.js';
import { useAccountLinks } from '../../site/navigation.js';
import { useIdentity } from '../../site/site-config.js';
import { Form, TextField } from '../../ui/field.js';
import { Button } from '../../ui/button.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { toast } from '../../ui/toast-store.js';
import { copyText } from '../../ui/copy-text.js';

type LookupState =
  { status: 'unknown' } | { status: 'checking' } | { status: 'done'; result: CustomerLookupResult };

const ACCOUNT_PLACEHOLDER = 'KX-YOUR-ID';

function LookupResponse({ result }: { result: CustomerLookupResult }) {
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

/** The address line by line, as a checkout form asks for it, and a button to copy it whole. */
function CopyableAddress({ address }: { address: ReturnType<typeof usShippingAddress> }) {
  const copy = async () => {
    if (await copyText(address.text)) {
      toast({ title: 'Address format copied to clipboard!', variant: 'success' });
    } else {
      toast({ title: 'Copy failed. Please long-press to copy on mobile.', variant: 'destructive' });
    }
  };
  return (
    <>
      <div className="mt-6 rounded-lg bg-slate-900 p-4 font-mono text-sm text-slate-100">
        {address.lines.map((line) => (
          <p key={line.label} className="break-words">
            {line.label}: {line.value}
          </p>
        ))}
      </div>
      <Button variant="secondary" onClick={() => void copy()} className="mt-3">
        Copy address
      </Button>
    </>
  );
}

/** Looks the shopper up by name and writes out the US address to paste at checkout. */
export function AddressGenerator() {
  const identity = useIdentity();
  const id = useId();
  const form = useSchemaForm(customerLookupSchema, { firstName: '', lastName: '' }, (values) => values);
  const { firstName, lastName } = form.values;
  const [lookup, setLookup] = useState<LookupState>({ status: 'unknown' });

  const check = async () => {
    const names = form.validate();
    if (!names.ok) {
      const [title = '', description = ''] = MISSING_NAMES.split(': ');
      toast({ title, description, variant: 'destructive' });
      return;
    }
    setLookup({ status: 'checking' });
    try {
      setLookup({ status: 'done', result: await lookUpCustomer(names.data.firstName, names.data.lastName) });
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
  // The name as the directory spells it, where the lookup gave it: parcels are matched on it.
  const address = usShippingAddress(identity, {
    firstName: found?.firstName ?? (firstName.trim() || 'First'),
    lastName: lastName.trim() || 'Last',
    accountId: found?.accountId ?? ACCOUNT_PLACEHOLDER,
  });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        Your US shopping address
      </h2>
      <p className="mt-1 text-slate-600">Enter your name to find your account ID and see your address.</p>
      <Form
        label="Find my account"
        className="mt-4 grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        onSubmit={check}
      >
        <TextField label="First name" autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" {...form.field('lastName')} />
        <Button type="submit" busy={lookup.status === 'checking'} busyLabel="Checking..." className="sm:mt-6">
          Find my account
        </Button>
      </Form>
      {result && (
        <div className="mt-4">
          <LookupResponse result={result} />
        </div>
      )}
      <CopyableAddress address={address} />
    </section>
  );
}
