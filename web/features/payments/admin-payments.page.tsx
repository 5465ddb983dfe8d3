import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { paymentDayOf } from '../../../core/payments/payment-day.js';
import { paymentDayEndpoint } from '../../../core/payments/api/payments.endpoints.js';
import { formatUsd } from '../../../core/shared/money.js';
import { Section } from '../../ui/card.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { PaymentDay } from './payment-day.js';
import { CreditAccountForm, RecordPaymentForm, ReverseEntryForm } from './staff-payment-forms.js';
import { UnmatchedPayments } from './unmatched-payments.js';

/** Staff's desk for money: the day's payments, recording one, goodwill, reversals and unmatched paybill payments. */
export default function AdminPaymentsPage() {
  usePageMeta(
    'Payments',
    'Staff: the day’s payments, record a payment, credit, reverse, match paybill payments.',
  );
  const [day, setDay] = useState(() => paymentDayOf(new Date()));
  const [reversing, setReversing] = useState<{ id: string; what: string }>();
  const { mutate } = useSWRConfig();
  const refreshDays = () => void mutate((key) => Array.isArray(key) && key[0] === paymentDayEndpoint.path);
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Payments</h1>
      <Section title="The day’s payments" intro="Posted on the day in Nairobi time, newest first.">
        <PaymentDay
          day={day}
          onDay={setDay}
          onReverse={(entry) =>
            setReversing({ id: entry.id, what: `${formatUsd(entry.amountCents)} from ${entry.accountId}` })
          }
        />
      </Section>
      <Section
        title="Record a payment"
        intro="Card, bank transfer, PayPal, cash or M-Pesa paid outside the site."
      >
        <div className="mt-4">
          <RecordPaymentForm onDone={refreshDays} />
        </div>
      </Section>
      <Section
        title="Reverse an entry"
        intro={
          reversing ? `Reversing ${reversing.what}.` : 'Undoes an entry in full; the entry itself stays.'
        }
      >
        <div className="mt-4">
          <ReverseEntryForm
            key={reversing?.id ?? ''}
            entryId={reversing?.id ?? ''}
            onDone={() => {
              setReversing(undefined);
              refreshDays();
            }}
          />
        </div>
      </Section>
      <Section title="Goodwill credit" intro="Pays the account’s oldest charges first.">
        <div className="mt-4">
          <CreditAccountForm onDone={refreshDays} />
        </div>
      </Section>
      <Section
        title="Unmatched paybill payments"
        intro="Paid to the paybill with an account number we do not know."
      >
        <div className="mt-4">
          <UnmatchedPayments onAssigned={refreshDays} />
        </div>
      </Section>
    </div>
  );
}
