import { valueChargeText } from '../../../core/competitors/compare-competitors.js';
import type { RateCard } from '../../../core/competitors/rate-card.schema.js';
import { cardsOf, samplePrices } from '../../../core/competitors/sample-prices.js';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { INSURANCE_PERCENT } from '../../../core/pricing/tariffs.js';
import { weeklySchedule } from '../../../core/schedule/departure-schedule.js';
import { formatUsd } from '../../../core/shared/money.js';
import { useRateCards } from '../competitors/rate-cards.api.js';
import { bandsOf } from '../competitors/competitor-rates.js';
import { CalculatorSection, CheckList, NextSteps, Section, SideBySide } from './marketing-blocks.js';
import { PriceComparisonTable } from '../competitors/price-comparison-table.js';
import { PageHero } from '../../ui/page-hero.js';
import { LOWER_RATE_FROM } from './tariff-figures.js';
import { useQuotePageMeta } from '../shipping/shared-quote.js';
import { FIGURES } from '../pricing/figures.js';
import { useIdentity, useStorageTerms } from '../../site/site-config.js';

const AQUANTUO = ['aquantuo'] as const;
const kenya = DESTINATION_DETAILS.kenya.tariff;
const WEEK = weeklySchedule();
/** Weights across every band of both tariffs, for a claim the rate cards must bear out. */
const BAND_WEIGHTS = [1, 10, 25, 50, 100, 150, 300];

/** Only what the rate cards in force bear out. */
function StrongerSection({
  card,
  cheaperPerKilo,
  chargesOnValue,
}: {
  card: RateCard | undefined;
  cheaperPerKilo: boolean;
  chargesOnValue: boolean;
}) {
  return (
    <Section title="Where we are stronger">
      <CheckList
        items={[
          ...(cheaperPerKilo && card
            ? [
                `A lower rate per kilo at every weight: ${FIGURES.kenyaRate} against ${formatUsd(card.tiers[0]?.centsPerKg ?? 0)}/kg to start`,
              ]
            : []),
          ...(chargesOnValue
            ? [
                'No percentage of your item value added to the freight, so an expensive phone costs the same to ship as a cheap one of the same weight',
              ]
            : []),
          ...(card?.transit ? [`${kenya.transit}, against ${card.transit} at Aquantuo`] : []),
          'Kenyan customer service on WhatsApp, and M-Pesa payment with your account ID',
        ]}
      />
    </Section>
  );
}

/** Who each forwarder suits better. */
function WhichToChoose({
  brandName,
  card,
  chargesOnValue,
}: {
  brandName: string;
  card: RateCard | undefined;
  chargesOnValue: boolean;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Section title={`Choose ${brandName} if`}>
        <CheckList
          items={[
            'You ship to Kenya or South Sudan',
            ...(chargesOnValue
              ? ['Your goods are valuable for their weight (phones, laptops, watches)']
              : []),
            'You want a fixed weekly flight and cutoff to plan around',
            'You like to know the full price, duty included, before you buy',
          ]}
        />
      </Section>
      <Section title="Choose Aquantuo if">
        <CheckList
          items={[
            'You ship to an African country other than Kenya or South Sudan',
            'You already have an Aquantuo account and a parcel in its warehouse',
            ...(card && card.tiers.length > 1
              ? [
                  `Your parcels are heavy: its rate falls in ${card.tiers.length - 1} steps from ${card.tiers[1]?.fromKg} kg`,
                ]
              : []),
          ]}
        />
      </Section>
    </div>
  );
}

export default function VsAquantuoPage() {
  const { brandName } = useIdentity();
  const { freeDays } = useStorageTerms();
  const cards = cardsOf(useRateCards(), AQUANTUO);
  const card = cards[0];
  // Freight alone (no value charge): true only while the rate cards in force say so.
  const cheaperPerKilo = samplePrices(cards, BAND_WEIGHTS, 0).every((row) =>
    row.theirs.every((t) => row.ourCents < t.cents),
  );
  useQuotePageMeta(
    `${brandName} vs Aquantuo`,
    `Aquantuo or us for shipping from the USA to Kenya: rates per kilo, the charge on the item value, transit times and what each includes, with a calculator.`,
  );
  const valueCharge = (card && valueChargeText(card)) ?? 'None published';
  // A charge every parcel pays on its value is a difference worth naming; insurance (theirs as ours) is not.
  const chargesOnValue = card?.valueSurcharge?.kind === 'surcharge';
  const features: [string, string, string][] = [
    [
      'Air rate',
      `${FIGURES.kenyaRate} (less from ${LOWER_RATE_FROM})`,
      card ? bandsOf(card) : 'Not published',
    ],
    [
      'Charge on the item value',
      `None; insurance optional at ${String(INSURANCE_PERCENT)}% (left out of the comparison)`,
      valueCharge,
    ],
    ['Transit', kenya.transit, card?.transit ?? 'Not published'],
    ['Flights', `Weekly, every ${WEEK.departureDay}`, 'See their site'],
    ['Free storage', `${freeDays} days`, 'See their site'],
    ['Customs clearance in Kenya', 'Included', 'See their site'],
  ];
  return (
    <>
      <PageHero
        title={`${brandName} vs Aquantuo`}
        intro="Aquantuo serves several African countries; we fly only to Kenya and South Sudan, every week. Here is how the two compare for a parcel to Kenya."
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <Section title="Feature by feature">
          <SideBySide ours={brandName} theirs="Aquantuo" theirsWebsite={card?.website} rows={features} />
          <p className="text-sm">
            Aquantuo figures from its published rates; where it publishes none, we say so.
          </p>
        </Section>
        <Section title="Price for the same parcel">
          <PriceComparisonTable ids={AQUANTUO} />
        </Section>
        <StrongerSection card={card} cheaperPerKilo={cheaperPerKilo} chargesOnValue={chargesOnValue} />
        <WhichToChoose brandName={brandName} card={card} chargesOnValue={chargesOnValue} />
        <CalculatorSection
          source="vs_aquantuo"
          title="Price it both ways"
          intro={`Enter your parcel: Aquantuo's price appears beside ours, shipping beside shipping${chargesOnValue ? ', its charge on the value included' : ', insurance left out of both'}.`}
        />
        <NextSteps>Switching costs nothing: your US address is free and ready at once.</NextSteps>
      </div>
    </>
  );
}
