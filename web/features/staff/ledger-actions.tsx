import { useState } from 'react';
import { Button } from '../../ui/button.js';
import { creditAccount } from '../payments/payments.api.js';
import { ACTION_INPUT, useCustomerAction } from './customer-action.js';

/** Posts through the payments area's own staff endpoint, then reads the page again; false when refused. */
function usePosting(accountId: string) {
  const { busy, run } = useCustomerAction(accountId, 'Not posted');
  return {
    busy: busy !== null,
    post: (work: () => Promise<unknown>, done: string) => run('post', work, done),
  };
}

/** An entry's reversal, asked for in place: the reason first, then the reversal. */
export function ReverseButton({
  accountId,
  reverse,
}: {
  accountId: string;
  reverse: (reason: string) => Promise<unknown>;
}) {
  const { busy, post } = usePosting(accountId);
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  if (!asking)
    return (
      <Button variant="quiet" size="sm" onClick={() => setAsking(true)}>
        Reverse
      </Button>
    );
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void post(() => reverse(reason), 'Entry reversed').then((ok) => ok && setAsking(false));
      }}
    >
      <input
        aria-label="Reason for the reversal"
        placeholder="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        className="min-h-11 rounded-md border border-slate-300 px-2 py-1"
      />
      <Button
        type="submit"
        variant="danger"
        size="sm"
        disabled={reason.trim() === ''}
        busy={busy}
        busyLabel="…"
      >
        Reverse it
      </Button>
    </form>
  );
}

/** A goodwill credit with its reason, which the customer reads on the statement. */
export function GoodwillCredit({ accountId }: { accountId: string }) {
  const { busy, post } = usePosting(accountId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  return (
    <form
      className="mt-5 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[8rem_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        void post(
          () => creditAccount({ accountId, amountUsd: Number(amount), reason }),
          'Goodwill credit posted',
        ).then((ok) => {
          if (ok) {
            setAmount('');
            setReason('');
          }
        });
      }}
    >
      <div>
        <label htmlFor="credit-amount" className="block text-sm font-medium text-slate-800">
          Credit (US$)
        </label>
        <input
          id="credit-amount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          className={ACTION_INPUT}
        />
      </div>
      <div>
        <label htmlFor="credit-reason" className="block text-sm font-medium text-slate-800">
          Reason the customer reads
        </label>
        <input
          id="credit-reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={ACTION_INPUT}
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        disabled={amount === '' || reason.trim() === ''}
        busy={busy}
        busyLabel="Posting…"
      >
        Credit goodwill
      </Button>
    </form>
  );
}
