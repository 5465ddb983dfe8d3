import { Link } from 'react-router-dom';
import { OCEAN_TARIFF } from '../../../core/pricing/ocean.js';
import { formatUsd } from '../../../core/shared/money.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { OceanCalculator } from './ocean-calculator.js';
import { PageHero } from '../../ui/page-hero.js';

const RATE = `${formatUsd(OCEAN_TARIFF.centsPerCubicFoot)} per cubic foot`;

const GOOD_FOR = [
  'Furniture and mattresses',
  'Appliances: fridges, washing machines, cookers',
  'Machinery and spare parts',
  'Large orders for a shop or business',
] as const;

export default function OceanShippingPage() {
  usePageMeta(
    'Ocean Shipping from the USA to Kenya',
    `Sea freight for big and heavy goods at ${RATE}, ${OCEAN_TARIFF.sailing.toLowerCase()} sailings, ${OCEAN_TARIFF.transit} to Kenya. Work out a box's volume and price.`,
  );
  return (
    <>
      <PageHero
        title="Ocean shipping to Kenya"
        intro={
          <>
            For what is too big or too heavy to fly: {RATE}, one sailing a month, {OCEAN_TARIFF.transit} from
            our warehouse to Kenya.
          </>
        }
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <dl className="grid gap-3 sm:grid-cols-3">
          {[
            ['Rate', RATE],
            ['Sailings', OCEAN_TARIFF.sailing],
            ['Transit', OCEAN_TARIFF.transit],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="mt-1 text-xl font-bold text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="ocean-calculator-heading">
          <h2 id="ocean-calculator-heading" className="mb-4 text-2xl font-bold text-slate-900">
            Volume and price of a box
          </h2>
          <OceanCalculator />
        </section>
        <section aria-labelledby="good-for-heading" className="grid gap-6 md:grid-cols-2">
          <div>
            <h2 id="good-for-heading" className="text-2xl font-bold text-slate-900">
              When the sea pays
            </h2>
            <p className="mt-3 text-slate-700">
              Air freight charges by weight or volume, whichever is more; the sea charges by volume alone.
              Bulky, heavy goods that can wait two to three months cost far less by sea. Anything you need
              soon, or anything small, is cheaper and faster by air.
            </p>
            <Link to="/pricing" className="mt-3 inline-block font-semibold text-brand-800 underline">
              Air rates and calculator
            </Link>
          </div>
          <ul className="space-y-2 self-center">
            {GOOD_FOR.map((item) => (
              <li key={item} className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-800">
                {item}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
