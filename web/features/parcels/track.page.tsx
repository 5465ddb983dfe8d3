import { SERVICE_TIMES, serviceTimeText } from '../../../core/shared/business-claims.js';
import { useNextDeparture } from '../shipping/shipping.api.js';
import { cutoffLabel } from '../shipping/format.js';
import { formatWeekdayDate } from '../../../core/shared/calendar.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { useIdentity } from '../../site/site-config.js';
import { PageHero } from '../../ui/page-hero.js';
import { TrackLookup } from './track-lookup.js';

const TIMELINE = [
  { title: 'Ordered', text: 'The store ships your order to your US address, with your account ID on it.' },
  {
    title: 'At our Delaware warehouse',
    text: `We receive, weigh and photograph your parcel ${SERVICE_TIMES.warehouseProcessing.range} ${SERVICE_TIMES.warehouseProcessing.countsFrom}.`,
  },
  { title: 'Flown to Kenya', text: 'Parcels in by the warehouse cutoff leave on the next weekly flight.' },
  { title: 'Customs in Nairobi', text: 'We clear your parcel through Kenyan customs for you.' },
  {
    title: 'Delivered',
    text: `${serviceTimeText(SERVICE_TIMES.kenyaAir)}: delivered to your door, or ready to collect.`,
  },
];

function NextFlight() {
  const { data } = useNextDeparture();
  if (!data) return null;
  return (
    <p className="mt-4 rounded-lg bg-white/70 p-3 text-slate-800">
      Next flight: <strong>{formatWeekdayDate(data.departureDate)}</strong>. Parcels must reach the warehouse
      by <strong>{cutoffLabel(data.cutoff)}</strong>.
    </p>
  );
}

export default function TrackPage() {
  const identity = useIdentity();
  usePageMeta('Track Your Shipment', 'Where your parcel is on its way from our US warehouse to Kenya.');
  return (
    <>
      <PageHero
        title="Track your shipment"
        intro={<>Every parcel follows the same path from the US store to you. We e-mail you at each step.</>}
      >
        <NextFlight />
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10">
        <div className="mb-10">
          <TrackLookup />
        </div>
        <ol className="relative space-y-8 border-l-2 border-brand-200 pl-6">
          {TIMELINE.map((step, index) => (
            <li key={step.title}>
              <span
                aria-hidden="true"
                className="absolute -left-[13px] flex h-6 w-6 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
              >
                {index + 1}
              </span>
              <h2 className="text-lg font-semibold text-slate-900">{step.title}</h2>
              <p className="mt-1 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-10 text-slate-700">
          Need the status of a particular parcel? E-mail{' '}
          <a
            href={`mailto:${identity.supportEmail}?subject=Tracking`}
            className="font-medium text-brand-700 underline"
          >
            {identity.supportEmail}
          </a>{' '}
          with your account ID and we will reply {SERVICE_TIMES.supportReply.range}.
        </p>
      </div>
    </>
  );
}
