import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { payWithMpesaSchema } from '../../../core/payments/payments.schema.js';
import { receiptPath } from '../../../core/payments/api/payments.pages.js';
import { Button } from '../../ui/button.js';
import { Form, TextField } from '../../ui/field.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { payWithMpesa, usePayment } from './payments.api.js';

const OUTCOME_TITLE = {
  pending: 'Waiting for M-Pesa…',
  paid: 'Payment received',
  failed: 'Payment failed',
  cancelled: 'Payment cancelled',
} as const;

const OUTCOME_STYLE = {
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
  paid: 'border-green-200 bg-green-50 text-green-900',
  failed: 'border-red-200 bg-red-50 text-red-900',
  cancelled: 'border-slate-200 bg-slate-50 text-slate-900',
} as const;

/** Where the request stands, in the API's words, until it ends; `onEnded` once it has (the statement changed). */
export function PaymentProgress({
  paymentId,
  onEnded,
}: {
  paymentId: string;
  /** Kept the same from render to render (SWR's mutate), so that it runs once per end. */
  onEnded: () => unknown;
}) {
  const { data: payment } = usePayment(paymentId);
  const status = payment?.status;
  useEffect(() => {
    if (status !== undefined && status !== 'pending') void onEnded();
  }, [status, onEnded]);
  if (!payment) return null;
  return (
    <div role="status" className={`mt-4 rounded-lg border p-4 ${OUTCOME_STYLE[payment.status]}`}>
      <p className="font-semibold">{OUTCOME_TITLE[payment.status]}</p>
      <p className="mt-1">{payment.message}</p>
      {payment.entryId && (
        <Link to={receiptPath(payment.entryId)} className="mt-2 inline-block font-medium underline">
          See the receipt
        </Link>
      )}
    </div>
  );
}

/** Sends an M-Pesa request for the amount due to the phone the customer gives; `onAsked` follows it. */
export function PayWithMpesa({
  phone,
  amount,
  hint = 'We send the request to this phone: confirm it there with your M-Pesa PIN.',
  waiting,
  onAsked,
}: {
  phone: string;
  /** The amount due as the button says it: the shillings M-Pesa asks, or the dollars for an account told dollars only. */
  amount: string;
  hint?: string;
  /** A request is on the phone now: no second one until it ends. */
  waiting: boolean;
  onAsked: (paymentId: string) => void;
}) {
  const form = useSchemaForm(payWithMpesaSchema, { phone }, (v) => v);
  const { busy, run } = useSubmit();
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const asked = await run(() => payWithMpesa(form.values.phone), { title: 'Could not ask M-Pesa' });
    if (asked) onAsked(asked.paymentId);
  };
  return (
    <div>
      <Form
        label="Pay with M-Pesa"
        onSubmit={submit}
        className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <TextField
          label="M-Pesa phone number"
          type="tel"
          autoComplete="tel"
          required
          hint={hint}
          {...form.field('phone')}
        />
        <Button type="submit" size="lg" busy={busy || waiting} busyLabel="Waiting for M-Pesa…">
          Pay {amount} with M-Pesa
        </Button>
      </Form>
    </div>
  );
}
