import { Link } from 'react-router-dom';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { SERVICE_TERMS } from '../../../core/pricing/service-terms.js';
import { weeklySchedule } from '../../../core/schedule/departure-schedule.js';
import { formatUsd } from '../../../core/shared/money.js';
import { RateCards } from '../shipping/rate-cards.js';
import { CalculatorSection, CheckList, NextSteps, NumberedSteps, Section } from './marketing-blocks.js';
import { PageHero } from '../../ui/page-hero.js';
import { LOWER_RATE_FROM, VOLUMETRIC_DIVISOR } from './tariff-figures.js';
import { useQuotePageMeta } from '../shipping/shared-quote.js';
import { FIGURES } from '../pricing/figures.js';
import { PICKUP_CITIES, either } from '../../site/pickup-cities.js';
import { useSiteConfig } from '../../site/site-config.js';
import { organization } from '../../site/structured-data.js';

const WEEK = weeklySchedule();
const PICKUP_LIST = either(PICKUP_CITIES);
const { tariff } = DESTINATION_DETAILS.kenya;

/** The way a parcel goes, step by step, with the configured free days at the warehouse. */
const timeline = (freeDays: number) =>
  [
    [
      'You shop',
      'Buy from any US store and give it your US address; the store delivers to our Delaware warehouse.',
    ],
    [
      'We receive',
      `The warehouse logs your parcel, weighs it and keeps it free for ${freeDays} days while you wait for other orders.`,
    ],
    [
      'Cutoff',
      `Parcels in by ${WEEK.cutoffDay} ${WEEK.cutoffTime} leave on ${WEEK.departureDay}'s flight; later ones take the next week's.`,
    ],
    ['Flight', `Nairobi ${tariff.transit}, with customs cleared by our agent on arrival.`],
    ['Delivery', `${DESTINATION_DETAILS.kenya.serviceType}, or pickup in ${PICKUP_LIST}.`],
  ] as const;

export default function AirShippingUsaKenyaPage() {
  const site = useSiteConfig();
  const { freeDays } = site.storage;
  useQuotePageMeta(
    'Air Shipping from the USA to Kenya',
    `Air freight to Nairobi at ${FIGURES.kenyaRate}, customs cleared: flight every ${WEEK.departureDay}, in Kenya ${tariff.transit}.`,
    [organization(site)],
  );
  return (
    <>
      <PageHero
        title="Air shipping from the USA to Kenya"
        intro={
          <>
            One flight a week from our Delaware warehouse to Nairobi, at {FIGURES.kenyaRate}. Your parcel is
            in Kenya {tariff.transit}, cleared through customs.
          </>
        }
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <Section title="How a week of air freight runs">
          <NumberedSteps steps={timeline(freeDays)} columns="md:grid-cols-5" />
        </Section>
        <Section title="Air freight rates">
          <p>
            You pay for the chargeable weight: the scale weight, or the volume weight (length × width × height
            in cm ÷ {VOLUMETRIC_DIVISOR}) when the box is large and light. Rates fall from {LOWER_RATE_FROM}.
          </p>
          <RateCards />
        </Section>
        <Section title="What the air rate includes">
          <CheckList
            items={[
              'Your own US address, in Delaware, where stores charge no sales tax',
              'Consolidation: several orders repacked into one parcel, free',
              'Customs clearance in Nairobi by our agent',
              `${DESTINATION_DETAILS.kenya.serviceType}, or pickup in ${PICKUP_LIST}`,
              `${freeDays} days of free storage while your orders arrive`,
              `${formatUsd(SERVICE_TERMS.preAlertSavingCents)} off a parcel you pre-alert before it reaches us`,
            ]}
          />
          <p>
            Duty and VAT are not in the freight price: they are set by the Kenya Revenue Authority on the
            value of your goods. Work them out before you buy with the{' '}
            <Link to="/kenya-customs-calculator" className="font-semibold text-brand-700 underline">
              customs calculator
            </Link>
            .
          </p>
        </Section>
        <Section title="Air or sea?">
          <p>
            Air suits phones, clothes, cosmetics, spare parts and anything you need this month. For furniture,
            appliances and stock for a shop, sea freight costs far less per kilo but takes about three months:
            see{' '}
            <Link to="/ocean-shipping" className="font-semibold text-brand-700 underline">
              ocean shipping
            </Link>
            .
          </p>
        </Section>
        <CalculatorSection
          source="air_shipping_usa_kenya"
          title="Price your parcel by air"
          intro="Enter the weight and value; add the box size for a large parcel. Our price appears beside other forwarders'."
        />
        <NextSteps>
          Sign up for your free US address and your first parcel can be on {WEEK.departureDay}'s flight.
        </NextSteps>
      </div>
    </>
  );
}
