import { cardsOf } from '../../../core/competitors/sample-prices.js';
import type { RateCard } from '../../../core/competitors/rate-card.schema.js';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { SERVICE_TERMS } from '../../../core/pricing/service-terms.js';
import { weeklySchedule } from '../../../core/schedule/departure-schedule.js';
import { formatUsd } from '../../../core/shared/money.js';
import { useRateCards } from '../competitors/rate-cards.api.js';
import { CalculatorSection, NextSteps, NumberedSteps, Section } from './marketing-blocks.js';
import { PriceComparisonTable } from '../competitors/price-comparison-table.js';
import { PageHero } from '../../ui/page-hero.js';
import { useQuotePageMeta } from '../shipping/shared-quote.js';
import { SUCCESS_STORIES } from '../site/success-stories.js';
import { useAccountLinks } from '../../site/navigation.js';
import { track } from '../../site/analytics.js';
import { buttonClass } from '../../ui/button.js';

const KENTEX = ['kentex-delaware', 'kentex-texas'] as const;
const WEEK = weeklySchedule();
const VOICES = SUCCESS_STORIES.slice(0, 3);

const SWITCH_STEPS = [
  ['Sign up', 'Create your free account: your US address is ready at once.'],
  ['Change your address', 'Replace the old forwarder’s address in your Amazon, eBay and store accounts.'],
  [
    'Pre-alert',
    `Tell us what is coming and save ${formatUsd(SERVICE_TERMS.preAlertSavingCents)} per parcel.`,
  ],
  [
    'Receive',
    `Your parcels fly on the next ${WEEK.departureDay} flight and reach Kenya ${DESTINATION_DETAILS.kenya.tariff.transit}.`,
  ],
] as const;

/** What shoppers find hard with Kentex Cargo, each beside what we do instead. */
function IssuesSection({ surcharge }: { surcharge: RateCard['valueSurcharge'] }) {
  const issues: [string, string][] = [
    [
      surcharge
        ? `A ${surcharge.percent}% charge on goods worth over ${formatUsd(surcharge.whenValueOverCents)}`
        : 'Prices that change with what the goods are worth',
      'Freight by weight only: a phone costs the same to ship as a book of the same weight.',
    ],
    [
      'Two warehouses with two rate cards, Delaware and Texas',
      'One Delaware address and one tariff for every customer.',
    ],
    [
      'Not knowing when a parcel will fly',
      `A flight every ${WEEK.departureDay}, cutoff ${WEEK.cutoffDay} ${WEEK.cutoffTime}, shown on every calculator.`,
    ],
    [
      'Guessing the duty',
      'A customs calculator with an all-in landed cost: freight, duty, VAT and levies, line by line.',
    ],
  ];
  return (
    <Section title="Common issues, and how we solve them">
      <ul className="grid gap-3">
        {issues.map(([issue, solution]) => (
          <li
            key={issue}
            className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
          >
            <p>
              <span className="font-semibold text-red-800">Issue: </span>
              {issue}
            </p>
            <p>
              <span className="font-semibold text-green-800">With us: </span>
              {solution}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function CustomerVoicesSection() {
  return (
    <Section title="What our customers say">
      <ul className="grid gap-4 md:grid-cols-3">
        {VOICES.map((story) => (
          <li key={story.name} className="rounded-xl border border-slate-200 bg-white p-5">
            <blockquote className="text-slate-800">“{story.quote}”</blockquote>
            <p className="mt-3 text-sm font-semibold text-slate-900">
              {story.name}, {story.place}
            </p>
            <p className="text-sm text-slate-600">{story.title}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export default function KentexCargoAlternativePage() {
  const portal = useAccountLinks();
  const surcharge = cardsOf(useRateCards(), KENTEX).find((c) => c.valueSurcharge)?.valueSurcharge;
  useQuotePageMeta(
    'A Kentex Cargo Alternative',
    'A Kentex Cargo alternative: one rate, no charge on the item value, weekly flights and customs clearance included. Compare prices and switch in four steps.',
  );
  return (
    <>
      <PageHero
        title="A Kentex Cargo alternative"
        intro="If you ship with Kentex Cargo today, here is what changes with us, what a parcel costs at each, and how to move your address in an afternoon."
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <IssuesSection surcharge={surcharge} />
        <Section title="Prices compared">
          <PriceComparisonTable ids={KENTEX} itemValueDollars={300} />
        </Section>
        <CalculatorSection
          source="kentex_cargo_alternative"
          title="Check with your own parcel"
          intro="Both Kentex warehouses appear in the result beside our price."
        />
        <CustomerVoicesSection />
        <Section title="Switch in four steps">
          <NumberedSteps steps={SWITCH_STEPS} columns="sm:grid-cols-2 lg:grid-cols-4" />
          <a
            href={portal.signUp('switch_steps')}
            onClick={() => track('kk_auth_signup_clicked', { button: 'switch_steps' })}
            className={buttonClass({ size: 'lg' })}
          >
            Start with step 1
          </a>
        </Section>
        <NextSteps />
      </div>
    </>
  );
}
