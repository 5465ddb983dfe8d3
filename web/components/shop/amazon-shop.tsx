import { useId, useState } from 'react';
import {
  AMAZON_MARKETPLACES,
  DEFAULT_MARKETPLACE,
  SHOP_CATEGORIES,
  amazonSearchAction,
  amazonSearchFields,
  amazonSearchUrl,
  marketplaceOf,
} from '../../../core/products/amazon-shop.js';
import { useIdentity } from '../../site/site-config.js';
import { useEarlyValue } from '../../ui/use-early-input.js';
import { buttonClass } from '../../ui/button.js';

const controlClass =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

/** Amazon opens beside our page, so that the shopper comes back to the address and the calculator. */
const openBeside = (url: string) => window.open(url, '_blank', 'noopener');

/**
 * The Amazon search box and the six departments, on the marketplace the shopper picks. Before the app has
 * loaded, the form is an ordinary GET form to the marketplace's search with the same fields, so a search typed
 * early still works; once loaded, a blank search does nothing.
 */
export function AmazonShop() {
  const id = useId();
  const { amazonAssociateTag: tag } = useIdentity();
  const [code, setCode] = useState<string>(DEFAULT_MARKETPLACE);
  const [query, setQuery] = useState('');
  const codeRef = useEarlyValue<HTMLSelectElement>(code, setCode);
  const queryRef = useEarlyValue<HTMLInputElement>(query, setQuery);
  const marketplace = marketplaceOf(code);

  return (
    <div className="space-y-8">
      <form
        role="search"
        aria-label="Search Amazon"
        action={amazonSearchAction(marketplace)}
        method="get"
        target="_blank"
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[13rem_1fr_auto] sm:items-end sm:p-5"
        onSubmit={(e) => {
          e.preventDefault();
          const url = amazonSearchUrl(query, marketplace, tag);
          if (url) openBeside(url);
        }}
      >
        <div>
          <label htmlFor={`${id}-marketplace`} className="block text-sm font-medium text-slate-800">
            Amazon store
          </label>
          <select
            id={`${id}-marketplace`}
            ref={codeRef}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            className={`mt-1 ${controlClass}`}
          >
            {AMAZON_MARKETPLACES.map((m) => (
              <option key={m.code} value={m.code}>
                {m.code} · {m.domain}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-query`} className="block text-sm font-medium text-slate-800">
            What are you looking for?
          </label>
          <input
            id={`${id}-query`}
            ref={queryRef}
            type="search"
            name="k"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Sneakers, laptop, baby formula…"
            enterKeyHint="search"
            className={`mt-1 ${controlClass}`}
          />
        </div>
        {Object.entries(amazonSearchFields(marketplace, tag)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={buttonClass({ size: 'lg' })}>
          Search Amazon
        </button>
      </form>
      {code !== DEFAULT_MARKETPLACE && (
        <p className="-mt-5 text-sm text-slate-600">
          Buying from {marketplace.name}? Check that the seller ships to the USA, and send the order to your
          US address: we fly everything to Kenya from our Delaware warehouse.
        </p>
      )}

      <section aria-labelledby={`${id}-departments`}>
        <h3 id={`${id}-departments`} className="text-lg font-semibold text-slate-900">
          Shop by department
        </h3>
        <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-3">
          {SHOP_CATEGORIES.map((category) => (
            <li key={category.name}>
              <a
                href={amazonSearchUrl(category.searchTerm, marketplace, tag)}
                target="_blank"
                rel="noopener sponsored"
                className="block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="block font-semibold text-slate-900">{category.name}</span>
                <span className="mt-1 block text-sm text-slate-600">{category.examples}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
