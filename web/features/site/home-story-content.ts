import { REFERENCE_PHONE } from '../../../core/customs/delivered-cost.js';
import type { CustomsCategoryKey } from '../../../core/customs/customs-rates.js';

export const HOME_STEPS = [
  { title: 'Register', text: 'Sign up free and get your own US address in Delaware.' },
  { title: 'Shop', text: 'Buy from any US store and ship to your address.' },
  { title: 'Pre-Alert', text: 'Tell us what is coming, and save on its shipping.' },
  { title: 'Pay', text: 'By M-Pesa on your dashboard, or in cash at our Juba office in South Sudan.' },
  { title: 'Receive', text: 'We fly it to Kenya every week and deliver it to you.' },
] as const;

/** PLACEHOLDER words for the layout: replace with real customers' words, with their consent, before launch. */
export const TESTIMONIALS = [
  {
    quote:
      'I ordered a laptop on a Tuesday and collected it in Nairobi ten days later, for less than half the shop price here.',
    name: 'Wanjiku M.',
    place: 'Nairobi',
  },
  {
    quote: 'The calculator told me the exact price before I paid for anything. No surprises at pickup.',
    name: 'Otieno K.',
    place: 'Kisumu',
  },
  {
    quote: 'I stock my salon from US beauty brands every month. Paying by M-Pesa makes it easy.',
    name: 'Amina H.',
    place: 'Mombasa',
  },
] as const;

/**
 * Products shoppers compare, with what a Nairobi shop typically asks for them (KES, surveyed on the date below;
 * PLACEHOLDER figures until the first real survey); the US side is computed: the item, our shipping and Kenya's
 * duty and VAT.
 */
export const PRICE_COMPARISON_SURVEYED = '2026-11-01';
export const PRICE_COMPARISON = [
  {
    product: 'Smartphone, 128 GB',
    usPriceCents: REFERENCE_PHONE.itemCents,
    weightKg: REFERENCE_PHONE.weightKg,
    category: REFERENCE_PHONE.category,
    nairobiKes: 135_000,
  },
  {
    product: 'Running shoes',
    usPriceCents: 8_995,
    weightKg: 1,
    category: 'shoes',
    nairobiKes: 22_000,
  },
  {
    product: 'Wireless earbuds',
    usPriceCents: 7_999,
    weightKg: 0.2,
    category: 'electronics-new',
    nairobiKes: 19_500,
  },
] as const satisfies readonly {
  product: string;
  usPriceCents: number;
  weightKg: number;
  category: CustomsCategoryKey;
  nairobiKes: number;
}[];
