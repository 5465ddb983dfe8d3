import { type ReactNode, useCallback, useState } from 'react';
import { formatKes } from '../../../core/shared/exchange-rate.js';
import { DESTINATION_DETAILS, type Destination } from '../../../core/pricing/destinations.js';
import { telLink } from '../../../core/shared/business-identity.js';
import { formatUsd } from '../../../core/shared/money.js';
import { rateText } from './money-text.js';
import { refreshMoney } from '../../site/money-refresh.js';
import { PayWithMpesa, PaymentProgress } from './pay-with-mpesa.js';
import { usePayment, usePaymentOptions, useStatement } from './payments.api.js';
import { StatementEntries } from './statement-entries.js';

/** The anchor other parts of the dashboard link to ("how to pay"). */
export const PAYMENTS_PANEL_ID = 'payments';

/** On the offline M-Pesa nothing real happens: the customer is told so, and how to try both endings. */
function OfflineNotice() {
  return (
    <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <strong>Test mode: no money moves.</strong> This site uses a practice M-Pesa: no request reaches a phone
      and nothing is charged. It answers by itself a few seconds later: a phone number ending in 0 cancels,
      any other pays.
    </p>
  );
}

/** The paybill, for paying from the M-Pesa menu (instead of the request above, when something is due). */
function PaybillSteps({
  paybill,
  accountNumber,
  instead,
}: {
  paybill: string;
  accountNumber: string;
  instead: boolean;
}) {
  return (
    <div className="mt-5 rounded-lg bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">{instead ? 'Or pay by paybill' : 'Pay by paybill'}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-700">
        <li>In the M-Pesa menu, choose Lipa na M-Pesa, then Pay Bill.</li>
        <li>
          Business number: <strong className="font-mono text-slate-900">{paybill}</strong>
        </li>
        <li>
          Account number: <strong className="font-mono text-slate-900">{accountNumber}</strong> (your account
          ID)
        </li>
        <li>Enter the amount and your PIN. The payment shows here within a minute.</li>
      </ol>
    </div>
  );
}

/** The Juba office, where a South Sudan account pays in dollars, in cash: staff record the payment there. */
function JubaOfficePayment({
  office,
  accountNumber,
}: {
  office: { address: string; hours: string; phone: string };
  accountNumber: string;
}) {
  const rows: [string, ReactNode][] = [
    ['Address', office.address],
    ['Open', office.hours],
    [
      'Phone',
      <a key="phone" href={telLink(office.phone)} className="font-medium text-brand-700 underline">
        {office.phone}
      </a>,
    ],
  ];
  return (
    <div className="mt-5 rounded-lg border border-brand-200 bg-brand-50 p-4">
      <h3 className="font-semibold text-slate-900">Pay at the Juba office</h3>
      <p className="mt-1 text-slate-700">
        Pay in US dollars, in cash, where you collect your parcels. Give your account ID,{' '}
        <strong className="font-mono text-slate-900">{accountNumber}</strong>: staff record the payment at
        once, and your receipt comes by e-mail.
      </p>
      <dl className="mt-3 space-y-1 text-slate-800">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap gap-x-2">
            <dt className="font-medium text-slate-600">{label}:</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** What is due, in dollars and shillings at the dated rate (in dollars alone when told no shillings), or that nothing is. */
function AmountDue({
  statement,
  inShillings,
}: {
  statement: { dueCents: number; dueKes: number; balanceCents: number; kesPerUsd: number; rateDate: string };
  inShillings: boolean;
}) {
  if (statement.dueCents === 0) {
    return (
      <p className="mt-3 text-lg text-slate-800">
        Nothing is due. Thank you!
        {statement.balanceCents < 0 && ` You have ${formatUsd(-statement.balanceCents)} of credit.`}
      </p>
    );
  }
  return (
    <div className="mt-3">
      <p className="text-sm font-medium text-slate-600">Amount due</p>
      <p className="text-3xl font-bold text-slate-900">
        {formatUsd(statement.dueCents)}
        {inShillings && (
          <span className="text-xl font-semibold text-slate-700"> = {formatKes(statement.dueKes)}</span>
        )}
      </p>
      {inShillings && (
        <p className="text-sm text-slate-600">{rateText(statement.kesPerUsd, statement.rateDate)}</p>
      )}
    </div>
  );
}

/**
/**
 * The dashboard's money: what is due and how to pay it, and the statement's entries. A South Sudan account is told
 * dollars alone, the Juba office first and M-Pesa as the way for a Kenyan line. When an M-Pesa request has ended
 * every panel that shows money asks again (what the parcels owe may have changed).
 */
export function PaymentsPanel({ phone, destination }: { phone: string; destination: Destination }) {
  const { data: pages, size, setSize, isValidating } = useStatement();
  const first = pages?.[0];
  const last = pages?.[pages.length - 1];
  const { data: options } = usePaymentOptions();
  const [paymentId, setPaymentId] = useState<string>();
  const { data: asked } = usePayment(paymentId);
  const paymentEnded = useCallback(() => void refreshMoney(), []);
  const due = first !== undefined && first.dueCents > 0;
  const inJuba = DESTINATION_DETAILS[destination].paysAtJubaOffice;
  return (
    <section
      id={PAYMENTS_PANEL_ID}
      aria-labelledby="payments-heading"
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="payments-heading" className="text-xl font-bold text-slate-900">
        Payments
      </h2>
      {first && <AmountDue statement={first} inShillings={!inJuba} />}
      {inJuba && options?.jubaOffice && (
        <>
          <JubaOfficePayment office={options.jubaOffice} accountNumber={options.accountNumber} />
          <h3 className="mt-6 font-semibold text-slate-900">Or pay with M-Pesa from a Kenyan line</h3>
          <p className="mt-1 text-slate-700">
            M-Pesa works only from a Kenyan (+254) number. It asks for the dollars due in Kenyan shillings at
            the day&rsquo;s rate.
          </p>
        </>
      )}
      {first && due && (
        <PayWithMpesa
          phone={phone}
          amount={inJuba ? formatUsd(first.dueCents) : formatKes(first.dueKes)}
          {...(inJuba && { hint: 'A Kenyan M-Pesa number: confirm the request there with your M-Pesa PIN.' })}
          waiting={asked?.status === 'pending'}
          onAsked={setPaymentId}
        />
      )}
      {paymentId && <PaymentProgress paymentId={paymentId} onEnded={paymentEnded} />}
      {options?.offline && (due || paymentId) && <OfflineNotice />}
      {options && (
        <PaybillSteps paybill={options.paybill} accountNumber={options.accountNumber} instead={due} />
      )}
      <h3 className="mt-6 font-semibold text-slate-900">Statement</h3>
      {pages && (
        <StatementEntries
          entries={pages.flatMap((page) => page.entries)}
          more={Boolean(last?.nextCursor)}
          loadingMore={isValidating && size > pages.length}
          onMore={() => void setSize(size + 1)}
        />
      )}
    </section>
  );
}
