import { claimTexts, SERVICE_TIMES } from '../../../core/shared/business-claims.js';
import { RETAILERS } from './home-content.js';
import { ClaimsStrip } from '../../ui/claims-strip.js';
import { FIGURES } from '../pricing/figures.js';
import { ShippingCalculator } from '../shipping/shipping-calculator.js';
import { useQuotePageMeta } from '../shipping/shared-quote.js';
import { useAccountLinks } from '../../site/navigation.js';
import { track } from '../../site/analytics.js';
import { useClaims, useSiteConfig } from '../../site/site-config.js';
import { organization } from '../../site/structured-data.js';
import { buttonClass } from '../../ui/button.js';
import { deferredPart } from '../../ui/deferred-part.js';

// Below the first screen and without controls of their own (a click before their code arrives would be lost):
// their code loads when they show or the visitor does anything on the page.
const HomeStory = deferredPart('home-story', () => import('./home-story.js'), 'min-h-[80rem]');
const HomeAfterCalculator = deferredPart(
  'home-more',
  () => import('./home-after-calculator.js'),
  'min-h-[60rem]',
);

export default function HomePage() {
  const portal = useAccountLinks();
  const site = useSiteConfig();
  const claims = claimTexts(useClaims());
  useQuotePageMeta(
    'Ship from the USA to Kenya',
    `A free US address in tax-free Delaware and weekly air freight to Kenya at ${FIGURES.kenyaRate}, customs clearance included. Compare our price with other forwarders.`,
    [organization(site)],
  );
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Shop in the USA. Receive in Kenya{' '}
            <span className="whitespace-nowrap">{SERVICE_TIMES.kenyaAir.range}</span>{' '}
            {SERVICE_TIMES.kenyaAir.countsFrom}.
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">
            Get a free US address in tax-free Delaware. We fly your parcels to Nairobi every week at{' '}
            {FIGURES.kenyaRate}, with customs clearance included and no monthly fees.
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <a
              href={portal.signUp('hero')}
              onClick={() => track('kk_auth_signup_clicked', { button: 'hero' })}
              className={buttonClass({ size: 'lg' })}
            >
              Get your free US address
            </a>
            <a
              href="#calculator"
              className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Calculate shipping
            </a>
          </div>
          <ClaimsStrip />
        </div>
      </section>
      <section aria-label="Stores our customers buy from" className="border-y border-slate-200 bg-white">
        <ul className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-6 gap-y-2 px-4 py-5 text-sm font-semibold text-slate-700">
          {RETAILERS.map((store) => (
            <li key={store} className="rounded-md border border-slate-200 px-3 py-1.5">
              {store}
            </li>
          ))}
          <li className="text-brand-800">{claims.moreStores(RETAILERS.length)}</li>
        </ul>
      </section>
      <HomeStory />
      <section className="mx-auto max-w-6xl px-4 py-12">
        <h2 className="text-2xl font-bold text-slate-900">Shipping cost calculator</h2>
        <p className="mt-2 text-slate-600">
          Enter your package details and see our price beside other forwarders'.
        </p>
        <div className="mt-6">
          <ShippingCalculator source="home" shareable />
        </div>
      </section>
      <HomeAfterCalculator />
    </>
  );
}
