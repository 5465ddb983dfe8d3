import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { categoryName } from '../../../core/products/product.js';
import {
  type FeaturedProductResponse,
  isProductKey,
  removeFeaturedProduct,
  useStaffFeaturedProducts,
} from './products.api.js';
import { serverMessage } from '../../site/fetch-json.js';
import { usd } from '../shipping/format.js';
import { toast } from '../../ui/toast-store.js';
import { ProductImage } from './product-image.js';
import { Button } from '../../ui/button.js';

function FeaturedRow({
  product,
  removing,
  onRemove,
}: {
  product: FeaturedProductResponse;
  removing: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <ProductImage images={product.images} shownPx={64} className="h-16 w-16 rounded" lazy />
      <div className="min-w-0 flex-1 text-sm">
        <p className="line-clamp-2 font-semibold text-slate-900">{product.title}</p>
        <p className="mt-1 text-slate-600">
          <span className="font-mono">{product.asin}</span> · {categoryName(product.category)} ·{' '}
          {product.price === null ? 'no price' : usd(product.price)}
          {!product.inStock && <span className="font-medium text-red-700"> · Out of stock</span>}
        </p>
      </div>
      <Button variant="danger" size="sm" busy={removing} onClick={onRemove} className="self-center">
        {removing ? 'Removing...' : 'Remove'}
        <span className="sr-only"> {product.title}</span>
      </Button>
    </li>
  );
}

/** Every featured product, newest first, each with its remove button. */
export function FeaturedList() {
  const { mutate } = useSWRConfig();
  const featured = useStaffFeaturedProducts();
  const data = featured.data;
  const [removing, setRemoving] = useState<string | undefined>();

  const remove = async (product: FeaturedProductResponse) => {
    if (!window.confirm(`Stop featuring ${product.title}?`)) return;
    setRemoving(product.asin);
    try {
      const answer = await removeFeaturedProduct(product.asin);
      toast({ title: 'Product removed', description: answer.message });
      await mutate(isProductKey);
    } catch (failure) {
      toast({ title: 'Not removed', description: serverMessage(failure), variant: 'destructive' });
    } finally {
      setRemoving(undefined);
    }
  };

  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="text-lg font-bold text-slate-900">
        Featured products{data && ` (${data.products.length})`}
      </h2>
      {featured.error && !data && (
        <p role="alert" className="mt-3 text-red-700">
          {serverMessage(featured.error, 'The featured products could not be loaded.')}
        </p>
      )}
      {data?.products.length === 0 && (
        <p className="mt-3 text-slate-700">Nothing is featured yet: add a product above.</p>
      )}
      <ul className="mt-3 grid gap-3 lg:grid-cols-2">
        {data?.products.map((product) => (
          <FeaturedRow
            key={product.asin}
            product={product}
            removing={removing === product.asin}
            onRemove={() => void remove(product)}
          />
        ))}
      </ul>
    </section>
  );
}
