import {
  featuredProductResponse,
  refreshSummaryResponse,
} from '../../core/products/api/product-responses.schema.js';
import {
  featureProductEndpoint,
  productStatusEndpoint,
  refreshProductsEndpoint,
  unfeatureProductEndpoint,
} from '../../core/products/api/product.endpoints.js';
import type { RefreshSummary } from '../../core/products/products.ports.js';
import { PRODUCT_TOKENS } from '../../core/products/product.tokens.js';
import type { AppContainer } from '../wiring.js';
import type { EndpointRouter } from '../http/endpoint-router.js';

/** Staff's featured-product endpoints. */
export function productAdminRoutes(container: AppContainer, api: EndpointRouter): void {
  const featured = container.get(PRODUCT_TOKENS.FeaturedProducts);
  const catalog = container.get(PRODUCT_TOKENS.ProductCatalog);
  const addProduct = container.get(PRODUCT_TOKENS.AddFeaturedProduct);
  const removeProduct = container.get(PRODUCT_TOKENS.RemoveFeaturedProduct);
  const refresh = container.get(PRODUCT_TOKENS.RefreshFeaturedProducts);
  const tag = container.get(PRODUCT_TOKENS.AssociateTag);
  /** A second click while a refresh runs waits for that refresh instead of queueing another behind it. */
  let running: Promise<RefreshSummary> | undefined;

  api.on(productStatusEndpoint, async () => {
    const [counts, last] = await Promise.all([featured.count(), featured.lastRefresh()]);
    return {
      catalog: catalog.description,
      featured: counts.total,
      inStock: counts.inStock,
      lastRefresh: last ? refreshSummaryResponse(last) : null,
    };
  });

  api.on(featureProductEndpoint, async ({ body, valueOf }) => {
    const product = valueOf(await addProduct.execute(body));
    return {
      message: `${product.title} is now featured`,
      product: featuredProductResponse(product, tag),
    };
  });

  api.on(refreshProductsEndpoint, async () => {
    running ??= refresh.execute().finally(() => {
      running = undefined;
    });
    const summary = await running;
    return {
      message: summary.error
        ? `Refresh stopped: the catalog answered ${summary.error.code}; nothing was written`
        : `Refreshed ${summary.refreshed} of ${summary.total} products`,
      summary: refreshSummaryResponse(summary),
    };
  });

  api.on(unfeatureProductEndpoint, async ({ params, valueOf }) => {
    valueOf(await removeProduct.execute(params.asin));
    return { message: `${params.asin} is no longer featured` };
  });
}
