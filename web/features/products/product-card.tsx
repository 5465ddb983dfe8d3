import type { ReactNode } from 'react';
import type { ProductDetails } from './products.api.js';
import { ProductImage } from './product-image.js';

/** Options grouped by type: [['Color', ['Black', 'White']], ...]. */
const optionGroups = (options: ProductDetails['options']) => {
  const groups = new Map<string, string[]>();
  for (const { type, value } of options) groups.set(type, [...(groups.get(type) ?? []), value]);
  return [...groups];
};

/** The product the lookup found: picture, title, price, stock, rating, and a choice for each option. */
export function ProductCard({
  product,
  chosen,
  onChoose,
  children,
}: {
  product: ProductDetails;
  chosen: Record<string, string>;
  onChoose: (type: string, value: string) => void;
  children: ReactNode;
}) {
  return (
    <article className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[10rem_1fr] sm:p-6">
      <ProductImage images={product.images} shownPx={160} className="h-40 w-40 rounded-lg" />
      <div className="space-y-3">
        <h3 className="text-lg font-semibold text-slate-900">{product.title}</h3>
        <p className="text-2xl font-bold text-slate-900">${product.price}</p>
        <p className={product.inStock ? 'text-green-700' : 'text-red-700'}>{product.availability}</p>
        {product.rating !== null && (
          <p className="text-sm text-slate-600">
            Rated {product.rating} out of 5
            {product.reviews !== null && ` from ${product.reviews.toLocaleString('en-US')} reviews`}
          </p>
        )}
        {product.dimensions && (
          <p className="text-sm text-slate-600">
            Size: {product.dimensions.length} × {product.dimensions.width} × {product.dimensions.height} cm
          </p>
        )}
        {optionGroups(product.options).map(([type, values]) => (
          <fieldset key={type}>
            <legend className="text-sm font-medium text-slate-800">{type}</legend>
            <div className="mt-1 flex flex-wrap gap-2">
              {values.map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-pressed={chosen[type] === value}
                  onClick={() => onChoose(type, value)}
                  className="min-h-11 rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
                >
                  {value}
                </button>
              ))}
            </div>
          </fieldset>
        ))}
        {children}
        <a
          href={product.url}
          target="_blank"
          rel="noopener noreferrer sponsored"
          className="inline-block text-sm font-medium text-brand-700 underline"
        >
          See it on Amazon
        </a>
      </div>
    </article>
  );
}
