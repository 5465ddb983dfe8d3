import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { AFFILIATE_PROGRAMS } from '../../../core/affiliates/affiliate-programs.js';
import type { SectionId } from '../../../core/sections/homepage-sections.js';
import { formatUsd } from '../../../core/shared/money.js';
import { REFERRAL_REWARDS } from '../../../core/referrals/referral.js';
import { FIGURES } from '../pricing/figures.js';
import { track } from '../../site/analytics.js';
import { useAccountLinks } from '../../site/navigation.js';
import { buttonClass } from '../../ui/button.js';

const CREDIT = formatUsd(REFERRAL_REWARDS.referrerCreditCents);
const BONUS = formatUsd(REFERRAL_REWARDS.friendBonusCents);
const HIGHLIGHTED_PROGRAMS = AFFILIATE_PROGRAMS.filter((p) => p.topForKenya).slice(0, 4);

const STREAMS = [
  {
    title: 'Refer friends',
    text: `${CREDIT} credit for you when a friend ships their first parcel, and ${BONUS} off for them.`,
    to: '/refer-friends',
    cta: 'Get your referral link',
  },
  {
    title: 'Affiliate programs',
    text: 'Run a blog or a page about shopping from the USA? Earn commission from the stores our customers use.',
    to: '/affiliate-programs',
    cta: 'See the programs',
  },
  {
    title: 'Put our calculator on your site',
    text: 'One line of HTML gives your readers the shipping price to Kenya, with your site named as the source.',
    to: '/calc',
    cta: 'Try the calculator',
  },
] as const;

function RevenueStreams() {
  return (
    <section aria-labelledby="revenue-streams-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="revenue-streams-heading" className="text-2xl font-bold text-slate-900">
        Ways to earn with us
      </h2>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {STREAMS.map((stream) => (
          <li key={stream.title} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5">
            <h3 className="font-semibold text-slate-900">{stream.title}</h3>
            <p className="mt-2 flex-1 text-sm text-slate-600">{stream.text}</p>
            <Link to={stream.to} className="mt-4 font-semibold text-brand-700 hover:underline">
              {stream.cta} →
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function EarningsBanner() {
  return (
    <section aria-labelledby="earnings-banner-heading" className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="earnings-banner-heading" className="text-2xl font-bold">
            Earn {CREDIT} for every friend who ships
          </h2>
          <p className="mt-1 text-brand-50">Your friend gets {BONUS} off their first parcel from the USA.</p>
        </div>
        <Link
          to="/refer-friends"
          className="self-start rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50 sm:self-auto"
        >
          Refer a friend
        </Link>
      </div>
    </section>
  );
}

function ProgramHighlights() {
  return (
    <section aria-labelledby="program-highlights-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="program-highlights-heading" className="text-2xl font-bold text-slate-900">
        Affiliate programs that suit shoppers in Kenya
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {HIGHLIGHTED_PROGRAMS.map((program) => (
          <li key={program.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">{program.name}</h3>
            <p className="mt-1 text-sm font-semibold text-brand-800">{program.commission} commission</p>
            <p className="mt-2 text-sm text-slate-600">{program.description}</p>
          </li>
        ))}
      </ul>
      <Link
        to="/affiliate-programs"
        className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
      >
        All affiliate programs →
      </Link>
    </section>
  );
}

function MinimalCta() {
  const portal = useAccountLinks();
  return (
    <section aria-labelledby="minimal-cta-heading" className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="minimal-cta-heading" className="text-xl font-semibold text-slate-900">
          Your free US address, and flights to Nairobi every week at {FIGURES.kenyaRate}.
        </h2>
        <a
          href={portal.signUp('minimal_cta')}
          onClick={() => track('kk_auth_signup_clicked', { button: 'minimal_cta' })}
          className={buttonClass({ size: 'lg', extra: 'self-start sm:self-auto' })}
        >
          Sign up free
        </a>
      </div>
    </section>
  );
}

/** What each section shows: the same view on the home page and in staff's preview. */
export const SECTION_VIEWS: Record<SectionId, () => ReactElement> = {
  'revenue-streams': RevenueStreams,
  'earnings-banner': EarningsBanner,
  'program-highlights': ProgramHighlights,
  'minimal-cta': MinimalCta,
};
