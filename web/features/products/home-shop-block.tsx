import { Link } from 'react-router-dom';
import { AffiliateDisclosure } from './affiliate-disclosure.js';
import { AmazonShop } from './amazon-shop.js';
import { FeaturedProducts } from './featured-products.js';

/** The home page's Amazon shop: the shop's own search, departments and first picks. Loaded on its own. */
export default function HomeShopBlock() {
  return (
    <section aria-labelledby="home-shop-heading" className="mx-auto max-w-6xl space-y-8 px-4 py-12">
      <div>
        <h2 id="home-shop-heading" className="text-2xl font-bold text-slate-900">
          Shop Amazon with your US address
        </h2>
        <p className="mt-2 text-slate-600">
          Search any Amazon store and ship to your address in Delaware: no sales tax, one rate to Kenya.
        </p>
      </div>
      <AmazonShop />
      <div>
        <h3 className="text-lg font-semibold text-slate-900">Our picks</h3>
        <div className="mt-3">
          <FeaturedProducts limit={4} />
        </div>
        <Link to="/shop" className="mt-4 inline-block font-semibold text-brand-700 underline">
          See the whole shop
        </Link>
      </div>
      <AffiliateDisclosure />
    </section>
  );
}
