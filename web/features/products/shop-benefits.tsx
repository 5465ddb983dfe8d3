import { FIGURES } from '../pricing/figures.js';

const BENEFITS = [
  {
    title: 'No US sales tax',
    text: 'Your free US address is in Delaware, which charges no sales tax: you pay the price Amazon shows.',
  },
  {
    title: `${FIGURES.kenyaRate} to Kenya`,
    text: `One rate by weight, customs clearance included, delivered ${FIGURES.kenyaTransit}.`,
  },
  {
    title: 'Several stores, one parcel',
    text: 'Order from Amazon and any other US store: we combine what arrives into one shipment so you pay for less.',
  },
] as const;

/** Why shoppers in Kenya buy on Amazon through us: three cards. */
export function ShopBenefits() {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {BENEFITS.map((benefit) => (
        <li key={benefit.title} className="rounded-xl border border-brand-100 bg-brand-50 p-5">
          <h3 className="font-semibold text-slate-900">{benefit.title}</h3>
          <p className="mt-2 text-sm text-slate-700">{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}
