import { Link, useParams } from 'react-router-dom';
import type { output } from 'zod/v4/core';
import { PAYMENT_METHOD_NAMES } from '../../../core/shared/payment-methods.js';
import type { receiptResponseSchema } from '../../../core/payments/api/payment-responses.schema.js';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { formatKes, toShillings } from '../../../core/shared/exchange-rate.js';
import { formatUsd } from '../../../core/shared/money.js';
import { PageSpinner } from '../../layout/site-layout.js';
import { useExchangeRate } from '../../site/site-config.js';
import { Button } from '../../ui/button.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { postedAt, rateText } from './money-text.js';
import { useReceipt } from './payments.api.js';

type Receipt = output<typeof receiptResponseSchema>;

/** The shillings paid and their rate; a payment made in dollars is shown at the configured rate. */
function useShillings({ entry }: Receipt): { kes: number; rate: string } {
  const configured = useExchangeRate();
  if (entry.shillings)
    return { kes: entry.shillings.kes, rate: rateText(entry.shillings.kesPerUsd, entry.shillings.rateDate) };
  return {
    kes: toShillings(entry.amountCents, configured),
    rate: rateText(configured.kesPerUsd, configured.asOf),
  };
}

function balanceText(cents: number): string {
  if (cents > 0) return `${formatUsd(cents)} still due`;
  if (cents < 0) return `${formatUsd(-cents)} in credit`;
  return 'Nothing due';
}

function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { entry } = receipt;
  const shillings = useShillings(receipt);
  // A customer who pays at the Juba office is told dollars alone.
  const inShillings = !DESTINATION_DETAILS[receipt.destination].paysAtJubaOffice;
  const rows: [string, string][] = [
    ['Receipt number', entry.reference ?? entry.id],
    ['Date', postedAt(entry.postedAt)],
    ['Received from', `${receipt.customerName} (${receipt.accountId})`],
    ['Method', entry.method ? PAYMENT_METHOD_NAMES[entry.method] : 'Payment'],
    ['Amount in dollars', formatUsd(entry.amountCents)],
    ...(inShillings
      ? ([
          ['Amount in shillings', formatKes(shillings.kes)],
          ['Rate', shillings.rate],
        ] as [string, string][])
      : []),
    ['Balance after this payment', balanceText(receipt.balanceAfterCents)],
  ];
  return (
    <article
      data-printable
      aria-labelledby="receipt-heading"
      className="rounded-xl border border-slate-200 bg-white p-6 print:border-0 print:p-0"
    >
      <p className="text-2xl font-bold text-brand-800">{receipt.brandName}</p>
      <h1 id="receipt-heading" className="mt-1 text-xl font-semibold text-slate-900">
        Payment receipt
      </h1>
      <p className="mt-4 text-4xl font-bold tabular-nums text-slate-900">{formatUsd(entry.amountCents)}</p>
      {inShillings && <p className="text-lg text-slate-700">{formatKes(shillings.kes)}</p>}
      <dl className="mt-6 divide-y divide-slate-100 border-t border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr]">
            <dt className="text-slate-600">{label}</dt>
            <dd className="break-words font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm text-slate-600">{entry.description}. Thank you for your payment.</p>
    </article>
  );
}

/** A payment's printable receipt, for its owner; anyone else's id is a receipt that does not exist. */
export default function ReceiptPage() {
  usePageMeta('Payment receipt', 'The receipt of a payment to your account.');
  const entryId = useParams<'entryId'>().entryId ?? '';
  const answer = useReceipt(entryId);
  const receipt = answer.data;
  const failed: unknown = answer.error;
  if (failed !== undefined)
    return (
      <p className="mx-auto max-w-2xl px-4 py-16 text-center">
        The receipt could not be loaded. Please try again.
      </p>
    );
  if (receipt === undefined) return <PageSpinner />;
  if (receipt === null) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Receipt not found</h1>
        <p className="mt-3 text-slate-700">
          None of your payments has this receipt. Your receipts are on your statement.
        </p>
        <Link to="/dashboard#payments" className="mt-6 inline-block font-semibold text-brand-700 underline">
          Go to your statement
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-10 print:max-w-none print:py-0">
      <div className="flex flex-wrap justify-between gap-3 print:hidden">
        <Link to="/dashboard#payments" className="font-medium text-brand-700 underline">
          Back to your statement
        </Link>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      <ReceiptSheet receipt={receipt} />
    </div>
  );
}
