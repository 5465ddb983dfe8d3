import { KENYA_DUTY_SENTENCES } from '../../../core/customs/kra-assessment.js';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { customsCategory } from '../../../core/customs/customs-rates.js';
import { declareContentsSchema } from '../../../core/parcels/contents.schema.js';
import type { ParcelResponse } from '../../../core/parcels/api/parcel-responses.schema.js';
import { estimatesKenyaTaxes, isAtWarehouse } from '../../../core/parcels/parcel-contents.js';
import { insuranceCentsOf } from '../../../core/pricing/price-parcel.js';
import { INSURANCE_PERCENT } from '../../../core/pricing/tariffs.js';
import { formatLongDate } from '../../../core/shared/calendar.js';
import { dollarsToCents, formatUsd } from '../../../core/shared/money.js';
import { readNumber } from '../../../core/shared/number-input.js';
import { Button, SubmitButton } from '../../ui/button.js';
import { Form, SelectField, TextField } from '../../ui/field.js';
import { PriceLines } from '../../ui/price-lines.js';
import { toast } from '../../ui/toast-store.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { useSubmit } from '../../ui/use-submit.js';
import { CATEGORY_OPTIONS } from '../customs/customs-duty-calculator.js';
import { declareContents, insureParcel } from './parcels.api.js';

type Item = ParcelResponse['contents'][number];
/** The form's values, one text per field of each line, named as the schema names its paths ("items.0.quantity"). */
type Lines = Record<string, string>;
const LINE_FIELDS = ['description', 'category', 'quantity', 'valueUsd'] as const;
const at = (line: number, field: (typeof LINE_FIELDS)[number]) => `items.${String(line)}.${field}`;
const lineCount = (values: Lines) =>
  Object.keys(values).filter((name) => name.endsWith('.description')).length;

const asLines = (items: readonly Record<(typeof LINE_FIELDS)[number], string>[]): Lines =>
  Object.fromEntries(items.flatMap((item, line) => LINE_FIELDS.map((f) => [at(line, f), item[f]])));
const EMPTY_LINE = { description: '', category: '', quantity: '1', valueUsd: '' };
/** The declared lines; before any, one line holding what the pre-alert (or the warehouse) said of the parcel. */
const linesOf = ({ contents, description, value }: ParcelResponse): Lines =>
  asLines(
    contents.length === 0
      ? [{ ...EMPTY_LINE, description: description ?? '', valueUsd: value === null ? '' : String(value) }]
      : contents.map((i) => ({ ...i, quantity: String(i.quantity), valueUsd: String(i.valueUsd) })),
  );
const lineValues = (values: Lines) =>
  Array.from({ length: lineCount(values) }, (_, line) => ({
    description: values[at(line, 'description')] ?? '',
    category: values[at(line, 'category')] ?? '',
    quantity: values[at(line, 'quantity')] ?? '',
    valueUsd: values[at(line, 'valueUsd')] ?? '',
  }));
/** What the schema reads: numbers where the customer typed them. */
const contentsInput = (values: Lines) => ({
  items: lineValues(values).map((v) => ({
    ...v,
    quantity: readNumber(v.quantity),
    valueUsd: readNumber(v.valueUsd),
  })),
});

