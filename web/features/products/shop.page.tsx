import { Link } from 'react-router-dom';
import { usePageMeta } from '../../ui/page-meta.js';
import { AmazonShop } from './amazon-shop.js';
import { FeaturedProducts } from './featured-products.js';
import { ShopBenefits } from './shop-benefits.js';
import { AffiliateDisclosure } from './affiliate-disclosure.js';
import { PageHero } from '../../ui/page-hero.js';

export default function ShopPage() {
  usePageMeta(
    'Shop Amazon USA from Kenya',
    'Search Amazon or browse by department, ship to your free tax-free US address, and we fly your order to Kenya. Our picks of the week included.',
  );
  return (
    <>
      <PageHero
        title="Shop Amazon, delivered to Kenya"
        intro={
          <>
            Search Amazon here, check out with your US address from us as the shipping address, and we bring
            the parcel to you. Can't pay with your card? Paste the link into{' '}
            <Link to="/buy-for-me" className="font-semibold text-brand-800 underline">
              Buy for Me
            </Link>{' '}
            and we buy it for you.
          </>
        }
      />
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-10">
        <section aria-labelledby="search-heading">
          <h2 id="search-heading" className="mb-4 text-2xl font-bold text-slate-900">
            Search Amazon
          </h2>
          <AmazonShop />
        </section>
        <section aria-labelledby="benefits-heading">
          <h2 id="benefits-heading" className="text-2xl font-bold text-slate-900">
            Why shop through us
          </h2>
          <div className="mt-4">
            <ShopBenefits />
          </div>
        </section>
        <section aria-labelledby="picks-heading">
          <h2 id="picks-heading" className="text-2xl font-bold text-slate-900">
            Our picks
          </h2>
          <p className="mt-2 text-slate-600">
            Popular with our customers, prices as Amazon last showed them.
          </p>
          <div className="mt-4">
            <FeaturedProducts limit={12} />
          </div>
        </section>
        <AffiliateDisclosure />
      </div>
    </>
  );
}
