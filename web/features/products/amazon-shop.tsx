import { useId } from 'react';
import {
  AMAZON_MARKETPLACES,
  DEFAULT_MARKETPLACE,
  SHOP_CATEGORIES,
  amazonSearchSchema,
  amazonSearchAction,
  amazonSearchFields,
  amazonSearchUrl,
  marketplaceOf,
} from '../../../core/products/amazon-shop.js';
import { useIdentity } from '../../site/site-config.js';
import { Button } from '../../ui/button.js';
import { Form, SelectField, TextField } from '../../ui/field.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';

/** Amazon opens beside our page, so that the shopper comes back to the address and the calculator. */
const openBeside = (url: string) => window.open(url, '_blank', 'noopener');

/**
 * The Amazon search box and the six departments, on the marketplace the shopper picks. Before the app has
 * loaded, the form is an ordinary GET form to the marketplace's search with the same fields, so a search typed
 * early still works; once loaded, a blank search opens nothing and asks for the words.
 */
export function AmazonShop() {
  const id = useId();
  const { amazonAssociateTag: tag } = useIdentity();
  const form = useSchemaForm(amazonSearchSchema, { marketplace: DEFAULT_MARKETPLACE, query: '' }, (v) => v);
  const code = form.values.marketplace;
  const marketplace = marketplaceOf(code);

  return (
    <div className="space-y-8">
      <Form
        label="Search Amazon"
        role="search"
        get={{ action: amazonSearchAction(marketplace), target: '_blank' }}
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[13rem_1fr_auto] sm:items-start sm:p-5"
        onSubmit={() => {
          // A blank search opens nothing: the box asks for the words.
          const search = form.validate();
          if (!search.ok) return;
          const url = amazonSearchUrl(search.data.query, marketplace, tag);
          if (url) openBeside(url);
        }}
      >
        <SelectField
          label="Amazon store"
          options={AMAZON_MARKETPLACES.map((m) => ({ value: m.code, label: `${m.code} · ${m.domain}` }))}
          {...form.field('marketplace')}
        />
        <TextField
          label="What are you looking for?"
          type="search"
          name="k"
          placeholder="Sneakers, laptop, baby formula…"
          enterKeyHint="search"
          {...form.field('query')}
        />
        {Object.entries(amazonSearchFields(marketplace, tag)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" size="lg" className="sm:mt-6">
          Search Amazon
        </Button>
      </Form>
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
