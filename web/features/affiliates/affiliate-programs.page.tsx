import * as Tabs from '@radix-ui/react-tabs';
import { Link } from 'react-router-dom';
import {
  AFFILIATE_CATEGORIES,
  AFFILIATE_PROGRAMS,
  type AffiliateProgram,
  affiliateLink,
} from '../../../core/affiliates/affiliate-programs.js';
import { NumbersStrip } from '../../ui/claims-strip.js';
import { RevenueEstimator } from './revenue-estimator.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { track } from '../../site/analytics.js';
import { useIdentity, useWhatsappLink } from '../../site/site-config.js';
import { PageHero } from '../../ui/page-hero.js';
import { buttonClass } from '../../ui/button.js';

const STATS = [
  { value: '$2K-10K', label: 'monthly potential' },
  { value: `${AFFILIATE_PROGRAMS.length}+`, label: 'programs' },
  { value: '24-48h', label: 'to set up' },
  { value: '1-10%', label: 'commission' },
] as const;

const STRATEGIES = [
  {
    title: 'Product reviews',
    text: 'Honest reviews of what you bought and shipped.',
    potential: '$200-1,000/month',
    difficulty: 'Beginner',
  },
  {
    title: 'Deal alerts',
    text: 'US sales and coupons, shared on WhatsApp and social media.',
    potential: '$300-1,500/month',
    difficulty: 'Easy',
  },
  {
    title: 'Shopping guides',
    text: 'Buying guides for Kenyan shoppers, with landed costs.',
    potential: '$500-3,000/month',
    difficulty: 'Intermediate',
  },
  {
    title: 'Niche store',
    text: 'A curated shop for one category, with content and search traffic.',
    potential: '$2,000-10,000/month',
    difficulty: 'Advanced',
  },
] as const;

const STEPS = [
  'Apply to each program with your site or social pages.',
  'Once approved, copy your tracking ID from each program’s dashboard.',
  'Put the IDs into the site configuration (below) and restart it.',
  'Share links, then watch clicks and orders in each program’s reports.',
] as const;

const ENV_SAMPLE = `# The Amazon associate tag every Amazon link carries
AMAZON_ASSOCIATE_TAG=yourstore-20
# Creators API credentials, from Associates Central (optional: without them the shop lists a built-in selection of products)
AMAZON_CREDENTIAL_ID=...
AMAZON_CREDENTIAL_SECRET=...
AMAZON_CREDENTIAL_VERSION=2.1`;

const tabClass =
  'rounded-md px-3 py-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow';

function ProgramCard({ program }: { program: AffiliateProgram }) {
  const { amazonAssociateTag } = useIdentity();
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-brand-800">{program.category}</p>
      <h3 className="mt-1 font-semibold text-slate-900">{program.name}</h3>
      <p className="mt-1 text-sm text-slate-700">{program.description}</p>
      <p className="mt-2 text-sm">
        Commission: <strong>{program.commission}</strong>
      </p>
      <a
        href={affiliateLink(program, amazonAssociateTag)}
        target="_blank"
        rel="noopener noreferrer sponsored"
        onClick={() => track('affiliate_click', { program: program.id })}
        className="mt-auto pt-3 text-sm font-semibold text-brand-700 underline"
      >
        Visit {program.name}
      </a>
    </li>
  );
}

const ProgramGrid = ({ programs }: { programs: readonly AffiliateProgram[] }) => (
  <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
    {programs.map((program) => (
      <ProgramCard key={program.id} program={program} />
    ))}
  </ul>
);

/** Every program, and one tab per category. */
function ProgramsSection() {
  return (
    <section aria-labelledby="programs-heading">
      <h2 id="programs-heading" className="mb-4 text-2xl font-bold text-slate-900">
        Programs
      </h2>
      <Tabs.Root defaultValue="all">
        <Tabs.List aria-label="Program category" className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          <Tabs.Trigger value="all" className={tabClass}>
            All Programs
          </Tabs.Trigger>
          {AFFILIATE_CATEGORIES.map((category) => (
            <Tabs.Trigger key={category} value={category} className={tabClass}>
              {category}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="all" className="mt-4">
          <ProgramGrid programs={AFFILIATE_PROGRAMS} />
        </Tabs.Content>
        {AFFILIATE_CATEGORIES.map((category) => (
          <Tabs.Content key={category} value={category} className="mt-4">
            <ProgramGrid programs={AFFILIATE_PROGRAMS.filter((p) => p.category === category)} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

function StrategiesSection() {
  return (
    <section aria-labelledby="strategies-heading">
      <h2 id="strategies-heading" className="text-2xl font-bold text-slate-900">
        Four ways to earn
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STRATEGIES.map((strategy) => (
          <li key={strategy.title} className="rounded-xl border border-slate-200 bg-white p-4">
            <h3 className="font-semibold text-slate-900">{strategy.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{strategy.text}</p>
            <p className="mt-2 text-sm">
              <strong>{strategy.potential}</strong> · {strategy.difficulty}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The steps to join, and the configuration that puts the tracking IDs into every link. */
function GettingStartedSection() {
  return (
    <section aria-labelledby="start-heading" className="grid gap-6 md:grid-cols-2">
      <div>
        <h2 id="start-heading" className="text-2xl font-bold text-slate-900">
          Getting started
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-800">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">Configuration</h3>
        <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm text-slate-100" tabIndex={0}>
          <code>{ENV_SAMPLE}</code>
        </pre>
      </div>
    </section>
  );
}

export default function AffiliateProgramsPage() {
  const whatsapp = useWhatsappLink();
  usePageMeta(
    'Affiliate Programs for Kenya',
    'Earn commission recommending US stores to shoppers in Kenya: the programs that pay, how to start, and what a month could bring.',
  );
  return (
    <>
      <PageHero
        title="Affiliate programs for Kenya"
        intro={
          <>Recommend the US stores your audience already buys from, and earn a commission on every order.</>
        }
      >
        <NumbersStrip items={STATS} />
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <ProgramsSection />

        <section aria-labelledby="top-heading">
          <h2 id="top-heading" className="text-2xl font-bold text-slate-900">
            Top programs for the Kenya market
          </h2>
          <p className="mt-2 text-slate-700">
            {AFFILIATE_PROGRAMS.filter((p) => p.topForKenya)
              .map((p) => p.name)
              .join(' · ')}
          </p>
        </section>

        <StrategiesSection />

        <section aria-labelledby="estimator-heading">
          <h2 id="estimator-heading" className="mb-4 text-2xl font-bold text-slate-900">
            What a month could bring
          </h2>
          <RevenueEstimator />
        </section>

        <GettingStartedSection />

        <section aria-labelledby="help-heading" className="rounded-2xl bg-slate-50 p-6">
          <h2 id="help-heading" className="text-xl font-bold text-slate-900">
            Questions about the programs?
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to="/contact" className={buttonClass()}>
              Contact us
            </Link>
            <a
              href={whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
            >
              Chat on WhatsApp
            </a>
          </div>
        </section>
      </div>
    </>
  );
}
