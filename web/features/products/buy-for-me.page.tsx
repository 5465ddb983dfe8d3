import { ProductQuote } from './product-quote.js';
import { QuoteRequestForm } from '../quotes/quote-request-form.js';
import { usePageMeta } from '../../ui/page-meta.js';
import { FIGURES } from '../pricing/figures.js';
import { BUY_FOR_ME_DELIVERY, PROCESSING_FEE_PERCENT } from '../../../core/products/buy-for-me-quote.js';
import { PageHero } from '../../ui/page-hero.js';

export default function BuyForMePage() {
  usePageMeta(
    'Buy for Me',
    "Can't pay a US store yourself? Send us the link: we buy the item for you and fly it to Kenya, with a quote first.",
  );
  return (
    <>
      <PageHero
        title="Buy for Me"
        intro={
          <>
            Found something in a US store that won't take your card? Send us the link. We quote the item, our{' '}
            {PROCESSING_FEE_PERCENT}% processing fee and shipping at {FIGURES.kenyaRate}, buy it once you
            agree, and deliver it in Kenya {BUY_FOR_ME_DELIVERY}.
          </>
        }
      />
      <section aria-labelledby="instant-heading" className="mx-auto max-w-4xl px-4 py-10">
        <h2 id="instant-heading" className="text-2xl font-bold text-slate-900">
          Instant quote for an Amazon product
        </h2>
        <p className="mt-2 text-slate-600">
          Paste the product's link: we read its price and weight and show what it costs delivered to Kenya.
        </p>
        <div className="mt-6">
          <ProductQuote />
        </div>
      </section>
      <section aria-labelledby="quote-heading" className="mx-auto max-w-3xl px-4 py-10">
        <h2 id="quote-heading" className="text-2xl font-bold text-slate-900">
          Request a custom quote
        </h2>
        <p className="mt-2 text-slate-600">
          Another store, or something special? Tell us what you need. We reply with a detailed quote within 24
          hours.
        </p>
        <div className="mt-6">
          <QuoteRequestForm />
        </div>
      </section>
    </>
  );
}
