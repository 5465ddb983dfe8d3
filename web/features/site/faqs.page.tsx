import { SERVICE_TIMES } from '../../../core/shared/business-claims.js';
import { Link } from 'react-router-dom';
import { DESTINATION_DETAILS } from '../../../core/pricing/destinations.js';
import { SERVICE_TERMS } from '../../../core/pricing/service-terms.js';
import { weeklySchedule } from '../../../core/schedule/departure-schedule.js';
import { formatUsd } from '../../../core/shared/money.js';
import { SingleOpenAccordion } from '../../ui/faq-accordion.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { faqs } from './faqs.js';
import { useSiteConfig } from '../../site/site-config.js';
import { faqPage } from '../../site/structured-data.js';
import { PageHero } from '../../ui/page-hero.js';
import { SupportHours } from '../../ui/support-hours.js';

const KENYA = DESTINATION_DETAILS.kenya.tariff;

export default function FaqsPage() {
  const { identity, storage, paybill } = useSiteConfig();
  const items = faqs(identity, storage, paybill);
  const schedule = weeklySchedule();
  usePageMeta(
    'Frequently Asked Questions',
    'Rates, delivery times, the weekly cutoff, customs, payment by M-Pesa and pickup points: answers to what shoppers in Kenya ask before shipping from the USA.',
    [faqPage(items)],
  );
  const quickFacts = [
    { label: 'Air rate', value: `${formatUsd(KENYA.tiers[0]?.centsPerKg ?? 0)}/kg` },
    { label: 'Flights', value: `Every ${schedule.departureDay}` },
    { label: 'Warehouse cutoff', value: `${schedule.cutoffDay}, ${schedule.cutoffTime}` },
    { label: 'Delivery', value: KENYA.transit },
    { label: 'US sales tax', value: formatUsd(SERVICE_TERMS.usSalesTaxCents) },
    {
      label: 'Support',
      value: <SupportHours className="space-y-3 text-sm font-normal text-slate-700" />,
      // On a phone's two columns, three channels' hours need the whole width.
      wide: true,
    },
  ];
  return (
    <>
      <PageHero
        title="Frequently asked questions"
        intro={
          <>
            The short answers. Anything else: ask us on WhatsApp, we reply {SERVICE_TIMES.supportReply.range}.
          </>
        }
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <section aria-labelledby="quick-heading">
          <h2 id="quick-heading" className="text-2xl font-bold text-slate-900">
            Quick reference
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3">
            {quickFacts.map((fact) => (
              <div
                key={fact.label}
                className={`rounded-xl border border-slate-200 bg-white p-4 ${'wide' in fact ? 'col-span-2 md:col-span-1' : ''}`}
              >
                <dt className="text-sm text-slate-600">{fact.label}</dt>
                <dd className="mt-1 font-semibold text-slate-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="questions-heading" className="max-w-3xl">
          <h2 id="questions-heading" className="mb-4 text-2xl font-bold text-slate-900">
            Questions
          </h2>
          <SingleOpenAccordion
            entries={items.map((item, index) => ({
              id: `faq-${index + 1}`,
              title: item.question,
              body: (
                <>
                  <p>{item.answer}</p>
                  {item.more && (
                    <Link
                      to={item.more.href}
                      className="mt-2 inline-block font-medium text-brand-800 underline"
                    >
                      {item.more.label}
                    </Link>
                  )}
                </>
              ),
            }))}
          />
        </section>
      </div>
    </>
  );
}
