import type { CustomsCategoryKey } from '../../../core/customs/customs-rates.js';
import type { BusinessIdentity } from '../../../core/shared/business-identity.js';
import { type Weekday, opensOn } from '../../../core/shared/support-hours.js';

/**
 * PLACEHOLDER stories for the layout, to be replaced with real customers' accounts (with their consent) before
 * launch. The shipping each parcel cost is not written here: the page computes it from the parcel's weight.
 */
export interface SuccessStory {
  name: string;
  place: string;
  title: string;
  challenge: string;
  solution: string;
  result: string;
  quote: string;
  /** The parcel as shipped, for the page to price. */
  parcel: { weightKg: number; itemsCents: number; category: CustomsCategoryKey };
  /** What the same goods cost them in Kenya, in shillings, as they reported it. */
  localPriceKes: number;
}

export const SUCCESS_STORIES: readonly SuccessStory[] = [
  {
    name: 'Grace W.',
    place: 'Nairobi',
    title: 'A student laptop, duty paid, for less',
    challenge: 'Her daughter needed a laptop for university; Nairobi shops asked KES 180,000 for the model.',
    solution: 'She ordered it during a US sale and shipped it with a pre-alert.',
    result: 'It arrived eight days after the flight, customs cleared.',
    quote: 'I paid for the laptop, the shipping and the duty, and still paid less than in Nairobi.',
    parcel: { weightKg: 2.5, itemsCents: 64_900, category: 'electronics-new' },
    localPriceKes: 180_000,
  },
  {
    name: 'Brian O.',
    place: 'Kisumu',
    title: 'Spare parts that kept a workshop open',
    challenge: 'A part for his generator was out of stock in Kenya for two months.',
    solution: 'He found it on a US parts site and shipped it by air the same week.',
    result: 'The workshop was running again in ten days.',
    quote: 'Two months of waiting became ten days.',
    parcel: { weightKg: 6, itemsCents: 28_000, category: 'other' },
    localPriceKes: 95_000,
  },
  {
    name: 'Amina H.',
    place: 'Mombasa',
    title: 'A salon stocked from US brands',
    challenge: 'Her clients asked for US hair-care brands that local suppliers did not carry.',
    solution: 'She combines a month of orders from three stores into one parcel.',
    result: 'One shipment a month, one weight, one payment by M-Pesa.',
    quote: 'Combining the parcels is where the savings are.',
    parcel: { weightKg: 12, itemsCents: 42_000, category: 'cosmetics' },
    localPriceKes: 120_000,
  },
  {
    name: 'Peter K.',
    place: 'Eldoret',
    title: 'Running shoes for a training group',
    challenge: 'Twelve runners needed proper shoes before a race season.',
    solution: 'The group ordered together and shipped one parcel.',
    result: 'Every pair arrived in one pickup in Eldoret.',
    quote: 'Shared shipping made each pair cheap to bring in.',
    parcel: { weightKg: 14, itemsCents: 96_000, category: 'shoes' },
    localPriceKes: 260_000,
  },
  {
    name: 'Faith N.',
    place: 'Nakuru',
    title: 'Textbooks with no duty',
    challenge: 'Her nursing textbooks were not sold in Kenya.',
    solution: 'She bought them used from a US marketplace.',
    result: 'Books pay no import duty: she paid shipping and VAT only.',
    quote: 'I did not know books came in without duty.',
    parcel: { weightKg: 5, itemsCents: 18_000, category: 'books' },
    localPriceKes: 55_000,
  },
  {
    name: 'David M.',
    place: 'Thika',
    title: 'A small shop that imports monthly',
    challenge: 'Local wholesalers marked up phone accessories heavily.',
    solution: 'He orders in bulk from US sellers and ships over 25 kg at a time.',
    result: 'His parcels qualify for the lower rate per kg.',
    quote: 'The calculator tells me my margin before I order.',
    parcel: { weightKg: 30, itemsCents: 150_000, category: 'electronics-new' },
    localPriceKes: 390_000,
  },
];

interface ShortQuote {
  quote: string;
  name: string;
  /** A day the quote says WhatsApp answered on: shown only while the configured hours open that day. */
  whatsappAnsweredOn?: Weekday;
}

/** Short quotes from more customers (PLACEHOLDER, as above). */
const SHORT_QUOTES: readonly ShortQuote[] = [
  {
    quote: 'The WhatsApp support answered me on a Sunday.',
    name: 'Kevin L., Nairobi',
    whatsappAnsweredOn: 'Sunday',
  },
  { quote: 'Paying by M-Pesa with my account ID is so easy.', name: 'Mercy A., Kiambu' },
  { quote: 'I always know the price before I ship.', name: 'Joseph T., Nyeri' },
  { quote: 'My parcel was in Mombasa nine days after I pre-alerted it.', name: 'Salma R., Mombasa' },
];

/** The quotes the configured support hours bear out: none praises a reply on a day WhatsApp is closed. */
export const shortQuotes = (identity: Pick<BusinessIdentity, 'whatsappHours'>): ShortQuote[] =>
  SHORT_QUOTES.filter(
    ({ whatsappAnsweredOn }) => !whatsappAnsweredOn || opensOn(identity.whatsappHours, whatsappAnsweredOn),
  );
