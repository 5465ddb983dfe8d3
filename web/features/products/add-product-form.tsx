import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ASIN_LENGTH, PRODUCT_CATEGORIES, type ProductCategory } from '../../../core/products/product.js';
import { ASIN_MESSAGE, addFeaturedProductSchema } from '../../../core/products/product.schema.js';
import { type ProductDetails, addFeaturedProduct, isProductKey, validateAsin } from './products.api.js';
import { serverMessage } from '../../site/fetch-json.js';
import { toast } from '../../ui/toast-store.js';
import { ProductImage } from './product-image.js';
import { Button } from '../../ui/button.js';
import { Form, SelectField, TextField } from '../../ui/field.js';
import { useSchemaForm } from '../../ui/use-schema-form.js';

type Check =
  | { kind: 'none' }
  | { kind: 'checking' }
  | { kind: 'found'; product: ProductDetails }
  | { kind: 'not-found'; message: string };

const EMPTY: { asin: string; category: ProductCategory } = { asin: '', category: 'electronics' };

function Preview({ product }: { product: ProductDetails }) {
  return (
    <div role="status" className="flex gap-4 rounded-lg border border-green-200 bg-green-50 p-4">
      <ProductImage images={product.images} shownPx={80} className="h-20 w-20 shrink-0 rounded" />
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

/** What the catalog said about the ASIN, announced as it comes. */
function CheckResponse({ check }: { check: Check }) {
  return (
    <div className="mt-4" aria-live="polite">
      {check.kind === 'found' && <Preview product={check.product} />}
      {check.kind === 'not-found' && (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
          <p className="font-semibold">Product Not Found</p>
          <p className="mt-1 text-sm">{check.message}</p>
        </div>
      )}
    </div>
  );
}

/** Asks the catalog about an ASIN: what it shows for it, or why it cannot. */
function useCatalogCheck() {
  const [check, setCheck] = useState<Check>({ kind: 'none' });
  const checkAsin = async (asin: string) => {
    setCheck({ kind: 'checking' });
    try {
      const answer = await validateAsin(asin);
      setCheck({ kind: 'found', product: answer.product });
    } catch (failure) {
      setCheck({ kind: 'not-found', message: serverMessage(failure, 'The catalog could not be reached.') });
    }
  };
  return { check, setCheck, checkAsin };
}

/** Staff type an ASIN, check it against the catalog and feature it in a category. */
export function AddProductForm() {
  const id = useId();
  const { mutate } = useSWRConfig();
  const form = useSchemaForm(addFeaturedProductSchema, EMPTY, (values) => values);
  const { check, setCheck, checkAsin } = useCatalogCheck();
  const [adding, setAdding] = useState(false);
  const { asin } = form.values;
  const complete = asin.length === ASIN_LENGTH;
  const busy = adding || check.kind === 'checking';
  const asinField = form.field('asin');

  const validate = async () => {
    const checked = form.validate();
    if (checked.ok) await checkAsin(checked.data.asin);
  };

  const add = async () => {
    const checked = form.validate();
    if (!checked.ok) return;
    setAdding(true);
    try {
      const answer = await addFeaturedProduct(checked.data.asin, checked.data.category);
      toast({ title: 'Product added', description: answer.message, variant: 'success' });
      form.set('asin')('');
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
      <Form label="Add a product" onSubmit={add} className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
          <TextField
            label="ASIN"
            maxLength={ASIN_LENGTH}
            autoComplete="off"
            spellCheck={false}
            placeholder="B08N5WRWNW"
            hint={asin.length > 0 && !complete ? ASIN_MESSAGE : `${asin.length}/${ASIN_LENGTH}`}
            {...asinField}
            onChange={(value) => {
              asinField.onChange(value.toUpperCase());
              setCheck({ kind: 'none' });
            }}
          />
          <SelectField
            label="Category"
            options={PRODUCT_CATEGORIES.map((c) => ({ value: c.slug, label: c.name }))}
            {...form.field('category')}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" disabled={!complete || busy} onClick={() => void validate()}>
            {check.kind === 'checking' ? 'Validating...' : 'Validate'}
          </Button>
          <Button type="submit" disabled={!complete || busy}>
            {adding ? 'Adding...' : 'Add product'}
          </Button>
        </div>
      </Form>
      <CheckResponse check={check} />
    </section>
  );
}
