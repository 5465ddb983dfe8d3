import type { FeaturedProduct } from '../../core/products/product.js';
import { featuredProductResponse } from '../../core/products/api/product-responses.schema.js';
import {
  featuredProductsEndpoint,
  featuredProductsInCategoryEndpoint,
  lookUpProductEndpoint,
  validateProductEndpoint,
} from '../../core/products/api/product.endpoints.js';
import { PRODUCT_TOKENS } from '../../core/products/product.tokens.js';
import type { AppContainer } from '../wiring.js';
import type { EndpointRouter } from '../http/endpoint-router.js';

/** The shop's public endpoints: featured products, and product lookups that reach the catalog. */
export function productRoutes(container: AppContainer, api: EndpointRouter): void {
  const featured = container.get(PRODUCT_TOKENS.FeaturedProducts);
  const lookUp = container.get(PRODUCT_TOKENS.LookUpProduct);
  const tag = container.get(PRODUCT_TOKENS.AssociateTag);
  const listResponse = (products: FeaturedProduct[]) => ({
    products: products.map((p) => featuredProductResponse(p, tag)),
  });

  api.on(featuredProductsEndpoint, async ({ query }) =>
    listResponse(await featured.list({ limit: query.limit })),
  );

  api.on(featuredProductsInCategoryEndpoint, async ({ params }) =>
    listResponse(await featured.list({ category: params.category })),
  );

  api.on(validateProductEndpoint, async ({ params, valueOf }) => {
    const product = valueOf(await lookUp.execute({ asin: params.asin }));
    return { success: true as const, product, message: `Found ${product.title}` };
  });

  api.on(lookUpProductEndpoint, async ({ body, valueOf }) =>
    valueOf(await lookUp.execute({ url: body.url })),
  );
}
