import { readNumber } from '../../../core/shared/number-input.js';
import { ShareButtons } from '../../ui/share-buttons.js';
import { useState } from 'react';
import { type CustomsDuty, customsDuty } from '../../../core/customs/customs-duty.js';
import {
  CUSTOMS_CATEGORIES,
  type CustomsCategoryKey,
  KENYA_IMPORT_RULES,
  customsCategory,
} from '../../../core/customs/customs-rates.js';
import { customsInputSchema } from '../../../core/customs/customs.schema.js';
import { dollarsToCents, formatUsd } from '../../../core/shared/money.js';
import {
  CUSTOMS_CALCULATOR_PATH,
  type CustomsItemForm,
  customsQuery,
} from '../../../core/customs/customs-query.js';
import { useSiteConfig } from '../../site/site-config.js';
import { Form, SelectField, TextField } from '../../ui/field.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';
import { PriceLines } from '../../ui/price-lines.js';
import { Button } from '../../ui/button.js';

export type CustomsItem = CustomsItemForm;

export const CATEGORY_OPTIONS = CUSTOMS_CATEGORIES.map((c) => ({
  value: c.key,
  label: `${c.name} (${c.dutyPercent}% duty)`,
}));

/** What the schema reads from the item as typed. */
const customsInput = (item: CustomsItem) => ({
  itemValue: readNumber(item.itemValue),
  category: item.category,
});

/** The item as the schema reads it, or undefined while the value or the category is missing. */
export function parseCustomsItem(item: CustomsItem) {
  const parsed = customsInputSchema.safeParse(customsInput(item));
  return parsed.success ? parsed.data : undefined;
}

/** The result's own link: the calculator with this item, which opens with this result on screen. */
function ShareDuty({ item, result }: { item: CustomsItem; result: CustomsDuty }) {
  const { publicUrl } = useSiteConfig();
  const link = new URL(
    `${CUSTOMS_CALCULATOR_PATH}?${customsQuery(item)}#${CUSTOMS_ANCHOR}`,
    publicUrl,
  ).toString();
  const message = `Kenya duty and VAT on ${formatUsd(result.itemValueCents)} of ${result.categoryName}: ${formatUsd(result.totalCustomsCents)}, landed cost ${formatUsd(result.totalLandedCostCents)}.`;
  return <ShareButtons link={link} message={message} />;
}

function DutyResult({
  result,
  item,
}: {
  result: CustomsDuty;
  item: CustomsItem & { category: CustomsCategoryKey };
}) {
  const { note } = customsCategory(item.category);
  return (
    <div aria-live="polite">
      <p className="text-sm text-slate-600">{result.categoryName}</p>
      <PriceLines
        lines={[
          { label: 'Item value', cents: result.itemValueCents },
          { label: `Import duty (${result.dutyPercent}%)`, cents: result.dutyCents },
          { label: `VAT (${KENYA_IMPORT_RULES.vatPercent}% of value + duty)`, cents: result.vatCents },
          { label: 'Total customs', cents: result.totalCustomsCents },
        ]}
        total={{ label: 'Landed cost', cents: result.totalLandedCostCents }}
        totalTestId="customs-landed-cost"
      />
      <p className="mt-2 text-sm text-slate-600" data-testid="landed-cost-includes">
        Landed cost: the item's value with Kenya's duty and VAT, before our shipping and the other fees.
      </p>
      {note && <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{note}</p>}
      <ShareDuty item={item} result={result} />
    </div>
  );
}

/** The anchor a shared link lands on. */
const CUSTOMS_ANCHOR = 'customs-calculator';

/** The duty on an item, with the item as it was typed (for its link). */
function dutyFor(item: CustomsItem, input: NonNullable<ReturnType<typeof parseCustomsItem>>) {
  return {
    duty: customsDuty(dollarsToCents(input.itemValue), input.category),
    item: { ...item, category: input.category },
  };
}

/**
 * The customs calculator: value and category, then Calculate (disabled until both are given);
 * each click sets or replaces the result.
 */
export function CustomsDutyCalculator({
  item,
  onChange,
}: {
  item: CustomsItem;
  onChange: (item: CustomsItem) => void;
}) {
  const form = useSchemaForm(customsInputSchema, item, customsInput, { onChange });
  const checked = form.check();
  const input = checked.ok ? checked.data : undefined;
  // A shared link arrives with its item filled in: its result shows at once.
  const [result, setResult] = useState(() => input && dutyFor(item, input));
  return (
    <div
      id={CUSTOMS_ANCHOR}
      className="grid scroll-mt-20 gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-2"
    >
      <Form
        label="Customs duty"
        onSubmit={() => {
          if (input) setResult(dutyFor(item, input));
        }}
      >
        <TextField
          label="Item value (USD)"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          required
          {...form.field('itemValue')}
        />
        <SelectField
          label="Category"
          placeholder="Choose a category"
          options={CATEGORY_OPTIONS}
          required
          {...form.field('category')}
        />
        <Button type="submit" size="lg" disabled={!input} className="w-full">
          Calculate
        </Button>
      </Form>
      <div className="rounded-xl bg-slate-50 p-4">
        {result ? (
          <DutyResult result={result.duty} item={result.item} />
        ) : (
          <p className="text-slate-600">Enter the item's value and choose its category, then Calculate.</p>
        )}
      </div>
    </div>
  );
}