/** The contents as lines to fill in: add and remove lines, each with its customs category. */
function ContentsForm({ parcel, onDone }: { parcel: ParcelResponse; onDone: () => Promise<unknown> }) {
  const [values, setValues] = useState(() => linesOf(parcel));
  const form = useSchemaForm(declareContentsSchema, values, contentsInput, { onChange: setValues });
  const { busy, run } = useSubmit();
  const lines = lineCount(values);
  const remove = (removed: number) => {
    setValues(asLines(lineValues(values).filter((_, line) => line !== removed)));
    form.reset();
  };
  const submit = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    const saved = await run(() => declareContents(parcel.number, checked.data), {
      title: 'Could not save the contents',
    });
    if (!saved) return;
    toast({
      title: 'Contents saved',
      description: `${parcel.number}: the estimate is below.`,
      variant: 'success',
    });
    await onDone();
  };
  return (
    <Form label={`Contents of ${parcel.number}`} onSubmit={submit}>
      {Array.from({ length: lines }, (_, line) => (
        <fieldset key={line} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-6">
          <legend className="px-1 text-sm font-semibold text-slate-800">Item {line + 1}</legend>
          <div className="sm:col-span-6">
            <TextField label="What it is" required {...form.field(at(line, 'description'))} />
          </div>
          <div className="sm:col-span-3">
            <SelectField
              label="Category"
              required
              placeholder="Choose a category"
              options={CATEGORY_OPTIONS}
              {...form.field(at(line, 'category'))}
            />
          </div>
          <TextField label="Quantity" required inputMode="numeric" {...form.field(at(line, 'quantity'))} />
          <div className="sm:col-span-2">
            <TextField
              label="Value of one (USD)"
              required
              inputMode="decimal"
              {...form.field(at(line, 'valueUsd'))}
            />
          </div>
          {lines > 1 && (
            <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => remove(line)}>
              Remove item {line + 1}
            </Button>
          )}
        </fieldset>
      ))}
      {form.field('items').error && <p className="text-sm text-red-700">{form.field('items').error}</p>}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => setValues({ ...values, ...asLines([...lineValues(values), EMPTY_LINE]) })}
        >
          Add an item
        </Button>
        <SubmitButton busy={busy} busyLabel="Saving...">
          Save contents
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Kenya's charges on the declared contents, line by line, with the rules' date and the KRA's final say. */
function TaxEstimate({ taxes }: { taxes: NonNullable<ParcelResponse['estimatedTaxes']> }) {
  return (
    <div className="mt-3 rounded-lg bg-brand-50 p-3 text-sm" aria-label="Estimated taxes">
      <p className="font-semibold text-slate-900">What Kenya will charge (estimate)</p>
      <PriceLines
        lines={[
          { label: 'Import duty', cents: taxes.dutyCents },
          { label: 'VAT', cents: taxes.vatCents },
          { label: 'Import Declaration Fee', cents: taxes.idfCents },
          { label: 'Railway Development Levy', cents: taxes.rdlCents },
        ]}
        total={{ label: 'Taxes (estimate)', cents: taxes.totalCents }}
      />
      <p className="mt-2 text-xs text-slate-600">
        On a customs value of {formatUsd(taxes.customsValueCents)} (contents + shipping + insurance), by
        Kenya's rules in force from {formatLongDate(taxes.ratesDate)}. {KENYA_DUTY_SENTENCES.whose}{' '}
        {KENYA_DUTY_SENTENCES.estimate}
      </p>
    </div>
  );
}

/** KRA's assessment of the parcel's waybill, once customs made it: the bill, part of what is due before release. */
function AssessedTaxes({ assessed }: { assessed: NonNullable<ParcelResponse['assessedTaxes']> }) {
  return (
    <div
      className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm"
      aria-label="Assessed taxes"
    >
      <p className="font-semibold text-slate-900">
        Kenya's duty and taxes, as KRA assessed them on {assessed.hawb}:{' '}
        <span className="tabular-nums">{formatUsd(assessed.totalCents)}</span>
      </p>
      <p className="mt-1 text-slate-700">{KENYA_DUTY_SENTENCES.paid} It is included in what is due.</p>
    </div>
  );
}

/** What a South Sudan parcel's owner is told instead of an estimate: there is none, and who decides. */
function SouthSudanCustoms() {
  return (
    <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
      South Sudan's customs charges are not estimated here: customs in Juba assess what is due when the parcel
      arrives.
    </p>
  );
}

