import { Link } from 'react-router-dom';
import { SingleOpenAccordion } from '../../ui/faq-accordion.js';
import { usePageMeta } from '../../ui/page-meta.js';
import {
  HIGH_VALUE,
  ITEM_CATEGORIES,
  LITHIUM_BATTERY_RULE,
  RESTRICTED_ITEM_OUTCOMES,
  SUPPLEMENT_MONTHS,
} from './prohibited-items.js';
import { useWhatsappLink } from '../../site/site-config.js';
import { PageHero } from '../../ui/page-hero.js';

const SPECIAL_CASES = [
  {
    title: 'Electronics',
    points: [
      'New phones, laptops and accessories ship freely.',
      LITHIUM_BATTERY_RULE,
      'Used electronics need a KEBS permit before they ship.',
    ],
  },
  {
    title: 'Supplements',
    points: [
      `At most a ${SUPPLEMENT_MONTHS}-month supply per parcel, for personal use.`,
      'CBD products are restricted in Kenya.',
      'Keep the original sealed packaging and label.',
    ],
  },
  {
    title: 'Clothing',
    points: [
      'New clothes and shoes ship freely (duty applies by category).',
      'Counterfeit branded goods are seized by customs.',
      'Keep the receipts: customs may ask for the value.',
    ],
  },
] as const;

/** Each category, opened one at a time, with its examples. */
function CategoriesSection() {
  return (
    <section aria-labelledby="categories-heading" className="max-w-3xl">
      <h2 id="categories-heading" className="mb-4 text-2xl font-bold text-slate-900">
        The {ITEM_CATEGORIES.length} categories
      </h2>
      <SingleOpenAccordion
        entries={ITEM_CATEGORIES.map((category, index) => ({
          id: `category-${index + 1}`,
          title: `${category.name}${category.status === 'restricted' ? ' (restricted)' : ''}`,
          body: (
            <>
              <p>{category.detail}</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {category.examples.map((example) => (
                  <li key={example}>{example}</li>
                ))}
              </ul>
            </>
          ),
        }))}
      />
    </section>
  );
}

function SpecialCasesSection() {
  return (
    <section aria-labelledby="special-heading">
      <h2 id="special-heading" className="text-2xl font-bold text-slate-900">
        Special cases
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {SPECIAL_CASES.map((card) => (
          <li key={card.title} className="rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="font-semibold text-slate-900">{card.title}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {card.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What happens at the warehouse to a parcel holding a restricted item. */
function InspectionSection() {
  return (
    <section aria-labelledby="inspection-heading" className="grid gap-6 md:grid-cols-2">
      <div>
        <h2 id="inspection-heading" className="text-2xl font-bold text-slate-900">
          Warehouse inspection
        </h2>
        <p className="mt-3 text-slate-700">
          Every parcel is checked when it reaches our Delaware warehouse, before it is packed for the flight.
          If we find a restricted item, we tell you and hold it. It is never passed to another forwarder; you
          choose what happens to it:
        </p>
      </div>
      <ul className="space-y-2 self-center">
        {RESTRICTED_ITEM_OUTCOMES.map((outcome) => (
          <li key={outcome} className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-slate-800">
            {outcome}
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ProhibitedPage() {
  const whatsapp = useWhatsappLink();
  usePageMeta(
    'Prohibited Items',
    'What cannot fly from the USA to Kenya, what needs a permit, and what happens to a restricted item: check before you buy.',
  );
  return (
    <>
      <PageHero
        title="Prohibited and restricted items"
        intro={
          <>Check before you buy: some things cannot fly to Kenya, and some need a permit or have limits.</>
        }
      />
      <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
        <div className="grid gap-3 md:grid-cols-2">
          <p role="note" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
            <strong>Ordering something worth over {HIGH_VALUE}?</strong> Talk to us first:{' '}
            <a href={whatsapp} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
              ask on WhatsApp
            </a>
            .
          </p>
          <p role="note" className="rounded-xl border border-slate-300 bg-slate-50 p-4 text-slate-800">
            This list is our guide. The Kenya Revenue Authority and the airline have the final say on every
            parcel.
          </p>
        </div>

        <CategoriesSection />

        <SpecialCasesSection />

        <InspectionSection />

        <p className="text-slate-700">
          Not sure about an item?{' '}
          <Link to="/contact" className="font-semibold text-brand-800 underline">
            Ask us before you buy
          </Link>
          , or read the{' '}
          <Link to="/faqs" className="font-semibold text-brand-800 underline">
            FAQ
          </Link>
          .
        </p>
      </div>
    </>
  );
}
