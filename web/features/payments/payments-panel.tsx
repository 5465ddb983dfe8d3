import { useCallback, useState } from 'react';
import { formatKes } from '../../../core/shared/exchange-rate.js';
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

/** What is due, in dollars and shillings at the dated rate, or that nothing is. */
function AmountDue({
  statement,
}: {
  statement: { dueCents: number; dueKes: number; balanceCents: number; kesPerUsd: number; rateDate: string };
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
        {formatUsd(statement.dueCents)}{' '}
        <span className="text-xl font-semibold text-slate-700">= {formatKes(statement.dueKes)}</span>
      </p>
      <p className="text-sm text-slate-600">{rateText(statement.kesPerUsd, statement.rateDate)}</p>
    </div>
  );
}

/**
 * The dashboard's money: what is due and how to pay it, and the statement's entries. When an M-Pesa request has
 * ended every panel that shows money asks again (what the parcels owe may have changed).
 */
export function PaymentsPanel({ phone }: { phone: string }) {
  const { data: pages, size, setSize, isValidating } = useStatement();
  const first = pages?.[0];
  const last = pages?.[pages.length - 1];
  const { data: options } = usePaymentOptions();
  const [paymentId, setPaymentId] = useState<string>();
  const { data: asked } = usePayment(paymentId);
  const paymentEnded = useCallback(() => void refreshMoney(), []);
  const due = first !== undefined && first.dueCents > 0;
  return (
    <section
      id={PAYMENTS_PANEL_ID}
      aria-labelledby="payments-heading"
      className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="payments-heading" className="text-xl font-bold text-slate-900">
        Payments
      </h2>
      {first && <AmountDue statement={first} />}
      {first && due && (
        <PayWithMpesa
          phone={phone}
          dueKes={first.dueKes}
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
