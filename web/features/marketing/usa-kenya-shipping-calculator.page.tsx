import { Link } from 'react-router-dom';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { exampleParcel, priceParcel } from '../../../core/pricing/price-parcel.js';
import { INSURANCE_PERCENT } from '../../../core/pricing/tariffs.js';
import { weeklySchedule } from '../../../core/schedule/departure-schedule.js';
import { formatLongDate } from '../../../core/shared/calendar.js';
import { formatUsd } from '../../../core/shared/money.js';
import { useRateCards } from '../competitors/rate-cards.api.js';
import { SingleOpenAccordion } from '../../ui/faq-accordion.js';
import { CalculatorSection, NextSteps, Section } from './marketing-blocks.js';
import { PageHero } from '../../ui/page-hero.js';
import { LOWER_RATE_FROM, VOLUMETRIC_DIVISOR } from './tariff-figures.js';
import { useQuotePageMeta } from '../shipping/shared-quote.js';
import { RateCards } from '../shipping/rate-cards.js';
import { FIGURES } from '../pricing/figures.js';
import { useSiteConfig } from '../../site/site-config.js';
import { faqPage, webApplication } from '../../site/structured-data.js';

const PATH = '/usa-kenya-shipping-calculator';
const WEEK = weeklySchedule();
const kenya = DESTINATION_DETAILS.kenya.tariff;
const BULKY_BOX = { length: 50, width: 40, height: 30 };
const BULKY = priceParcel(exampleParcel(2, 60, { dimensions: BULKY_BOX }));

/** Parcels shoppers send, priced by the core at render time: [what it is, kg, item value in dollars]. */
const WORKED_EXAMPLES = [
  ['A pair of running shoes in their box', 1.5, 90],
  ['A laptop with its charger', 3, 100],
  ['A family order, several stores combined', 25, 900],
] as const;

/** How to fill in the calculator: what a shopper needs to know before the first quote. */
function CalculatorHowTo() {
  return (
    <Section title="How to get an exact quote">
      <p>
        Use the shipping weight the store shows on the product page, or weigh the parcel at home; the Imperial
        switch takes pounds and inches if that is what the store lists. The item value is what you paid,
        without US sales tax: your Delaware address pays none. Add the box size when the parcel is large and
        light, such as pillows, toys or a lampshade, because airlines charge for the space it takes.
      </p>
      <p>
        The price you see is the price we charge when the parcel reaches the warehouse: the same rate card,
        the same rounding to 10 grams. Kenya&apos;s duty and VAT are separate and depend on what is inside.
      </p>
      <ul className="space-y-2">
        {WORKED_EXAMPLES.map(([what, kg, value]) => {
          const price = priceParcel(exampleParcel(kg, value));
          return (
            <li key={what} data-example-kg={kg}>
              <strong>{what}</strong>, {kg} kg: {kg} kg × {formatUsd(price.centsPerKg)}/kg ={' '}
              <strong>{formatUsd(price.totalCents)}</strong>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function calculatorFaqs(ratesAsOf: string) {
  return [
    {
      question: 'How is the shipping cost calculated?',
      answer: `By the chargeable weight times the rate: ${FIGURES.kenyaRate} below ${LOWER_RATE_FROM} and ${formatUsd(kenya.tiers[1]?.centsPerKg ?? 0)}/kg from there. The chargeable weight is the larger of the scale weight and the volume weight.`,
    },
    {
      question: 'What is volume weight?',
      answer: `Length × width × height in cm ÷ ${VOLUMETRIC_DIVISOR}. A ${BULKY.actualWeightKg} kg parcel in a ${BULKY_BOX.length} × ${BULKY_BOX.width} × ${BULKY_BOX.height} cm box counts as ${BULKY.chargeableWeightKg} kg and costs ${formatUsd(BULKY.totalCents)}, which is why we repack oversized store boxes.`,
    },
    {
      question: 'Does the price include customs duty?',
      answer:
        'It includes customs clearance by our agent, but not the duty and VAT Kenya charges on your goods; the Kenya customs calculator estimates those, and the all-in landed cost.',
    },
    {
      question: 'What does insurance cost?',
      answer: `It is optional: ${INSURANCE_PERCENT}% of the declared value, added when you tick the box.`,
    },
    {
      question: 'Where do the other forwarders’ prices come from?',
      answer: `From their published rate cards as of ${formatLongDate(ratesAsOf)}, with their own bands, minimum weights and charges on the item value.`,
    },
    {
      question: 'When will my parcel fly?',
      answer: `Parcels in the warehouse by ${WEEK.cutoffDay} ${WEEK.cutoffTime} fly on ${WEEK.departureDay} and reach Kenya ${kenya.transit}.`,
    },
  ];
}

export default function UsaKenyaShippingCalculatorPage() {
  const site = useSiteConfig();
  const faqs = calculatorFaqs(useRateCards().effectiveDate);
  const description = `Free USA to Kenya shipping calculator: your price by weight or volume at ${FIGURES.kenyaRate}, beside other forwarders' published rates, with the next flight.`;
  useQuotePageMeta('USA to Kenya Shipping Calculator', description, [
    webApplication(site, PATH, 'USA to Kenya shipping calculator', description),
    faqPage(faqs),
  ]);
  return (
    <>
      <PageHero
        title="USA to Kenya shipping calculator"
        intro="What your parcel costs to fly from the USA to Kenya, by weight or by box size, and what other forwarders would charge for the same parcel."
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <CalculatorSection
          source="usa_kenya_shipping_calculator"
          title="Calculate your shipping"
          intro="Weight and item value are enough; add the box size for a large, light parcel."
        />
        <CalculatorHowTo />
        <Section title="Rate table">
          <RateCards />
          <p>
            Big goods by sea:{' '}
            <Link to="/ocean-shipping" className="font-semibold text-brand-700 underline">
              ocean shipping
            </Link>
            . Everything included in the price:{' '}
            <Link to="/pricing" className="font-semibold text-brand-700 underline">
              pricing
            </Link>
            .
          </p>
        </Section>
        <Section title="Questions about the calculator">
          <SingleOpenAccordion
            entries={faqs.map((faq, i) => ({
              id: `faq-${i}`,
              title: faq.question,
              body: <p>{faq.answer}</p>,
            }))}
          />
        </Section>
        <NextSteps />
      </div>
    </>
  );
}
