import { valueChargeText } from '../../../core/competitors/compare-competitors.js';
import { cardsOf } from '../../../core/competitors/sample-prices.js';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { INSURANCE_PERCENT } from '../../../core/pricing/tariffs.js';
import { useRateCards } from '../competitors/rate-cards.api.js';
import { CompetitorRates } from '../competitors/competitor-rates.js';
import { CalculatorSection, NextSteps, Section } from './marketing-blocks.js';
import { PriceComparisonTable } from '../competitors/price-comparison-table.js';
import { WorkedExample } from '../competitors/worked-example.js';
import { PageHero } from '../../ui/page-hero.js';
import { LOWER_RATE_FROM } from './tariff-figures.js';
import { useQuotePageMeta } from '../shipping/shared-quote.js';
import { webApplication } from '../../site/structured-data.js';
import { useSiteConfig } from '../../site/site-config.js';

const AQUANTUO = ['aquantuo'] as const;

export default function AquantuoCalculatorPage() {
  const card = cardsOf(useRateCards(), AQUANTUO)[0];
  const theirInsurance = card?.valueSurcharge?.kind === 'insurance' ? card.valueSurcharge.percent : undefined;
  const site = useSiteConfig();
  const description =
    'What Aquantuo charges to ship from the USA to Kenya, by its weight bands and its charge on the item value, beside our price for the same parcel.';
  useQuotePageMeta('Aquantuo Shipping Calculator', description, [
    webApplication(site, '/aquantuo-calculator', 'Aquantuo shipping calculator', description),
  ]);
  return (
    <>
      <PageHero
        title="Aquantuo shipping calculator"
        intro="Price a parcel at Aquantuo's published rates and at ours in one step: the same weight, the same value, the same box."
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <CalculatorSection
          source="aquantuo_calculator"
          title="Aquantuo or us: your parcel"
          intro="Aquantuo's price for the same parcel is listed under our result, freight beside freight."
        />
        <Section title="Reading the comparison">
          <p>
            Both prices are for shipping alone.{' '}
            {theirInsurance !== undefined &&
              `Aquantuo's published rates list insurance at ${String(theirInsurance)}% of the item value; ours is an option you tick, at ${String(INSURANCE_PERCENT)}% of the declared value. `}
            So that the figures mean the same thing, the calculator leaves insurance out of both, and the
            worked example below does too. Want cover? Tick the box and ours is added to our price alone.
          </p>
          <p>
            Weight counts the same way at both: the larger of the scale weight and the size of the box. We
            repack an oversized store box before it flies: often the cheapest saving there is.
          </p>
        </Section>
        <Section title="How Aquantuo prices a parcel">
          <CompetitorRates ids={AQUANTUO} />
          {card?.valueSurcharge?.kind === 'surcharge' && (
            <p>
              It also charges {valueChargeText(card)}: on a dear item that adds up. We charge shipping by
              weight alone, and our insurance is optional.
            </p>
          )}
          <WorkedExample ids={AQUANTUO} kg={2.5} itemValueDollars={650} what="A laptop" />
        </Section>
        <Section title="Heavier parcels">
          <p>
            Aquantuo's rate falls as the parcel gets heavier; ours falls from {LOWER_RATE_FROM}. This is how
            the two compare as the weight grows, for goods worth $100:
          </p>
          <PriceComparisonTable ids={AQUANTUO} weightsKg={[5, 25, 50, 100, 150]} />
          {card?.transit && (
            <p>
              Transit: {card.transit} at Aquantuo, {DESTINATION_DETAILS.kenya.tariff.transit} with us.
            </p>
          )}
        </Section>
        <NextSteps />
      </div>
    </>
  );
}
