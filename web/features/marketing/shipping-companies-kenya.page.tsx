import { valueChargeText } from '../../../core/competitors/compare-competitors.js';
import type { RateCard, RateCardSet } from '../../../core/competitors/rate-card.schema.js';
import {
  cheaperPerKiloFrom,
  priceScores,
  rangesOf,
  samplePrices,
} from '../../../core/competitors/sample-prices.js';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { VOLUMETRIC_CM3_PER_KG } from '../../../core/pricing/tariffs.js';
import { CM_PER_INCH } from '../../../core/pricing/units.js';
import { weeklySchedule } from '../../../core/schedule/departure-schedule.js';
import { formatUsd } from '../../../core/shared/money.js';
import { useRateCards } from '../competitors/rate-cards.api.js';
import { CompetitorWebsite, bandsOf, rangeText, warehouseOf } from '../competitors/competitor-rates.js';
import { CalculatorSection, NextSteps, Section } from './marketing-blocks.js';
import { PriceComparisonTable } from '../competitors/price-comparison-table.js';
import { PageHero } from '../../ui/page-hero.js';
import { useQuotePageMeta } from '../shipping/shared-quote.js';
import { FIGURES } from '../pricing/figures.js';
import { useIdentity } from '../../site/site-config.js';

const kenya = DESTINATION_DETAILS.kenya.tariff;
const WEEK = weeklySchedule();
/**
 * Why our card carries the Recommended flag: what it offers beside the price, which the score and the table
 * measure alone (another forwarder is cheaper at some weights, and the table says so).
 */
const RECOMMENDED_BECAUSE =
  'no charge on the item value or minimum weight, a tax-free Delaware address, customs clearance included, and the duty and VAT estimated before you buy.';

/** The parcel the scores are for: a typical first order. */
const REFERENCE = { kg: 5, valueDollars: 300 };

interface CompanyCard {
  id: string;
  name: string;
  rating: number;
  usaRate: string;
  transitTime: string;
  features: string[];
  pros: string[];
  cons: string[];
  /** The company's own site, from its rate card; absent when the card names none. */
  website?: string | undefined;
  isRecommended: boolean;
}

/**
 * What a forwarder's own rate card says for and against it; nothing it does not say. A rate per kilo is a pro
 * only where it is below ours; `warehouse` names the card when a company has several.
 */
function prosAndCons(
  card: RateCard,
  brandName: string,
  warehouse?: string,
): { pros: string[]; cons: string[] } {
  const pros: string[] = [];
  const cons: string[] = [];
  const valueCharge = valueChargeText(card);
  if (valueCharge) cons.push(`Adds ${valueCharge}`);
  else pros.push('No charge on the item value');
  if (card.minimumKg > 0) cons.push(`Charges at least ${card.minimumKg} kg`);
  else pros.push('No minimum weight');
  const cheaperFrom = cheaperPerKiloFrom(card, kenya.tiers);
  if (cheaperFrom !== undefined) {
    const weights = cheaperFrom === 0 ? 'at every weight' : `from ${String(cheaperFrom)} kg`;
    pros.push(`${warehouse ? `${warehouse}: c` : 'C'}heaper per kilo than ${brandName} ${weights}`);
  }
  if (card.pricing === 'graduated')
    cons.push(`${formatUsd(card.tiers[0]?.centsPerKg ?? 0)}/kg for the first ${card.tiers[1]?.fromKg} kg`);
  if (card.volumetricCm3PerKg < VOLUMETRIC_CM3_PER_KG)
    cons.push(
      `Counts box volume more strictly (in³ ÷ ${Math.round(card.volumetricCm3PerKg / CM_PER_INCH ** 3)})`,
    );
  return { pros, cons };
}

/** "Kentex Cargo (Delaware)" is Kentex Cargo's Delaware warehouse: one company, one card per warehouse. */
const companyName = (card: RateCard) => card.name.replace(/\s*\(.*\)$/, '');

function companiesOf(cards: readonly RateCard[]): [string, RateCard[]][] {
  const byName = new Map<string, RateCard[]>();
  for (const card of cards) byName.set(companyName(card), [...(byName.get(companyName(card)) ?? []), card]);
  return [...byName];
}

/** Our own card: what we offer, in the same shape as every forwarder's. */
const ourCompany = (brandName: string, scores: Map<string, number>): CompanyCard => ({
  id: 'us',
  name: brandName,
  rating: scores.get('us') ?? 0,
  usaRate: `${FIGURES.kenyaRate}, less from ${kenya.tiers[1]?.fromKg ?? 25} kg`,
  transitTime: kenya.transit,
  features: [
    'Delaware address (no sales tax)',
    `Weekly flight every ${WEEK.departureDay}`,
    'Customs clearance included',
  ],
  pros: ['No charge on the item value', 'No minimum weight', 'All-in duty estimate before you buy'],
  cons: ['Ships to Kenya and South Sudan only', 'One flight a week, not daily'],
  isRecommended: true,
});

