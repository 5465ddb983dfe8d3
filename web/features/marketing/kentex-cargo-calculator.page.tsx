import { REFERENCE_PHONE } from '../../../core/customs/delivered-cost.js';
import { cardsOf } from '../../../core/competitors/sample-prices.js';
import { formatUsd } from '../../../core/shared/money.js';
import { useRateCards } from '../competitors/rate-cards.api.js';
import { CompetitorRates } from '../competitors/competitor-rates.js';
import { CalculatorSection, NextSteps, Section } from './marketing-blocks.js';
import { PriceComparisonTable } from '../competitors/price-comparison-table.js';
import { WorkedExample } from '../competitors/worked-example.js';
import { PageHero } from '../../ui/page-hero.js';
import { useQuotePageMeta } from '../shipping/shared-quote.js';
import { webApplication } from '../../site/structured-data.js';
import { useIdentity, useSiteConfig } from '../../site/site-config.js';

const KENTEX = ['kentex-delaware', 'kentex-texas'] as const;

export default function KentexCargoCalculatorPage() {
  const { brandName } = useIdentity();
  const surcharge = cardsOf(useRateCards(), KENTEX).find((c) => c.valueSurcharge)?.valueSurcharge;
  const site = useSiteConfig();
  const description =
    'Work out what Kentex Cargo charges from Delaware or Texas to Kenya, value surcharge included, and compare it with our price for the same parcel.';
  useQuotePageMeta('Kentex Cargo Shipping Calculator', description, [
    webApplication(site, '/kentex-cargo-calculator', 'Kentex Cargo shipping calculator', description),
  ]);
  return (
    <>
      <PageHero
        title="Kentex Cargo shipping calculator"
        intro={`Enter a parcel once and see Kentex Cargo's Delaware and Texas prices beside ${brandName}'s, each by its published rate card.`}
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <CalculatorSection
          source="kentex_cargo_calculator"
          title="Kentex Cargo or us: your parcel"
          intro="Both Kentex warehouses are in the comparison under the result."
        />
        <Section title="How Kentex Cargo prices a parcel">
          <CompetitorRates ids={KENTEX} />
          {surcharge && (
            <p>
              The value charge is the part that surprises people: once the goods are worth more than{' '}
              {formatUsd(surcharge.whenValueOverCents)}, {surcharge.percent}% of their whole value is added to
              the freight.
            </p>
          )}
          <WorkedExample
            ids={KENTEX}
            kg={REFERENCE_PHONE.weightKg}
            itemValueDollars={REFERENCE_PHONE.itemCents / 100}
            what="A phone"
          />
        </Section>
        <Section title="Which warehouse, and when the value matters">
          <p>
            Kentex Cargo publishes a card for each of its two US warehouses, and the calculator prices your
            parcel at both. The Texas card costs less per kilo at most weights; Delaware&apos;s rate falls in
            steps as the parcel gets heavier. Our address is in Delaware too, with no sales tax on what you
            buy.
          </p>
          <p>
            For cheap, heavy goods the warehouses and we are close. The gap opens with the value: a phone, a
            laptop or a camera crosses the value threshold at once, and from there the percentage grows with
            the price of the item, not its weight.
          </p>
        </Section>
        <Section title="Common parcels at each">
          <PriceComparisonTable ids={KENTEX} weightsKg={[1, 2, 5, 15, 30]} itemValueDollars={250} />
        </Section>
        <NextSteps />
      </div>
    </>
  );
}
