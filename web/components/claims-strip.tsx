import { CLAIMS } from '../content/home.js';

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

/** The business's headline numbers. */
export const ClaimsStrip = () => <NumbersStrip items={CLAIMS} />;
