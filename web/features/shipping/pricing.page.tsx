import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { REFERENCE_PHONE, REFERENCE_PHONE_TITLE } from '../../../core/customs/delivered-cost.js';
import { REFERENCE_PARCEL, exampleParcel, priceParcel } from '../../../core/pricing/price-parcel.js';
import { SERVICE_TERMS } from '../../../core/pricing/service-terms.js';
import { INSURANCE_PERCENT, VOLUMETRIC_CM3_PER_KG } from '../../../core/pricing/tariffs.js';
import { volumetricKg } from '../../../core/pricing/units.js';
import { formatUsd } from '../../../core/shared/money.js';
import { ShippingCalculator } from './shipping-calculator.js';
import { DeliveredCostSummary } from '../customs/delivered-cost-summary.js';
import { NextDepartureCard } from './next-departure.js';
import { useQuotePageMeta } from './shared-quote.js';
import { RateCards } from './rate-cards.js';
import { PageHero } from '../../ui/page-hero.js';
import { useStorageTerms } from '../../site/site-config.js';
import type { StorageTerms } from '../../../core/shared/storage-terms.js';
import { KENYA_DUTY_TEXT } from '../../../core/customs/kra-assessment.js';

const KENYA = DESTINATION_DETAILS.kenya.tariff;

/** What the rate includes, with the configured free days at the warehouse. */
const included = (storage: StorageTerms) => [
  `${formatUsd(SERVICE_TERMS.usSalesTaxCents)} US sales tax: your address is in tax-free Delaware`,
  'Customs clearance in Nairobi',
  'Combining several parcels into one shipment',
  `Up to ${storage.freeDays} days in our warehouse, from the day your parcel arrives`,
  `${formatUsd(SERVICE_TERMS.preAlertSavingCents)} off every parcel you pre-alert before it arrives`,
];

/** What it leaves out, with the configured daily storage fee. */
const notIncluded = (storage: StorageTerms) => [
  `Insurance: optional, ${INSURANCE_PERCENT}% of the declared value`,
  `Storage beyond ${storage.freeDays} days: ${formatUsd(storage.feeCentsPerDay)} a day per parcel`,
  <>
    Kenyan import duty and VAT on the goods: see the{' '}
    <Link to="/kenya-customs-calculator" className="font-medium text-brand-800 underline">
      customs calculator
    </Link>
  </>,
];

/** A worked volumetric example: a light but bulky box. */
const BOX = { length: 60, width: 40, height: 40 };
const BOX_ACTUAL_KG = 5;
const boxVolumetric = volumetricKg(BOX, VOLUMETRIC_CM3_PER_KG);
const boxPrice = priceParcel(exampleParcel(BOX_ACTUAL_KG, 1, { dimensions: BOX }));
const reference = priceParcel(REFERENCE_PARCEL);

function Checklist({ items, included }: { items: readonly ReactNode[]; included: boolean }) {
  return (
    <ul className="mt-3 space-y-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-2 text-slate-800">
          <span aria-hidden="true" className={included ? 'text-green-700' : 'text-slate-500'}>
            {included ? '✓' : '–'}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Why a light but bulky box costs more, worked out on one box, beside the next departure. */
function VolumetricSection() {
  return (
    <section aria-labelledby="volumetric-heading" className="grid gap-6 md:grid-cols-2">
      <div>
        <h2 id="volumetric-heading" className="text-2xl font-bold text-slate-900">
          Light but bulky? Volumetric weight
        </h2>
        <p className="mt-3 text-slate-700">
          Airlines charge for the space a parcel takes. Its volumetric weight is length × width × height in cm
          ÷ {VOLUMETRIC_CM3_PER_KG.toLocaleString('en-US')}, and we charge the greater of that and the actual
          weight.
        </p>
        <p className="mt-3 text-slate-700">
          A {BOX.length} × {BOX.width} × {BOX.height} cm box weighing {BOX_ACTUAL_KG} kg counts as{' '}
          {boxVolumetric} kg: {formatUsd(boxPrice.totalCents)} to Kenya.
        </p>
      </div>
      <NextDepartureCard />
    </section>
  );
}

/** The reference parcel's shipping alone, beside the reference phone's delivered cost. */
function ExamplesSection() {
  return (
    <section aria-labelledby="examples-heading">
      <h2 id="examples-heading" className="text-2xl font-bold text-slate-900">
        What a parcel costs, worked out
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-5 text-sm">
          <p className="font-semibold text-slate-900">
            A {REFERENCE_PARCEL.weight} kg parcel worth {formatUsd(REFERENCE_PARCEL.itemValue * 100)}
          </p>
          <p className="mt-2 text-slate-800">
            Shipping only: {reference.chargeableWeightKg} kg at {formatUsd(reference.centsPerKg)}/kg ={' '}
            <strong data-figure="shipping-only">{formatUsd(reference.totalCents)}</strong>, customs clearance
            included. Kenya's duty and VAT depend on what is inside: see the example beside it.
          </p>
        </div>
        <DeliveredCostSummary item={REFERENCE_PHONE} title={REFERENCE_PHONE_TITLE} />
      </div>
    </section>
  );
}

export default function PricingPage() {
  const storage = useStorageTerms();
  useQuotePageMeta(
    'Pricing',
    `Air freight from the USA to Kenya from ${formatUsd(KENYA.tiers[0]?.centsPerKg ?? 0)}/kg, customs clearance included, no US sales tax. Rate cards, what is included and the next departure.`,
  );
  return (
    <>
      <PageHero
        title="Simple pricing by weight"
        intro={<>One rate per kilogram, customs clearance included, no monthly fee and no US sales tax.</>}
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <section aria-labelledby="rates-heading">
          <h2 id="rates-heading" className="mb-4 text-2xl font-bold text-slate-900">
            Rate cards
          </h2>
          <RateCards />
          <p className="mt-4 text-slate-700">
            Too big or too heavy to fly?{' '}
            <Link to="/ocean-shipping" className="font-semibold text-brand-800 underline">
              Ocean shipping
            </Link>{' '}
            is priced by volume.
          </p>
        </section>

        <section aria-labelledby="included-heading" className="grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 id="included-heading" className="text-xl font-bold text-slate-900">
              Included in the rate
            </h2>
            <Checklist items={included(storage)} included />
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 className="text-xl font-bold text-slate-900">Not included</h2>
            <Checklist items={notIncluded(storage)} included={false} />
            <p className="mt-4 text-sm text-slate-700" aria-label="Kenya's duty and taxes">
              {KENYA_DUTY_TEXT}
            </p>
          </div>
        </section>

        <VolumetricSection />

        <ExamplesSection />

        <section aria-labelledby="calculator-heading">
          <h2 id="calculator-heading" className="text-2xl font-bold text-slate-900">
            Calculate your shipping
          </h2>
          <p className="mt-2 mb-6 text-slate-600">
            Your parcel's price, beside what other forwarders charge.
          </p>
          <ShippingCalculator source="pricing" shareable />
        </section>
      </div>
    </>
  );
}
