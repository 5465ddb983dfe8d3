import { useState } from 'react';
import { type CustomsDuty, customsDuty } from '../../../core/customs/customs-duty.js';
import {
  CUSTOMS_CATEGORIES,
  type CustomsCategoryKey,
  KENYA_IMPORT_RULES,
  customsCategory,
} from '../../../core/customs/customs-rates.js';
import { customsInputSchema } from '../../../core/customs/customs.schema.js';
import { dollarsToCents } from '../../../core/shared/money.js';
import { readNumber } from '../../../core/pricing/quote-form.js';
import { SelectField, TextField } from '../forms/fields.js';
import { PriceLines } from '../price-lines.js';

export interface CustomsItem {
  itemValue: string;
  category: string;
}

export const CATEGORY_OPTIONS = CUSTOMS_CATEGORIES.map((c) => ({
  value: c.key,
  label: `${c.name} (${c.dutyPercent}% duty)`,
}));

/** The item as the schema reads it, or undefined while the value or the category is missing. */
export function parseCustomsItem(item: CustomsItem) {
  const parsed = customsInputSchema.safeParse({
    itemValue: readNumber(item.itemValue),
    category: item.category,
  });
  return parsed.success ? parsed.data : undefined;
}

function DutyResult({ result, category }: { result: CustomsDuty; category: CustomsCategoryKey }) {
  const { note } = customsCategory(category);
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
      {note && <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">{note}</p>}
    </div>
  );
}

/**
 * The specification's customs calculator: value and category, then Calculate (disabled until both are given);
 * each click sets or replaces the result.
 */
export function CustomsDutyCalculator({
  item,
  onChange,
}: {
  item: CustomsItem;
  onChange: (item: CustomsItem) => void;
}) {
  const [result, setResult] = useState<{ duty: CustomsDuty; category: CustomsCategoryKey } | undefined>();
  const input = parseCustomsItem(item);
  return (
    <div className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 md:grid-cols-2">
      <form
        aria-label="Customs duty"
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (input)
            setResult({
              duty: customsDuty(dollarsToCents(input.itemValue), input.category),
              category: input.category,
            });
        }}
      >
        <TextField
          label="Item value (USD)"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={item.itemValue}
          onChange={(itemValue) => onChange({ ...item, itemValue })}
          required
        />
        <SelectField
          label="Category"
          placeholder="Choose a category"
          options={CATEGORY_OPTIONS}
          value={item.category}
          onChange={(category) => onChange({ ...item, category })}
          required
        />
        <button
          type="submit"
          disabled={!input}
          className="w-full rounded-md bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Calculate
        </button>
      </form>
      <div className="rounded-xl bg-slate-50 p-4">
        {result ? (
          <DutyResult result={result.duty} category={result.category} />
        ) : (
          <p className="text-slate-600">Enter the item's value and choose its category, then Calculate.</p>
        )}
      </div>
    </div>
  );
}
