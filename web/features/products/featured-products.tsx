import { Link } from 'react-router-dom';
import { categoryName } from '../../../core/products/product.js';
import { type FeaturedProductResponse, useFeaturedProducts } from './products.api.js';
import { usd } from '../shipping/format.js';
import { ProductImage } from './product-image.js';

function ProductTile({ product }: { product: FeaturedProductResponse }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <ProductImage
        images={product.images}
        shownPx={160}
        lazy
        className="mx-auto aspect-square h-auto w-full max-w-40 rounded-lg"
      />
      <p className="mt-3 text-xs font-medium uppercase tracking-wide text-brand-800">
        {categoryName(product.category)}
      </p>
      <h3 className="mt-1 line-clamp-3 text-sm font-semibold text-slate-900 sm:text-base">{product.title}</h3>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className="text-lg font-bold text-slate-900">
          {product.price === null ? 'See price on Amazon' : usd(product.price)}
        </span>
        {!product.inStock && <span className="text-sm font-medium text-red-700">Out of stock</span>}
      </p>
      <div className="mt-auto flex flex-col gap-1 pt-3 text-sm font-semibold sm:flex-row sm:flex-wrap sm:gap-x-4">
        <a
          href={product.url}
          target="_blank"
          rel="noopener sponsored"
          className="py-1 text-brand-700 underline hover:text-brand-900"
        >
          View on Amazon<span className="sr-only">: {product.title}</span>
        </a>
        <Link
          to={`/buy-for-me?url=${encodeURIComponent(product.url)}`}
          className="py-1 text-slate-700 underline hover:text-slate-900"
        >
          Price to Kenya<span className="sr-only">: {product.title}</span>
        </Link>
      </div>
    </li>
  );
}

const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';

/**
 * The products staff feature, from the API (fresh for five minutes). While they load, grey tiles of the same
 * size hold their place, so nothing below them moves when they arrive. On the shop and the home page the grid
 * is below the fold: its pictures load as they come near.
 */
export function FeaturedProducts({ limit }: { limit: number }) {
  const featured = useFeaturedProducts(limit);
  const data = featured.data;
  if (featured.error && !data) {
    return (
      <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
        Our picks could not be loaded just now. The search above still takes you to every product on Amazon.
      </p>
    );
  }
  if (!data) {
    return (
      <ul aria-busy="true" aria-label="Loading our picks" className={gridClass}>
        {Array.from({ length: Math.min(limit, 4) }, (_, i) => (
          <li key={i} className="h-72 animate-pulse rounded-xl border border-slate-200 bg-slate-100" />
        ))}
      </ul>
    );
  }
  if (data.products.length === 0) {
    return <p className="text-slate-700">No picks this week yet: search Amazon above instead.</p>;
  }
  return (
    <ul className={gridClass}>
      {data.products.map((product) => (
        <ProductTile key={product.asin} product={product} />
      ))}
    </ul>
  );
}
