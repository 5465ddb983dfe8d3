import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { safeParse } from 'zod/mini';
import { ASIN_LENGTH, PRODUCT_CATEGORIES, type ProductCategory } from '../../../core/products/product.js';
import { ASIN_MESSAGE, asinSchema } from '../../../core/products/product.schema.js';
import { type ProductDetails, addFeaturedProduct, isProductKey, validateAsin } from '../../api/products.js';
import { serverMessage } from '../../api/fetch-json.js';
import { toast } from '../toast-store.js';
import { ProductImage } from '../shop/product-image.js';
import { buttonClass } from '../../ui/button.js';

type Check =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'found'; product: ProductDetails }
  | { kind: 'not-found'; message: string };

const control =
  'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';

function Preview({ product }: { product: ProductDetails }) {
  return (
    <div role="status" className="flex gap-4 rounded-lg border border-green-200 bg-green-50 p-4">
      <ProductImage src={product.image} size={80} className="h-20 w-20 shrink-0 rounded" />
      <div className="text-sm text-green-950">
        <p className="font-semibold">{product.title}</p>
        <p className="mt-1">
          {product.price === null ? 'No price shown' : `$${product.price}`} · {product.availability}
          {product.weight !== null && ` · ${product.weight} kg`}
        </p>
      </div>
    </div>
  );
}

/** Staff type an ASIN, check it against the catalog and feature it in a category. */
export function AddProductForm() {
  const id = useId();
  const { mutate } = useSWRConfig();
  const [asin, setAsin] = useState('');
  const [category, setCategory] = useState<ProductCategory>('electronics');
  const [check, setCheck] = useState<Check>({ kind: 'none' });
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const complete = asin.length === ASIN_LENGTH;
  const busy = adding || check.kind === 'checking';

  /** The typed ASIN as the server will read it, or the schema's message beside the field. */
  const parsedAsin = (): string | undefined => {
    const parsed = safeParse(asinSchema, asin);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    return parsed.success ? parsed.data : undefined;
  };

  const validate = async () => {
    const valid = parsedAsin();
    if (!valid) return;
    setCheck({ kind: 'checking' });
    try {
      const answer = await validateAsin(valid);
      setCheck({ kind: 'found', product: answer.product });
    } catch (failure) {
      setCheck({ kind: 'not-found', message: serverMessage(failure, 'The catalog could not be reached.') });
    }
  };

  const add = async () => {
    const valid = parsedAsin();
    if (!valid) return;
    setAdding(true);
    try {
      const answer = await addFeaturedProduct(valid, category);
      toast({ title: 'Product added', description: answer.message, variant: 'success' });
      setAsin('');
      setCheck({ kind: 'none' });
      await mutate(isProductKey);
    } catch (failure) {
      toast({ title: 'Not added', description: serverMessage(failure), variant: 'destructive' });
    } finally {
      setAdding(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
        Add a product
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The ASIN is the 10-character code after /dp/ in the product's Amazon address.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_14rem]">
        <div>
          <label htmlFor={`${id}-asin`} className="block text-sm font-medium text-slate-800">
            ASIN
          </label>
          <input
            id={`${id}-asin`}
            value={asin}
            maxLength={ASIN_LENGTH}
            autoComplete="off"
            spellCheck={false}
            placeholder="B08N5WRWNW"
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-asin-note`}
            onChange={(e) => {
              setAsin(e.target.value.toUpperCase());
              setError(undefined);
              setCheck({ kind: 'none' });
            }}
            className={`${control} font-mono uppercase`}
          />
          <p id={`${id}-asin-note`} className={`mt-1 text-sm ${error ? 'text-red-600' : 'text-slate-500'}`}>
            {error ?? (asin.length > 0 && !complete ? ASIN_MESSAGE : `${asin.length}/${ASIN_LENGTH}`)}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-category`} className="block text-sm font-medium text-slate-800">
            Category
          </label>
          <select
            id={`${id}-category`}
            value={category}
            onChange={(e) =>
              setCategory(PRODUCT_CATEGORIES.find((c) => c.slug === e.target.value)?.slug ?? 'electronics')
            }
            className={control}
          >
            {PRODUCT_CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={!complete || busy}
          onClick={() => void validate()}
          className={buttonClass({ variant: 'secondary' })}
        >
          {check.kind === 'checking' ? 'Validating...' : 'Validate'}
        </button>
        <button
          type="button"
          disabled={!complete || busy}
          onClick={() => void add()}
          className={buttonClass()}
        >
          {adding ? 'Adding...' : 'Add product'}
        </button>
      </div>
      <div className="mt-4" aria-live="polite">
        {check.kind === 'found' && <Preview product={check.product} />}
        {check.kind === 'not-found' && (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
            <p className="font-semibold">Product Not Found</p>
            <p className="mt-1 text-sm">{check.message}</p>
          </div>
        )}
      </div>
    </section>
  );
}
