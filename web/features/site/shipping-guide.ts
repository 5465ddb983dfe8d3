import { LITHIUM_BATTERY_RULE } from './prohibited-items.js';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { SERVICE_TERMS } from '../../../core/pricing/service-terms.js';
import { INSURANCE_PERCENT, VOLUMETRIC_CM3_PER_KG } from '../../../core/pricing/tariffs.js';
import { weeklySchedule } from '../../../core/schedule/departure-schedule.js';
import { formatUsd } from '../../../core/shared/money.js';
import type { StorageTerms } from '../../../core/shared/storage-terms.js';
import { FIGURES } from '../pricing/figures.js';

const schedule = weeklySchedule();
/** Where the tariff's next, lower rate starts. */
const LOWER_RATE_FROM_KG = DESTINATION_DETAILS.kenya.tariff.tiers[1]?.fromKg ?? 0;
const preAlert = formatUsd(SERVICE_TERMS.preAlertSavingCents);

export const GUIDE_STEPS = [
  {
    title: 'Sign up free',
    text: 'Create your account and get your account ID: it is your suite at our Delaware warehouse.',
  },
  {
    title: 'Shop US stores',
    text: 'Use the warehouse as the shipping address, your account ID on address line 2.',
  },
  {
    title: 'Pre-alert the parcel',
    text: `Send us the tracking number before it arrives and save ${preAlert}.`,
  },
  {
    title: 'We receive and check it',
    text: 'We log it, check it against the prohibited list and combine it with your other parcels.',
  },
  {
    title: 'It flies to Kenya',
    text: `Parcels that reach us by ${schedule.cutoffDay} ${schedule.cutoffTime} fly on ${schedule.departureDay}.`,
  },
  {
    title: 'Pay and receive',
    text: `Pay ${FIGURES.kenyaRate} by M-Pesa or card; we clear customs and deliver ${FIGURES.kenyaTransit}.`,
  },
] as const;

/** Ways to pay less, with the configured free days at the warehouse. */
export const savingTips = (storage: StorageTerms): readonly string[] => [
  'Combine several orders into one shipment: you pay by total weight, not per parcel.',
  `Pre-alert every parcel: it saves ${preAlert} each time.`,
  'Ask stores to ship in the smallest box, or without the retail box where it is safe.',
  `Watch volumetric weight: a big, light box is charged as length × width × height ÷ ${VOLUMETRIC_CM3_PER_KG.toLocaleString('en-US')} (cm).`,
  'Buy during US sales: Black Friday, Cyber Monday, Prime Day, back-to-school.',
  'Use free US shipping to the warehouse: Delaware is close to most US sellers.',
  'Pay no US sales tax: your address is in tax-free Delaware.',
  'Check Kenyan duty before you buy: books and medicine pay none, clothes pay more.',
  'Compare our price with other forwarders in the calculator before you ship.',
  `Insure only what is worth insuring: it costs ${INSURANCE_PERCENT}% of the declared value.`,
  `Ship within ${storage.freeDays} days of arrival: after that storage is ${formatUsd(storage.feeCentsPerDay)} a day per parcel.`,
  'Buy refurbished from the maker, not used from a stranger: used electronics need a KEBS permit.',
  'Use price trackers and cash-back sites on Amazon and Walmart.',
  'Order accessories with the main item, not later in a parcel of their own.',
  `Ship ${LOWER_RATE_FROM_KG} kg or more at once: the rate per kg drops.`,
];

export const COMMON_MISTAKES = [
  'Leaving the account ID off the address: the parcel waits until we can match it.',
  'Buying a prohibited item: it cannot fly, and returning it costs you.',
  'Declaring less than the price paid: customs checks the invoice and the parcel is held.',
  'Forgetting volumetric weight on bulky, light items.',
  'Ordering more than a 3-month supply of supplements.',
  `Packing loose lithium batteries or a large power bank: ${LITHIUM_BATTERY_RULE}`,
] as const;
