import { readNumber } from '../../../core/shared/number-input.js';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { exampleParcel, priceParcel } from '../../../core/pricing/price-parcel.js';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { usd, weightLabel } from './format.js';
import { Form, TextField } from '../../ui/field.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { useIdentity } from '../../site/site-config.js';
import { PageHero } from '../../ui/page-hero.js';
import { buttonClass } from '../../ui/button.js';

const TARIFF = DESTINATION_DETAILS['south-sudan'].tariff;
const RATE = (TARIFF.tiers[0]?.centsPerKg ?? 0) / 100;

/** The one tariff rule, for South Sudan: a positive weight prices; anything else totals 0. */
function southSudanTotal(weightKg: number | undefined): { totalCents: number; chargeableKg: number } {
  if (weightKg === undefined || weightKg <= 0) return { totalCents: 0, chargeableKg: 0 };
  const quote = priceParcel(exampleParcel(weightKg, 0, { destination: 'south-sudan' }));
  return { totalCents: quote.totalCents, chargeableKg: quote.chargeableWeightKg };
}

function SouthSudanCalculator() {
  const id = useId();
  const [weight, setWeight] = useState('');
  const { totalCents, chargeableKg } = southSudanTotal(readNumber(weight));
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        Shipping calculator
      </h2>
      <Form label="South Sudan shipping calculator" className="mt-4">
        <TextField
          label="Package weight (kg)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.1}
          value={weight}
          onChange={setWeight}
        />
      </Form>
      <dl className="mt-6 space-y-2" aria-live="polite">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Chargeable weight</dt>
          <dd className="font-medium text-slate-900">{weightLabel(chargeableKg)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-lg">
          <dt className="font-semibold text-slate-900">Total to Juba</dt>
          <dd className="font-bold text-brand-800">{usd(totalCents / 100)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        {TARIFF.service}, {TARIFF.transit}. Collect your parcel from our Juba office.
      </p>
    </section>
  );
}

export default function SouthSudanPricingPage() {
  const identity = useIdentity();
  usePageMeta(
    'South Sudan Shipping Rates',
    `Ship from the US to Juba at ${usd(RATE)}/kg. Pickup only, from our office in Juba.`,
  );
  return (
    <>
      <PageHero
        title="Shipping to South Sudan"
        intro={
          <>
            {usd(RATE)} per kg from our Delaware warehouse to Juba. Pickup only: there is no home delivery in
            South Sudan, so every parcel is collected from our Juba office.
          </>
        }
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 lg:grid-cols-2">
        <SouthSudanCalculator />
        <section aria-labelledby="juba-pickup" className="space-y-4 text-slate-700">
          <h2 id="juba-pickup" className="text-xl font-bold text-slate-900">
            Pickup in Juba
          </h2>
          <p>{identity.jubaOfficeAddress}</p>
          <p>
            We charge the greater of the actual weight and the volumetric weight (length × width × height in
            cm ÷ 5,000). No sales tax on your purchases, and optional insurance at 3% of the declared value.
          </p>
          <p>Already have an account? Your account ID goes on every parcel you send to our warehouse.</p>
          <div className="flex flex-wrap gap-3">
            <Link to="/dashboard" className={buttonClass()}>
              Go to Dashboard
            </Link>
            <Link
              to="/auth"
              className="rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50"
            >
              Sign In or Create an Account
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}
