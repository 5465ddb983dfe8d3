import { Link } from 'react-router-dom';
import {
  REFERENCE_PHONE,
  REFERENCE_PHONE_TITLE,
  deliveredCost,
} from '../../../core/customs/delivered-cost.js';
import { KENYA_IMPORT_RULES } from '../../../core/customs/customs-rates.js';
import { formatUsd } from '../../../core/shared/money.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { DeliveredCostSummary } from '../customs/delivered-cost-summary.js';
import { SingleOpenAccordion } from '../../ui/faq-accordion.js';
import { faqs } from './faqs.js';
import { ITEM_CATEGORIES } from './prohibited-items.js';
import { COMMON_MISTAKES, GUIDE_STEPS, savingTips } from './shipping-guide.js';
import { useSiteConfig } from '../../site/site-config.js';
import { faqPage } from '../../site/structured-data.js';
import { PageHero } from '../../ui/page-hero.js';

/** The guide's worked example: the reference phone, by the same rules as the calculators. */
const phone = deliveredCost(REFERENCE_PHONE);
const phoneCustoms = phone.customs;

/** The FAQ questions a reader of the guide asks next. */
const GUIDE_QUESTIONS = [
  'How long does delivery take?',
  'When must my parcel reach the warehouse?',
  'What about Kenyan customs duty and VAT?',
  'How do I pay?',
  'Where do I collect my parcel?',
];

function StepsSection() {
  return (
    <section aria-labelledby="steps-heading">
      <h2 id="steps-heading" className="text-2xl font-bold text-slate-900">
        Six steps
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {GUIDE_STEPS.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5">
            <p className="text-sm font-semibold text-brand-800">Step {index + 1}</p>
            <h3 className="mt-1 font-semibold text-slate-900">{step.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The reference phone worked out: shipping, then duty and VAT, then the all-in landed cost. */
function CostExampleSection() {
  return (
    <section aria-labelledby="cost-heading" className="grid gap-6 md:grid-cols-2">
      <div>
        <h2 id="cost-heading" className="text-2xl font-bold text-slate-900">
          What it costs: a {formatUsd(REFERENCE_PHONE.itemCents)} phone
        </h2>
        <p className="mt-3 text-slate-700">
          Shipping is by weight: {formatUsd(phone.shipping.totalCents)} for this phone. Kenya's duty is by
          category ({phoneCustoms.dutyPercent}% for new electronics) and VAT is{' '}
          {KENYA_IMPORT_RULES.vatPercent}% of the value plus the duty: {formatUsd(phoneCustoms.dutyCents)}{' '}
          duty and {formatUsd(phoneCustoms.vatCents)} VAT, so the phone with duty and VAT comes to{' '}
          {formatUsd(phoneCustoms.totalLandedCostCents)} before shipping.
        </p>
        <p className="mt-3 text-slate-700">
          Customs actually reckon on the price plus the shipping, and add the Import Declaration Fee and the
          Railway Development Levy: the all-in landed cost, everything included, is about{' '}
          {formatUsd(phone.allIn.totalCents)}.
        </p>
        <Link
          to="/kenya-customs-calculator"
          className="mt-3 inline-block font-semibold text-brand-800 underline"
        >
          Work out your own item
        </Link>
      </div>
      <DeliveredCostSummary item={REFERENCE_PHONE} title={REFERENCE_PHONE_TITLE} />
    </section>
  );
}

function CannotSendSection() {
  return (
    <section aria-labelledby="prohibited-heading">
      <h2 id="prohibited-heading" className="text-2xl font-bold text-slate-900">
        What you cannot send
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {ITEM_CATEGORIES.map((category) => (
          <li
            key={category.name}
            className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-800"
          >
            {category.name}
            {category.status === 'restricted' && ' (restricted)'}
          </li>
        ))}
      </ul>
      <Link to="/prohibited" className="mt-3 inline-block font-semibold text-brand-800 underline">
        The full list and its rules
      </Link>
    </section>
  );
}

export default function ShippingGuideKenyaPage() {
  const { identity, storage, paybill } = useSiteConfig();
  const tips = savingTips(storage);
  const questions = faqs(identity, storage, paybill).filter((faq) => GUIDE_QUESTIONS.includes(faq.question));
  usePageMeta(
    'Shipping from the USA to Kenya: the Complete Guide',
    'How to shop in the US and ship to Kenya step by step: what it costs with customs, what you cannot send, 15 ways to pay less and the mistakes to avoid.',
    [faqPage(questions)],
  );
  return (
    <>
      <PageHero
        title="Shipping from the USA to Kenya: the guide"
        intro={
          <>
            Everything between the US store's checkout and the parcel in your hands: the steps, the costs, the
            rules and how to pay less.
          </>
        }
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <StepsSection />

        <CostExampleSection />

        <CannotSendSection />

        <section aria-labelledby="tips-heading">
          <h2 id="tips-heading" className="text-2xl font-bold text-slate-900">
            {tips.length} ways to pay less
          </h2>
          <ol className="mt-4 grid list-decimal gap-x-8 gap-y-2 pl-6 text-slate-800 md:grid-cols-2">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="mistakes-heading">
          <h2 id="mistakes-heading" className="text-2xl font-bold text-slate-900">
            Common mistakes
          </h2>
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {COMMON_MISTAKES.map((mistake) => (
              <li key={mistake} className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-950">
                {mistake}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="guide-faq-heading" className="max-w-3xl">
          <h2 id="guide-faq-heading" className="mb-4 text-2xl font-bold text-slate-900">
            Questions
          </h2>
          <SingleOpenAccordion
            entries={questions.map((faq, index) => ({
              id: `guide-faq-${index + 1}`,
              title: faq.question,
              body: <p>{faq.answer}</p>,
            }))}
          />
        </section>
      </div>
    </>
  );
}
