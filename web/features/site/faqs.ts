import { KENYA_DUTY_TEXT } from '../../../core/customs/kra-assessment.js';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { SERVICE_TERMS } from '../../../core/pricing/service-terms.js';
import { INSURANCE_PERCENT, VOLUMETRIC_CM3_PER_KG } from '../../../core/pricing/tariffs.js';
import { PROCESSING_FEE_PERCENT } from '../../../core/products/buy-for-me-quote.js';
import { weeklySchedule } from '../../../core/schedule/departure-schedule.js';
import { formatUsd } from '../../../core/shared/money.js';
import { SERVICE_TIMES, serviceTimeText } from '../../../core/shared/business-claims.js';
import type { BusinessIdentity } from '../../../core/shared/business-identity.js';
import type { StorageTerms } from '../../../core/shared/storage-terms.js';
import { supportHoursSentence } from '../../../core/shared/support-hours.js';
import { PICKUP_CITIES, either } from '../../site/pickup-cities.js';
import { LITHIUM_BATTERY_RULE } from './prohibited-items.js';

export interface Faq {
  question: string;
  /** Plain text: the page shows it, and the FAQPage structured data repeats it word for word. */
  answer: string;
  /** Where to read more on this site. */
  more?: { href: string; label: string };
}

/**
 * How customers pay today, as the dashboard offers it; nothing the dashboard does not offer is promised. The
 * paybill's number is the deployment's (MPESA_PAYBILL or the short code).
 */
const howToPay = (paybill: string, identity: BusinessIdentity) =>
  `On your dashboard, with M-Pesa: ask for the payment prompt on your phone (STK push), or pay to paybill ${paybill} with your account ID as the account number. In South Sudan, pay in cash at our Juba office, ${identity.jubaOfficeAddress}. We hand a parcel over once it is paid.`;

const kenya = DESTINATION_DETAILS.kenya.tariff;
const [firstTier, secondTier] = kenya.tiers;
const rates = secondTier
  ? `${formatUsd(firstTier?.centsPerKg ?? 0)} per kg below ${secondTier.fromKg} kg and ${formatUsd(secondTier.centsPerKg)} per kg from ${secondTier.fromKg} kg`
  : `${formatUsd(firstTier?.centsPerKg ?? 0)} per kg`;

/** The twelve questions shoppers ask most, every figure from the core rules and the configuration. */
export function faqs(identity: BusinessIdentity, storage: StorageTerms, paybill: string): Faq[] {
  const schedule = weeklySchedule();
  return [
    {
      question: 'How does it work?',
      answer: `Sign up free and you get your own US address in Delaware. Shop at any US store and ship to that address, tell us what is coming with a pre-alert, and we fly your parcels to Kenya every ${schedule.departureDay}.`,
      more: { href: '/how-it-works', label: 'How It Works' },
    },
    {
      question: 'How much does shipping cost?',
      answer: `Air freight to Kenya is ${rates}, customs clearance included. A light but bulky parcel is charged by its volumetric weight (length × width × height in cm ÷ ${VOLUMETRIC_CM3_PER_KG.toLocaleString('en-US')}) when that is more than its actual weight.`,
      more: { href: '/pricing', label: 'Pricing and calculator' },
    },
    {
      question: 'How long does delivery take?',
      answer: `Flights leave every ${schedule.departureDay}. Parcels reach Kenya ${kenya.transit}: ${serviceTimeText(SERVICE_TIMES.kenyaDoorToDoor)}.`,
    },
    {
      question: 'When must my parcel reach the warehouse?',
      answer: `By ${schedule.cutoffDay} ${schedule.cutoffTime} to fly on the following ${schedule.departureDay}. Parcels that arrive later fly a week after.`,
    },
    {
      question: 'Do I pay US sales tax?',
      answer: `No. Your address is in Delaware, which has no sales tax, so US sales tax is ${formatUsd(SERVICE_TERMS.usSalesTaxCents)}.`,
    },
    {
      question: 'What about Kenyan customs duty and VAT?',
      answer: `We clear every parcel through customs in Nairobi at no extra charge. ${KENYA_DUTY_TEXT} Kenya charges import duty by category and 16% VAT on the goods; the customs calculator shows both before you buy.`,
      more: { href: '/kenya-customs-calculator', label: 'Kenya customs calculator' },
    },
    {
      question: 'How do I pay?',
      answer: howToPay(paybill, identity),
    },
    {
      question: 'Where do I collect my parcel?',
      answer: `We deliver to your door, or you collect from our pickup points in ${either(PICKUP_CITIES)}. In South Sudan, parcels are collected from our Juba office.`,
    },
    {
      question: 'What can I not ship?',
      answer: `Weapons, flammables, drugs and a few other categories cannot fly; some items such as supplements and used electronics have limits. ${LITHIUM_BATTERY_RULE} Check the list before you buy.`,
      more: { href: '/prohibited', label: 'Prohibited items' },
    },
    {
      question: "What if a store won't take my card?",
      answer: `Use Buy for Me: send us the link, we quote the item, a ${PROCESSING_FEE_PERCENT}% processing fee and the shipping, and buy it for you once you agree.`,
      more: { href: '/buy-for-me', label: 'Buy for Me' },
    },
    {
      question: 'Is my parcel insured, and how long can it wait?',
      answer: `Insurance is optional, at ${INSURANCE_PERCENT}% of the declared value. Parcels wait in our warehouse free for ${storage.freeDays} days from the day they arrive; after that storage is ${formatUsd(storage.feeCentsPerDay)} a day per parcel.`,
    },
    {
      question: 'How do I reach support?',
      answer: `On WhatsApp, by phone on ${identity.supportPhone} or by e-mail at ${identity.supportEmail}. ${supportHoursSentence(identity)}. We answer every message, e-mail too, ${SERVICE_TIMES.supportReply.range}.`,
      more: { href: '/contact', label: 'Contact us' },
    },
  ];
}
