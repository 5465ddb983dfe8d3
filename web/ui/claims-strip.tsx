import { claimTexts } from '../../core/shared/business-claims.js';
import { useClaims } from '../site/site-config.js';

/** Headline numbers, each with what it counts. */
export function NumbersStrip({ items }: { items: readonly { value: string; label: string }[] }) {
  return (
    <ul className="mt-8 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
      {items.map((item) => (
        <li key={item.label}>
          <span className="block text-2xl font-bold text-brand-800">{item.value}</span>
          <span className="text-sm text-slate-700">{item.label}</span>
        </li>
      ))}
    </ul>
  );
}

/** The landing claims, as the business configuration states them. */
export function ClaimsStrip() {
  const claims = claimTexts(useClaims());
  return (
    <NumbersStrip
      items={[
        { value: claims.customers, label: 'customers' },
        { value: claims.usStores, label: 'US stores' },
        { value: claims.rating, label: `from ${claims.reviews} reviews` },
        { value: claims.savingsUpTo, label: 'saved against Kenyan shop prices' },
      ]}
    />
  );
}

/** What the business has done so far, for the stories page. */
export function TrackRecordStrip() {
  const claims = claimTexts(useClaims());
  return (
    <NumbersStrip
      items={[
        { value: claims.customers, label: 'customers' },
        { value: claims.packagesDelivered, label: 'packages delivered' },
        { value: claims.countiesServed, label: 'counties served' },
        { value: claims.rating, label: `from ${claims.reviews} reviews` },
      ]}
    />
  );
}
