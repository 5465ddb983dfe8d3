import type { output } from 'zod/v4/core';
import { PAYMENT_METHOD_NAMES } from '../../../core/shared/payment-methods.js';
import type { staffEntryResponseSchema } from '../../../core/payments/api/payment-responses.schema.js';
import { formatUsd } from '../../../core/shared/money.js';
import { Button } from '../../ui/button.js';
import { TextField } from '../../ui/field.js';
import { ResponsiveTable } from '../../ui/responsive-table.js';
import { postedAt } from './money-text.js';
import { usePaymentDay } from './payments.api.js';

type StaffEntry = output<typeof staffEntryResponseSchema>;

/** A Nairobi day's payments with their total; each that stands can be reversed. */
export function PaymentDay({
  day,
  onDay,
  onReverse,
}: {
  day: string;
  onDay: (day: string) => void;
  onReverse: (entry: StaffEntry) => void;
}) {
  const { data } = usePaymentDay(day);
  return (
    <div className="mt-3 space-y-4">
      <div className="max-w-xs">
        <TextField
          label="Day (Nairobi)"
          type="date"
          value={day}
          onChange={(typed) => typed && onDay(typed)}
        />
      </div>
      {data && (
        <p className="text-lg">
          Total: <strong>{formatUsd(data.totalCents)}</strong> from {data.payments.length} payment
          {data.payments.length === 1 ? '' : 's'}
        </p>
      )}
      {data && data.payments.length > 0 && (
        <ResponsiveTable
          label={`Payments of ${data.day}`}
          rowKey={(entry) => entry.id}
          rows={data.payments}
          columns={[
            { header: 'Time', cell: (e) => postedAt(e.postedAt) },
            { header: 'Account', cell: (e) => <span className="font-mono">{e.accountId}</span> },
            { header: 'Amount', cell: (e) => formatUsd(e.amountCents), className: 'tabular-nums' },
            { header: 'Method', cell: (e) => (e.method ? PAYMENT_METHOD_NAMES[e.method] : '') },
            { header: 'Reference', cell: (e) => <span className="break-all">{e.reference ?? ''}</span> },
            {
              header: 'Reverse',
              cell: (e) =>
                e.reversedBy ? (
                  'Reversed'
                ) : (
                  <Button size="sm" variant="danger" onClick={() => onReverse(e)}>
                    Reverse…
                  </Button>
                ),
            },
          ]}
        />
      )}
    </div>
  );
}
