import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { customsItemFromQuery } from '../../../core/customs/customs-query.js';
import { REFERENCE_PHONE, REFERENCE_PHONE_TITLE } from '../../../core/customs/delivered-cost.js';
import { CUSTOMS_CATEGORIES, KENYA_IMPORT_RULES } from '../../../core/customs/customs-rates.js';
import { type CustomsItem, CustomsDutyCalculator } from './customs-duty-calculator.js';
import { DeliveredCostSummary } from './delivered-cost-summary.js';
import { LandedCostEstimate } from './landed-cost-estimate.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { PageHero } from '../../ui/page-hero.js';

/** Worked examples, computed by the one delivered-cost model: the reference phone first. */
const EXAMPLES = [
  {
    title: REFERENCE_PHONE_TITLE,
    item: REFERENCE_PHONE,
  },
  { title: 'A $120 pair of jeans, 0.8 kg', item: { itemCents: 12_000, weightKg: 0.8, category: 'clothing' } },
  { title: 'A $60 textbook, 1.2 kg', item: { itemCents: 6_000, weightKg: 1.2, category: 'books' } },
] as const;

function ExamplesSection() {
  return (
    <section aria-labelledby="examples-heading">
      <h2 id="examples-heading" className="text-2xl font-bold text-slate-900">
        Examples
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600">
        Each all-in figure is reckoned as in the estimate above, by the same rules.
      </p>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {EXAMPLES.map((example) => (
          <li key={example.title}>
            <DeliveredCostSummary item={example.item} title={example.title} note={false} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function DutyByCategorySection() {
  return (
    <section aria-labelledby="rates-heading">
      <h2 id="rates-heading" className="text-2xl font-bold text-slate-900">
        Duty by category
      </h2>
      <table className="mt-4 w-full max-w-2xl text-left text-sm">
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th className="py-2 pr-4">Category</th>
            <th className="py-2 text-right">Import duty</th>
          </tr>
        </thead>
        <tbody>
          {CUSTOMS_CATEGORIES.map((category) => (
            <tr key={category.key} className="border-b border-slate-100 align-top">
              <td className="py-2 pr-4 text-slate-900">
                {category.name}
                {'note' in category && <span className="block text-xs text-amber-800">{category.note}</span>}
              </td>
              <td className="py-2 text-right tabular-nums">{category.dutyPercent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 max-w-3xl text-sm text-slate-600">
        VAT is {KENYA_IMPORT_RULES.vatPercent}% on every category.
      </p>
    </section>
  );
}

export default function KenyaCustomsCalculatorPage() {
  usePageMeta(
    'Kenya Customs Duty Calculator',
    'Import duty, 16% VAT and the landed cost of a US purchase in Kenya by category, plus an all-in estimate with shipping, IDF and the Railway Development Levy.',
  );
  // A shared link's item, read on the server and in the browser alike.
  const { search } = useLocation();
  const [item, setItem] = useState<CustomsItem>(
    () => customsItemFromQuery(search) ?? { itemValue: '', category: '' },
  );
  return (
    <>
      <PageHero
        title="Kenya customs duty calculator"
        intro={
          <>
            What Kenya charges on what you buy in the US: import duty by category, then{' '}
            {KENYA_IMPORT_RULES.vatPercent}% VAT on the value plus the duty. Our rate already includes
            clearing your parcel through customs.
          </>
        }
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <section aria-labelledby="duty-heading">
          <h2 id="duty-heading" className="mb-4 text-2xl font-bold text-slate-900">
            Duty and VAT
          </h2>
          <CustomsDutyCalculator item={item} onChange={setItem} />
        </section>

        <section aria-labelledby="all-in-heading">
          <h2 id="all-in-heading" className="text-2xl font-bold text-slate-900">
            All-in landed cost estimate
          </h2>
          <p className="mt-2 mb-4 max-w-3xl text-slate-600">
            What the parcel costs you at the door, every charge on its own line: the item, our shipping, and
            Kenya's duty, VAT, Import Declaration Fee and Railway Development Levy, which customs reckons on
            the item plus its shipping and insurance.
          </p>
          <LandedCostEstimate item={item} />
        </section>

        <ExamplesSection />

        <DutyByCategorySection />
      </div>
    </>
  );
}
