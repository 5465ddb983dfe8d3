import { Link } from 'react-router-dom';
import type { output } from 'zod/v4/core';
import type { statementResponseSchema } from '../../../core/ledger/api/ledger-responses.schema.js';
import { PAYMENT_METHOD_NAMES } from '../../../core/shared/payment-methods.js';
import { receiptPath } from '../../../core/payments/api/payments.pages.js';
import { formatUsd } from '../../../core/shared/money.js';
import { Button } from '../../ui/button.js';
import { postedOn } from './money-text.js';

type Entry = output<typeof statementResponseSchema>['entries'][number];

const KIND_NAMES: Readonly<Record<Entry['kind'], string>> = {
  charge: 'Charge',
  payment: 'Payment',
  credit: 'Credit',
  reversal: 'Reversal',
};

/**
 * A charge adds to what is owed (shown plain); a payment or credit takes from it (shown with a minus, in green); a
 * reversal undid the entry it stands for, so together they come to nothing: the amount reversed is struck through.
 */
function EntryAmount({ entry }: { entry: Entry }) {
  if (entry.kind === 'reversal')
    return (
      <span className="text-right tabular-nums text-slate-600">
        <s aria-hidden="true">{formatUsd(entry.amountCents)}</s>
        <span className="sr-only">{formatUsd(entry.amountCents)} reversed,</span>{' '}
        <span className="font-semibold text-slate-900">net {formatUsd(entry.signedCents)}</span>
      </span>
    );
  const lowers = entry.signedCents < 0;
  return (
    <span className={`font-semibold tabular-nums ${lowers ? 'text-green-700' : 'text-slate-900'}`}>
      {lowers ? '−' : ''}
      {formatUsd(Math.abs(entry.signedCents))}
    </span>
  );
}

/** A reason the description already gives (a box's reversals: "replaced by box KS…") is not said twice. */
const saysAlready = (description: string, reason: string) =>
  description.toLowerCase().includes(reason.toLowerCase());

function EntryRow({ entry }: { entry: Entry }) {
  const how = entry.method ? ` · ${PAYMENT_METHOD_NAMES[entry.method]}` : '';
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{entry.description}</p>
        <p className="text-sm text-slate-600">
          {postedOn(entry.postedAt)} · {KIND_NAMES[entry.kind]}
          {how}
          {entry.reversedBy ? ' · reversed' : ''}
        </p>
        {entry.reason && !saysAlready(entry.description, entry.reason) && (
          <p className="text-sm text-slate-600">{entry.reason}</p>
        )}
      </div>
      <div className="flex items-baseline gap-3">
        <EntryAmount entry={entry} />
        {entry.kind === 'payment' && (
          <Link to={receiptPath(entry.id)} className="text-sm font-medium text-brand-700 underline">
            Receipt
          </Link>
        )}
      </div>
    </li>
  );
}

/** The statement's entries, newest first, and the button that asks for the older ones. */
export function StatementEntries({
  entries,
  more,
  loadingMore,
  onMore,
}: {
  entries: readonly Entry[];
  more: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  if (entries.length === 0) return <p className="mt-2 text-slate-600">Nothing on your statement yet.</p>;
  return (
    <>
      <ul aria-label="Your statement" className="mt-2 divide-y divide-slate-100">
        {entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
      </ul>
      {more && (
        <Button variant="quiet" busy={loadingMore} busyLabel="Loading…" onClick={onMore} className="mt-3">
          Show more
        </Button>
      )}
    </>
  );
}
