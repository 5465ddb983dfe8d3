import { Link } from 'react-router-dom';
import { rangesOf } from '../../../core/competitors/sample-prices.js';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { REFERENCE_PARCEL, exampleParcel, priceParcel } from '../../../core/pricing/price-parcel.js';
import { formatUsd } from '../../../core/shared/money.js';
import { useRateCards } from '../competitors/rate-cards.api.js';
import { PublishedRanges } from '../competitors/competitor-rates.js';
import { CalculatorSection, CheckList, NextSteps, Section } from './marketing-blocks.js';
import { PageHero } from '../../ui/page-hero.js';
import { useQuotePageMeta } from '../shipping/shared-quote.js';
import { webApplication } from '../../site/structured-data.js';
import { useIdentity, useSiteConfig } from '../../site/site-config.js';

const kenya = DESTINATION_DETAILS.kenya.tariff;
const ourPriceFor = (kg: number) => priceParcel(exampleParcel(kg, 100)).totalCents;

function WhenEachIsWorthIt() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Section title="When express is worth it">
        <CheckList
          items={[
            'Documents or a passport that must arrive this week',
            'A spare part that stops a business while it is missing',
            'Small, light items where speed matters more than price',
          ]}
        />
      </Section>
      <Section title="When a forwarder is better">
        <CheckList
          items={[
            'Anything over a kilo or two: the gap grows with every kilo',
            'Several orders that can travel together in one parcel',
            'Goods you can wait a week for: clothes, electronics, cosmetics, books',
          ]}
        />
      </Section>
    </div>
  );
}

export default function DhlFedexCalculatorPage() {
  const { brandName } = useIdentity();
  const express = rangesOf(useRateCards(), 'express');
  const parcelRange = express.find((r) => r.forKg !== undefined);
  /** The parcel the ranges are set against: the one the carriers quote a whole price for, or the reference. */
  const parcelKg = parcelRange?.forKg ?? REFERENCE_PARCEL.weight;
  const site = useSiteConfig();
  const description =
    'DHL and FedEx express to Kenya cost many times a forwarder’s rate. Their published ranges beside our price, and when express is worth it.';
  useQuotePageMeta('DHL and FedEx vs Forwarder Calculator', description, [
    webApplication(site, '/dhl-fedex-calculator', 'DHL and FedEx vs forwarder calculator', description),
  ]);
  return (
    <>
      <PageHero
        title="DHL and FedEx, or a forwarder?"
        intro="Express couriers reach Kenya in days but charge by the kilo many times what a forwarder does. Price your parcel with us, and set it against what the express carriers advertise."
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <CalculatorSection
          source="dhl_fedex_calculator"
          title="Your parcel with us"
          intro="Our price, beside the forwarders whose rate cards are published."
        />
        <Section title="What the express carriers advertise">
          <PublishedRanges kind="express" parcelKg={parcelKg} />
          <p>
            {parcelRange && (
              <>
                The whole-parcel price for {parcelKg} kg and the per-kilo ranges come from different
                publications, so they need not agree.{' '}
              </>
            )}
            Either way, the same {parcelKg} kg with {brandName} costs{' '}
            <strong data-figure="our-parcel-price">{formatUsd(ourPriceFor(parcelKg))}</strong>, customs
            clearance included, and arrives {kenya.transit}.
          </p>
        </Section>
        <Section title="Why express costs so much more">
          <p>
            An express courier flies your parcel on its own network the day it is collected, clears it through
            customs with its own broker and brings it to the door within days. You pay for that speed on every
            kilo, and its price is for one parcel alone.
          </p>
          <p>
            A forwarder such as {brandName} gathers a week of parcels from many shoppers into one consolidated
            shipment, books the cargo space once and clears it once. That is why the rate per kilo is a
            fraction of express, and why the parcel waits for the weekly flight.
          </p>
        </Section>
        <WhenEachIsWorthIt />
        <p className="text-slate-700">
          For furniture and appliances neither is right: sea freight is far cheaper, see{' '}
          <Link to="/ocean-shipping" className="font-semibold text-brand-700 underline">
            ocean shipping
          </Link>
          .
        </p>
        <NextSteps />
      </div>
    </>
  );
}
