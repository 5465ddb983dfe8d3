import { deliveredCost } from '../../../core/customs/delivered-cost.js';
import { formatKes, toShillings } from '../../../core/shared/exchange-rate.js';
import { formatUsd } from '../../../core/shared/money.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { TrackRecordStrip } from '../../ui/claims-strip.js';
import { SUCCESS_STORIES, type SuccessStory, shortQuotes } from './success-stories.js';
import { useExchangeRate, useIdentity } from '../../site/site-config.js';
import { PageHero } from '../../ui/page-hero.js';

function StoryCard({ story }: { story: SuccessStory }) {
  const rate = useExchangeRate();
  const { shipping, allIn } = deliveredCost({
    itemCents: story.parcel.itemsCents,
    weightKg: story.parcel.weightKg,
    category: story.parcel.category,
  });
  const savedKes = story.localPriceKes - toShillings(allIn.totalCents, rate);
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6">
      <h3 className="text-lg font-bold text-slate-900">{story.title}</h3>
      <p className="text-sm text-slate-600">
        {story.name}, {story.place}
      </p>
      <dl className="mt-3 space-y-2 text-sm text-slate-800">
        {(
          [
            ['Challenge', story.challenge],
            ['Solution', story.solution],
            ['Result', story.result],
          ] as const
        ).map(([label, text]) => (
          <div key={label}>
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
      <blockquote className="mt-3 border-l-4 border-brand-300 pl-3 text-slate-800 italic">
        “{story.quote}”
      </blockquote>
      <p className="mt-auto pt-4 text-sm text-slate-700">
        {story.parcel.weightKg} kg: shipping only {formatUsd(shipping.totalCents)}; all-in landed cost (item,
        shipping, duty, VAT, IDF and RDL, estimated) {formatUsd(allIn.totalCents)}.{' '}
        {savedKes > 0 && <strong className="text-green-800">Saved about {formatKes(savedKes)}.</strong>}
      </p>
    </li>
  );
}

export default function SuccessStoriesPage() {
  const identity = useIdentity();
  usePageMeta(
    'Customer Success Stories',
    'How shoppers and small businesses across Kenya buy in the US and ship with us: what they bought, what it cost delivered and what they saved.',
  );
  return (
    <>
      <PageHero
        title="Customer success stories"
        intro={
          <>
            Students, parents, workshops and shops across Kenya: what they bought in the US, and what it cost
            them delivered.
          </>
        }
      >
        <TrackRecordStrip />
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <section aria-labelledby="stories-heading">
          <h2 id="stories-heading" className="text-2xl font-bold text-slate-900">
            Their stories
          </h2>
          <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {SUCCESS_STORIES.map((story) => (
              <StoryCard key={story.name} story={story} />
            ))}
          </ul>
        </section>
        <section aria-labelledby="quotes-heading">
          <h2 id="quotes-heading" className="text-2xl font-bold text-slate-900">
            In a few words
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {shortQuotes(identity).map((item) => (
              <li key={item.name} className="rounded-xl bg-slate-50 p-5">
                <blockquote className="text-slate-800">“{item.quote}”</blockquote>
                <p className="mt-2 text-sm font-semibold text-slate-900">{item.name}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
