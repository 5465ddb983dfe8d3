import { DESTINATION_DETAILS, type Destination } from '../../../core/pricing/destinations.js';
import { exampleParcel, priceParcel } from '../../../core/pricing/price-parcel.js';
import type { RateTier } from '../../../core/pricing/tariffs.js';
import { formatUsd } from '../../../core/shared/money.js';

/** "Below 25 kg", "From 25 kg", or "Any weight" for a one-tier tariff. */
function bandLabel(tiers: readonly RateTier[], index: number): string {
  const tier = tiers[index];
  const next = tiers[index + 1];
  if (!tier) return '';
  if (tiers.length === 1) return 'Any weight';
  if (tier.fromKg === 0 && next) return `Below ${next.fromKg} kg`;
  return `From ${tier.fromKg} kg`;
}

/** A parcel's price at `kg`, by the one price rule. */
const sample = (destination: Destination, kg: number) =>
  formatUsd(priceParcel(exampleParcel(kg, 1, { destination })).totalCents);

const CARDS: { destination: Destination; samples: number[] }[] = [
  { destination: 'kenya', samples: [3, 10, 30] },
  { destination: 'south-sudan', samples: [3, 10] },
];

/** One card per destination, every figure from the core tariff. */
export function RateCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {CARDS.map(({ destination, samples }) => {
        const { name, serviceType, tariff } = DESTINATION_DETAILS[destination];
        return (
          <li key={destination} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-xl font-bold text-slate-900">{name}</h3>
            <p className="text-sm text-slate-600">
              {tariff.service} · {serviceType} · {tariff.transit}
            </p>
            <dl className="mt-4 space-y-2">
              {tariff.tiers.map((tier, index) => (
                <div key={tier.fromKg} className="flex items-baseline justify-between gap-4">
                  <dt className="text-slate-700">{bandLabel(tariff.tiers, index)}</dt>
                  <dd className="text-2xl font-bold text-brand-800 tabular-nums">
                    {formatUsd(tier.centsPerKg)}
                    <span className="text-base font-medium text-slate-600">/kg</span>
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-slate-600">
              For example:{' '}
              {samples.map((kg, i) => (
                <span key={kg} className="whitespace-nowrap">
                  {i > 0 && ' · '}
                  {kg} kg {sample(destination, kg)}
                </span>
              ))}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
