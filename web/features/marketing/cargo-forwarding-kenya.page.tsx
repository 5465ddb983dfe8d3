import { Link } from 'react-router-dom';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { exampleParcel, priceParcel } from '../../../core/pricing/price-parcel.js';
import { weeklySchedule } from '../../../core/schedule/departure-schedule.js';
import { formatUsd } from '../../../core/shared/money.js';
import { CalculatorSection, CheckList, NextSteps, Section } from './marketing-blocks.js';
import { PageHero } from '../../ui/page-hero.js';
import { useStorageTerms } from '../../site/site-config.js';
import { LOWER_RATE_FROM, VOLUMETRIC_DIVISOR } from './tariff-figures.js';
import { useQuotePageMeta } from '../shipping/shared-quote.js';
import { FIGURES } from '../pricing/figures.js';
import { PICKUP_CITIES, either } from '../../site/pickup-cities.js';

const WEEK = weeklySchedule();

/** A pair of shoes in the store's box, and the same shoes repacked: the price difference is the core's. */
const AS_SENT = { length: 45, width: 35, height: 20 };
const REPACKED = { length: 35, width: 25, height: 15 };
const priceOf = (dimensions: typeof AS_SENT) => priceParcel(exampleParcel(1.5, 80, { dimensions }));
const BEFORE = priceOf(AS_SENT);
const AFTER = priceOf(REPACKED);
const box = (d: typeof AS_SENT) => `${d.length} × ${d.width} × ${d.height} cm`;

const SERVICES = [
  {
    title: 'Consolidation, free',
    text: 'Orders from different stores wait in the warehouse and travel together as one parcel, so you pay for one box instead of several half-empty ones.',
  },
  {
    title: 'Repacking',
    text: 'We take goods out of oversized store boxes. Less air means a lower volume weight, and a lower price.',
  },
  {
    title: 'Customs clearance included',
    text: 'Our agent declares and clears every parcel in Nairobi; you pay the duty and VAT Kenya charges, nothing for the clearance itself.',
  },
  {
    title: 'Door to door',
    text: `${DESTINATION_DETAILS.kenya.serviceType} from the US store to you, or pickup in ${either(PICKUP_CITIES)}.`,
  },
] as const;

export default function CargoForwardingKenyaPage() {
  const { freeDays } = useStorageTerms();
  useQuotePageMeta(
    'Cargo Forwarding to Kenya',
    `Cargo forwarding from the USA to Kenya: free consolidation and repacking, customs clearance included, door-to-door delivery, weekly flights at ${FIGURES.kenyaRate}.`,
  );
  return (
    <>
      <PageHero
        title="Cargo forwarding from the USA to Kenya"
        intro="We receive what you buy in the USA, combine it, repack it, fly it to Kenya, clear it through customs and bring it to you. One address, one price per kilo, one parcel."
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <Section title="What the forwarding service does">
          <ul className="grid gap-4 sm:grid-cols-2">
            {SERVICES.map((service) => (
              <li key={service.title} className="rounded-xl border border-slate-200 bg-white p-5">
                <h3 className="font-semibold text-slate-900">{service.title}</h3>
                <p className="mt-1 text-sm">{service.text}</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Why repacking lowers the price">
          <p>
            Airlines charge a large light box by its volume: length × width × height ÷ {VOLUMETRIC_DIVISOR}. A
            pair of shoes weighing {BEFORE.actualWeightKg} kg in a {box(AS_SENT)} store box counts as{' '}
            {BEFORE.chargeableWeightKg} kg and costs <strong>{formatUsd(BEFORE.totalCents)}</strong>. Repacked
            into a {box(REPACKED)} box it counts as {AFTER.chargeableWeightKg} kg and costs{' '}
            <strong>{formatUsd(AFTER.totalCents)}</strong>.
          </p>
        </Section>
        <Section title="For shops and small businesses">
          <CheckList
            items={[
              `Stock from several US suppliers collected in one place for up to ${freeDays} days, free`,
              `A flight every ${WEEK.departureDay}: order by ${WEEK.cutoffDay} ${WEEK.cutoffTime} and it is on this week's plane`,
              `Rates that fall from ${LOWER_RATE_FROM}, so bigger shipments cost less per kilo`,
              'Sea freight for furniture, appliances and pallets',
            ]}
          />
          <p>
            Big or heavy goods travel cheaper by sea: see{' '}
            <Link to="/ocean-shipping" className="font-semibold text-brand-700 underline">
              ocean shipping
            </Link>
            . Every air rate and example is on{' '}
            <Link to="/pricing" className="font-semibold text-brand-700 underline">
              pricing
            </Link>
            .
          </p>
        </Section>
        <CalculatorSection
          source="cargo_forwarding_kenya"
          title="What will your cargo cost?"
          intro="Add the box size to see whether your parcel is charged by weight or by volume."
        />
        <NextSteps>Your US address is free: no monthly fee, you pay only for what you ship.</NextSteps>
      </div>
    </>
  );
}