/** One forwarder's card, from its rate cards (one per warehouse) and the ranges it advertises. */
function forwarderCompany(
  name: string,
  cards: RateCard[],
  {
    brandName,
    rateCards,
    scores,
  }: { brandName: string; rateCards: RateCardSet; scores: Map<string, number> },
): CompanyCard {
  const facts = cards.map((card) =>
    prosAndCons(card, brandName, cards.length > 1 ? warehouseOf(card) : undefined),
  );
  const unique = (lists: string[][]) => [...new Set(lists.flat())];
  return {
    id: cards[0]?.id ?? name,
    name,
    rating: Math.max(...cards.map((card) => scores.get(card.id) ?? 0)),
    usaRate: cards
      .map((card) => (cards.length > 1 ? `${warehouseOf(card)}: ${bandsOf(card)}` : bandsOf(card)))
      .join('; '),
    transitTime: cards.find((card) => card.transit)?.transit ?? 'Not published',
    features: [
      ...rangesOf(rateCards, 'forwarder')
        .filter((range) => range.name === name)
        .map((range) => `Advertises ${rangeText(range)}`),
      ...(cards.length > 1 ? [`${cards.length} warehouses: ${cards.map(warehouseOf).join(', ')}`] : []),
      cards.some((card) => card.pricing === 'graduated')
        ? 'Graduated rate by weight band'
        : 'Rate by weight band',
    ],
    pros: unique(facts.map((f) => f.pros)),
    cons: unique(facts.map((f) => f.cons)),
    website: cards.find((card) => card.website)?.website,
    isRecommended: false,
  };
}

function CompanyFacts({ company }: { company: CompanyCard }) {
  return (
    <>
      <dl className="mt-3 space-y-1 text-sm">
        <div>
          <dt className="inline font-medium text-slate-900">USA rate: </dt>
          <dd className="inline">{company.usaRate}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-900">Transit: </dt>
          <dd className="inline">{company.transitTime}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-900">Features: </dt>
          <dd className="inline">{company.features.join(' · ')}</dd>
        </div>
      </dl>
      <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <p className="font-medium text-green-800">Pros</p>
          <ul className="list-disc pl-5">
            {company.pros.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
        <div>
          <p className="font-medium text-red-800">Cons</p>
          <ul className="list-disc pl-5">
            {company.cons.length ? (
              company.cons.map((c) => <li key={c}>{c}</li>)
            ) : (
              <li>None in its published rates</li>
            )}
          </ul>
        </div>
      </div>
    </>
  );
}

function CompanyItem({ company }: { company: CompanyCard }) {
  return (
    <li
      className={`rounded-xl border bg-white p-5 ${company.isRecommended ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-bold text-slate-900">{company.name}</h3>
        {company.isRecommended && (
          <span className="rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
            Recommended
          </span>
        )}
      </div>
      <p className="mt-1 text-sm font-semibold text-slate-700">Price score {company.rating.toFixed(1)} / 5</p>
      <CompanyFacts company={company} />
      {company.isRecommended ? (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-semibold">Why we recommend it:</span> {RECOMMENDED_BECAUSE} It is not the
          cheapest at every weight: the table below shows where another forwarder costs less.
        </p>
      ) : (
        company.website && (
          <CompetitorWebsite
            name={company.name}
            href={company.website}
            className="mt-3 inline-block text-sm font-semibold"
          />
        )
      )}
    </li>
  );
}

export default function ShippingCompaniesKenyaPage() {
  const { brandName } = useIdentity();
  const rateCards = useRateCards();
  useQuotePageMeta(
    'Shipping Companies from the USA to Kenya',
    'Six companies that ship from the USA to Kenya compared: rate per kilo, transit, charges on value, pros and cons, and a price score from their published rates.',
  );
  const [prices] = samplePrices(rateCards.cards, [REFERENCE.kg], REFERENCE.valueDollars);
  const scores = priceScores([
    { id: 'us', cents: prices?.ourCents ?? 0 },
    ...(prices?.theirs ?? []).map((t) => ({ id: t.id, cents: t.cents })),
  ]);
  const companies: CompanyCard[] = [
    ourCompany(brandName, scores),
    ...companiesOf(rateCards.cards).map(([name, cards]) =>
      forwarderCompany(name, cards, { brandName, rateCards, scores }),
    ),
  ];
  return (
    <>
      <PageHero
        title="Shipping companies from the USA to Kenya"
        intro={`Every forwarder whose rates are published, side by side: what they charge, how fast they are, and what to watch for. The score out of 5 is for price alone, for a ${REFERENCE.kg} kg parcel worth $${REFERENCE.valueDollars}.`}
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <Section title="The companies">
          <ul className="grid gap-4 md:grid-cols-2">
            {companies.map((company) => (
              <CompanyItem key={company.id} company={company} />
            ))}
          </ul>
        </Section>
        <Section title="Quick rate table">
          <PriceComparisonTable ids={rateCards.cards.map((c) => c.id)} weightsKg={[1, 5, 10]} />
        </Section>
        <CalculatorSection
          source="shipping_companies_kenya"
          title="Compare them all for your parcel"
          intro="The calculator prices your parcel at every company above in one go."
        />
        <NextSteps />
      </div>
    </>
  );
}