function ContentsList({ items }: { items: readonly Item[] }) {
  return (
    <ul className="mt-2 space-y-1 text-sm" aria-label="Declared contents">
      {items.map((item, line) => (
        <li key={line} className="flex justify-between gap-3">
          <span className="min-w-0 break-words">
            {item.quantity} × {item.description}
            <span className="block text-xs text-slate-600">{customsCategory(item.category).name}</span>
          </span>
          <span className="tabular-nums">{formatUsd(dollarsToCents(item.valueUsd) * item.quantity)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The insurance: bought once, for 3% of the declared value, while the parcel is at the warehouse. The customer
 * confirms the amount first, told that the contents can no longer be changed once insured.
 */
function Insurance({ parcel, onDone }: { parcel: ParcelResponse; onDone: () => Promise<unknown> }) {
  const { busy, run } = useSubmit();
  const [asking, setAsking] = useState(false);
  if (parcel.insured)
    return (
      <p className="mt-3 text-sm font-semibold text-green-800">
        Insured: {formatUsd(parcel.insuranceCents ?? 0)} ({INSURANCE_PERCENT}% of the declared value)
      </p>
    );
  if (!isAtWarehouse(parcel) || parcel.declaredValueCents === null) return null;
  const price = formatUsd(insuranceCentsOf(parcel.declaredValueCents));
  const covered = formatUsd(parcel.declaredValueCents);
  const insure = async () => {
    const insured = await run(() => insureParcel(parcel.number), { title: 'Could not insure the parcel' });
    setAsking(false);
    if (!insured) return;
    toast({
      title: 'Insured',
      description: `${parcel.number}: ${price} added to your account. Its contents can no longer be changed.`,
      variant: 'success',
    });
    await onDone();
  };
  return (
    <Dialog.Root open={asking} onOpenChange={(open) => !busy && setAsking(open)}>
      <Dialog.Trigger asChild>
        <Button className="mt-3">
          Insure for {price} ({INSURANCE_PERCENT}%)
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content className="fixed inset-x-4 top-1/4 z-50 mx-auto max-w-md rounded-xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">
            Insure this parcel for {price}?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            It covers {covered} declared value; once insured, its contents can no longer be changed.
          </Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button busy={busy} busyLabel="Insuring..." onClick={() => void insure()}>
              Insure for {price}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * A parcel's declared contents and the taxes Kenya will charge on them (none estimated for South Sudan). While the parcel waits at the warehouse
 * its owner declares them (prompted before the cutoff), changes them until insured, and insures it.
 */
export function DeclaredContents({
  parcel,
  cutoff,
  onChanged,
}: {
  parcel: ParcelResponse;
  /** The next departure's warehouse cutoff, as the dashboard shows it; undefined until known. */
  cutoff: string | undefined;
  onChanged: () => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  const open = isAtWarehouse(parcel) && !parcel.insured;
  // South Sudan's parcels do not clear Kenya's customs: no estimate of Kenya's taxes, nor of Juba's.
  const kenyaTaxes = estimatesKenyaTaxes(parcel);
  const declared = parcel.declaredValueCents !== null;
  // Left undeclared, a Kenya parcel says nothing more; a South Sudan one still says what is not estimated.
  if (!declared && !open && kenyaTaxes && parcel.assessedTaxes === null) return null;
  const done = async () => {
    setEditing(false);
    await onChanged();
  };
  return (
    <section className="mt-4 border-t border-slate-100 pt-3" aria-label={`Contents of ${parcel.number}`}>
      <h3 className="font-semibold text-slate-900">
        {kenyaTaxes ? "Contents and Kenya's taxes" : 'Contents'}
      </h3>
      {editing ? (
        <ContentsForm parcel={parcel} onDone={done} />
      ) : declared ? (
        <>
          <ContentsList items={parcel.contents} />
          {parcel.estimatedTaxes ? <TaxEstimate taxes={parcel.estimatedTaxes} /> : <SouthSudanCustoms />}
          <div className="flex flex-wrap items-center gap-3">
            <Insurance parcel={parcel} onDone={onChanged} />
            {open && (
              <Button variant="secondary" className="mt-3" onClick={() => setEditing(true)}>
                Change contents
              </Button>
            )}
          </div>
        </>
      ) : open ? (
        <>
          <p className="mt-1 text-sm text-amber-900">
            Declare what is in it{cutoff ? ` before the warehouse cutoff, ${cutoff},` : ''}{' '}
            {kenyaTaxes ? 'to see the duty and taxes Kenya will charge, and to insure it.' : 'to insure it.'}
          </p>
          {!kenyaTaxes && <SouthSudanCustoms />}
          <Button className="mt-2" onClick={() => setEditing(true)}>
            Declare contents
          </Button>
        </>
      ) : kenyaTaxes ? null : (
        <SouthSudanCustoms />
      )}
      {parcel.assessedTaxes && <AssessedTaxes assessed={parcel.assessedTaxes} />}
    </section>
  );
}
