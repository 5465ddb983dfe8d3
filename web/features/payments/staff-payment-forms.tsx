import * as z from 'zod/mini';
import { PAYMENT_METHODS, PAYMENT_METHOD_NAMES } from '../../../core/shared/payment-methods.js';
import {
  creditAccountSchema,
  recordPaymentSchema,
  reverseEntrySchema,
} from '../../../core/payments/payments.schema.js';
import { formatUsd } from '../../../core/shared/money.js';
import { SubmitButton } from '../../ui/button.js';
import { Form, SelectField, TextField } from '../../ui/field.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { creditAccount, recordPayment, reverseEntry } from './payments.api.js';
import { useEntrySubmit } from './use-entry-submit.js';

const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_NAMES[value] }));

/** Dollars as typed: a number for the schema, or nothing (so that it says what is missing). */
const typedDollars = (typed: string): number | undefined => (typed.trim() === '' ? undefined : Number(typed));

/** The schema reads the typed dollars as cents (as the API will); the API takes dollars. */
const inDollars = <T extends { amountUsd: number }>(data: T): T => ({
  ...data,
  amountUsd: data.amountUsd / 100,
});

const FORM_GRID = 'grid gap-4 sm:grid-cols-2 sm:items-start';

/** A text field's value, change handler and message (useSchemaForm's `field`). */
interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** The account and the dollars that recording a payment and crediting an account both start with. */
function AccountAndAmount({ account, amount }: { account: FieldBinding; amount: FieldBinding }) {
  return (
    <>
      <TextField label="Account ID" required spellCheck={false} placeholder="KX100001" {...account} />
      <TextField label="Amount (US dollars)" required inputMode="decimal" {...amount} />
    </>
  );
}

/** A payment made outside the site (card, bank, PayPal, cash, M-Pesa to the till): its reference posts once. */
export function RecordPaymentForm({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm(
    recordPaymentSchema,
    { accountId: '', amountUsd: '', method: '', reference: '' },
    (v) => ({ ...v, amountUsd: typedDollars(v.amountUsd) }),
  );
  const { busy, submit } = useEntrySubmit(
    form,
    (data) => recordPayment(inDollars(data)),
    {
      failure: 'The payment was not recorded',
      success: (entry) => ({
        title: `Recorded ${formatUsd(entry.amountCents)} for ${entry.accountId}`,
        description: 'The customer is mailed a receipt.',
      }),
    },
    onDone,
  );
  return (
    <Form label="Record a payment" onSubmit={submit} className={FORM_GRID}>
      <AccountAndAmount account={form.field('accountId')} amount={form.field('amountUsd')} />
      <SelectField
        label="Method"
        required
        placeholder="Choose"
        options={METHOD_OPTIONS}
        {...form.field('method')}
      />
      <TextField
        label="Reference"
        required
        spellCheck={false}
        hint="The receipt, bank or PayPal reference"
        {...form.field('reference')}
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} busyLabel="Recording…">
          Record payment
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Goodwill: credit an account, saying why (the customer reads the reason on the statement). */
export function CreditAccountForm({ onDone }: { onDone: () => void }) {
  const form = useSchemaForm(creditAccountSchema, { accountId: '', amountUsd: '', reason: '' }, (v) => ({
    ...v,
    amountUsd: typedDollars(v.amountUsd),
  }));
  const { busy, submit } = useEntrySubmit(
    form,
    (data) => creditAccount(inDollars(data)),
    {
      failure: 'The account was not credited',
      success: (entry) => ({ title: `Credited ${formatUsd(entry.amountCents)} to ${entry.accountId}` }),
    },
    onDone,
  );
  return (
    <Form label="Goodwill credit" onSubmit={submit} className={FORM_GRID}>
      <AccountAndAmount account={form.field('accountId')} amount={form.field('amountUsd')} />
      <div className="sm:col-span-2">
        <TextField
          label="Reason"
          required
          hint="The customer reads it on the statement"
          {...form.field('reason')}
        />
      </div>
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} busyLabel="Crediting…">
          Credit account
        </SubmitButton>
      </div>
    </Form>
  );
}

const reverseSchema = z.object({
  entryId: z.uuid('Give the id of the entry to reverse (a payment’s Reverse button fills it in)'),
  ...reverseEntrySchema.shape,
});

/** Undo an entry in full with a reason: a new entry, the old one untouched. */
export function ReverseEntryForm({ entryId, onDone }: { entryId: string; onDone: () => void }) {
  const form = useSchemaForm(reverseSchema, { entryId, reason: '' }, (v) => v);
  const { busy, submit } = useEntrySubmit(
    form,
    (data) => reverseEntry(data.entryId, data.reason),
    {
      failure: 'The entry was not reversed',
      success: (reversal) => ({
        title: `Reversed ${formatUsd(reversal.amountCents)} on ${reversal.accountId}`,
      }),
    },
    onDone,
  );
  return (
    <Form label="Reverse an entry" onSubmit={submit} className={FORM_GRID}>
      <TextField label="Entry id" required spellCheck={false} {...form.field('entryId')} />
      <TextField label="Reason" required {...form.field('reason')} />
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} busyLabel="Reversing…">
          Reverse entry
        </SubmitButton>
      </div>
    </Form>
  );
}
