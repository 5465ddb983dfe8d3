import { cardsOf, samplePrices } from '../../../core/competitors/sample-prices.js';
import { formatUsd } from '../../../core/shared/money.js';
import { useRateCards } from './rate-cards.api.js';
import { useIdentity } from '../../site/site-config.js';

/** One parcel priced by us and by the named forwarders, the charge on its value shown apart. */
export function WorkedExample({
  ids,
  kg,
  itemValueDollars,
  what,
}: {
  ids: readonly string[];
  kg: number;
  itemValueDollars: number;
  what: string;
}) {
  const { brandName } = useIdentity();
  const [row] = samplePrices(cardsOf(useRateCards(), ids), [kg], itemValueDollars);
  if (!row) return null;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <p className="font-semibold text-slate-900">
        {what}: {kg} kg, worth ${itemValueDollars}
      </p>
      <p className="text-sm text-slate-600">
        Shipping only, without insurance, by each one's published rates.
      </p>
      <ul className="mt-2 space-y-1 tabular-nums">
        <li>
          {brandName}: <strong>{formatUsd(row.ourCents)}</strong>, no charge on the value
        </li>
        {row.theirs.map((t) => (
          <li key={t.id}>
            {t.name}: <strong>{formatUsd(t.cents)}</strong>
            {t.surchargeCents > 0 && <>, of which {formatUsd(t.surchargeCents)} is the charge on the value</>}
          </li>
        ))}
      </ul>
    </div>
  );
}
