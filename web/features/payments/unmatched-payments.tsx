import type { output } from 'zod/v4/core';
import { assignUnmatchedSchema } from '../../../core/payments/payments.schema.js';
import type { unmatchedResponseSchema } from '../../../core/payments/api/payment-responses.schema.js';
import { formatKes } from '../../../core/shared/exchange-rate.js';
import { Button } from '../../ui/button.js';
import { Form, TextField } from '../../ui/field.js';
import { ResponsiveTable } from '../../ui/responsive-table.js';
import { toast } from '../../ui/toast-store.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { postedAt } from './money-text.js';
import { assignUnmatched, useUnmatched } from './payments.api.js';

type Unmatched = output<typeof unmatchedResponseSchema>;

/** The account a paybill payment was meant for: credited once, and the customer mailed a receipt. */
function AssignForm({ payment, onDone }: { payment: Unmatched; onDone: () => void }) {
  const form = useSchemaForm(assignUnmatchedSchema, { accountId: '' }, (v) => v);
  const { busy, run } = useSubmit();
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const assigned = await run(() => assignUnmatched(payment.transId, checked.data.accountId), {
      title: `${payment.transId} was not assigned`,
    });
    if (!assigned) return;
    toast({ title: `${payment.transId} credited to ${assigned.assignedTo ?? ''}`, variant: 'success' });
    onDone();
  };
  return (
    <Form label={`Assign ${payment.transId}`} onSubmit={submit} className="flex flex-wrap items-start gap-2">
      <TextField label="Account ID" spellCheck={false} placeholder="KX100001" {...form.field('accountId')} />
      <Button type="submit" size="md" busy={busy} busyLabel="Assigning…" className="mt-6">
        Assign
      </Button>
    </Form>
  );
}

/** Paybill payments that named no account we know, until staff say whose they are. */
export function UnmatchedPayments({ onAssigned }: { onAssigned: () => void }) {
  const { data, mutate } = useUnmatched();
  if (!data) return null;
  const waiting = data.unmatched.filter((payment) => payment.assignedTo === null);
  if (waiting.length === 0) return <p className="mt-2 text-slate-600">Every paybill payment is matched.</p>;
  return (
    <ResponsiveTable
      label="Unmatched paybill payments"
      rowKey={(p) => p.transId}
      rows={waiting}
      columns={[
        { header: 'Received', cell: (p) => postedAt(p.receivedAt) },
        { header: 'Transaction', cell: (p) => <span className="font-mono">{p.transId}</span> },
        { header: 'Amount', cell: (p) => formatKes(p.amountKes) },
        {
          header: 'Account typed',
          cell: (p) => <span className="font-mono">{p.billRefNumber || '(none)'}</span>,
        },
        { header: 'Payer', cell: (p) => `${p.payerName} ${p.msisdn}` },
        {
          header: 'Assign to',
          cell: (p) => (
            <AssignForm
              payment={p}
              onDone={() => {
                void mutate();
                onAssigned();
              }}
            />
          ),
        },
      ]}
    />
  );
}
