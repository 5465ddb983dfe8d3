import { CLAIMS } from '../content/home.js';

/** The business's headline numbers. */
export function ClaimsStrip() {
  return (
    <ul className="mt-8 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
      {CLAIMS.map((claim) => (
        <li key={claim.label}>
          <span className="block text-2xl font-bold text-brand-800">{claim.value}</span>
          <span className="text-sm text-slate-700">{claim.label}</span>
        </li>
      ))}
    </ul>
  );
}
