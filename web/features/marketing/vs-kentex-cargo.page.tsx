import { cardsOf } from '../../../core/competitors/sample-prices.js';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { SERVICE_TERMS } from '../../../core/pricing/service-terms.js';
import { formatUsd } from '../../../core/shared/money.js';
import { useRateCards } from '../competitors/rate-cards.api.js';
import { CompetitorRates, bandsOf, bandsText, warehouseOf } from '../competitors/competitor-rates.js';
import { CalculatorSection, NextSteps, Section, SideBySide } from './marketing-blocks.js';
import { PriceComparisonTable } from '../competitors/price-comparison-table.js';
import { PageHero } from '../../ui/page-hero.js';
import { useQuotePageMeta } from '../shipping/shared-quote.js';
import { track } from '../../site/analytics.js';
import { useAccountLinks } from '../../site/navigation.js';
import { useIdentity, useWhatsappLink } from '../../site/site-config.js';
import { buttonClass } from '../../ui/button.js';

const KENTEX = ['kentex-delaware', 'kentex-texas'] as const;
const kenya = DESTINATION_DETAILS.kenya.tariff;

function TalkBeforeSwitching() {
  const portal = useAccountLinks();
  const whatsapp = useWhatsappLink();
  return (
    <Section title="Talk to us before you switch">
      <p>
        Open your free account in a minute, or ask us on WhatsApp how a parcel you are about to send would be
        priced.
      </p>
      <div className="flex flex-wrap gap-3">
        <a
          href={portal.signUp('portal_signup')}
          onClick={() => track('kk_auth_signup_clicked', { button: 'portal_signup' })}
          className={buttonClass({ size: 'lg' })}
        >
          Get your free US address
        </a>
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md border border-green-700 px-5 py-3 font-semibold text-green-800 hover:bg-green-50"
        >
          Ask about a parcel on WhatsApp
        </a>
      </div>
    </Section>
  );
}

export default function VsKentexCargoPage() {
  const { brandName } = useIdentity();
  const cards = cardsOf(useRateCards(), KENTEX);
  useQuotePageMeta(
    `${brandName} vs Kentex Cargo`,
    'Kentex Cargo or us? Both warehouses’ published rates beside ours for the same parcels, the value surcharge, and what each price includes.',
  );
  const rows: [string, string, string][] = [
    ['Air rate', bandsText(kenya.tiers), cards.map((c) => `${warehouseOf(c)}: ${bandsOf(c)}`).join('; ')],
    [
      'Charge on the item value',
      'None',
      cards[0]?.valueSurcharge
        ? `${cards[0].valueSurcharge.percent}% of the value over ${formatUsd(cards[0].valueSurcharge.whenValueOverCents)}`
        : 'None published',
    ],
    [
      'US sales tax at the warehouse',
      `${formatUsd(SERVICE_TERMS.usSalesTaxCents)} (Delaware)`,
      'Depends on the warehouse state',
    ],
    ['Transit to Kenya', kenya.transit, 'See their site'],
  ];
  return (
    <>
      <PageHero
        title={`${brandName} vs Kentex Cargo`}
        intro="Kentex Cargo ships from Delaware and Texas. Here are both of its published rate cards beside ours, for the same parcels, so you can see where each is cheaper."
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <Section title="Price for the same parcel">
          <PriceComparisonTable ids={KENTEX} />
          <p>
            Which is cheapest depends on the weight and on what the goods are worth: a charge on the value
            above a threshold matters for a phone or a laptop. Try your own parcel in the calculator below.
          </p>
        </Section>
        <Section title="Side by side">
          <SideBySide
            ours={brandName}
            theirs="Kentex Cargo"
            theirsWebsite={cards.find((c) => c.website)?.website}
            rows={rows}
          />
        </Section>
        <Section title="Kentex Cargo's published rates">
          <CompetitorRates ids={KENTEX} />
        </Section>
        <TalkBeforeSwitching />
        <CalculatorSection
          source="vs_kentex_cargo"
          title="Compare with your own parcel"
          intro="The result lists both Kentex warehouses beside our price, with any value surcharge included."
        />
        <NextSteps />
      </div>
    </>
  );
}
