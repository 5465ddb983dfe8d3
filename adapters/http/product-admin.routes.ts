import express, { type RequestHandler, Router } from 'express';
import { featuredProductAnswer, refreshSummaryAnswer } from '../../core/products/product-answers.schema.js';
import { addFeaturedProductSchema, asinSchema } from '../../core/products/product.schema.js';
import type { RefreshSummary } from '../../core/products/products.ports.js';
import { TOKENS } from '../../core/tokens.js';
import type { AppContainer } from '../container.js';
import { fromDomainError, parseOrThrow } from './errors.js';

/** Staff's featured-product endpoints, mounted at /products; the caller puts them behind the admin guard. */
export function productAdminRoutes(container: AppContainer, staffOnly: RequestHandler[]): Router {
  const featured = container.get(TOKENS.FeaturedProducts);
  const catalog = container.get(TOKENS.ProductCatalog);
  const addProduct = container.get(TOKENS.AddFeaturedProduct);
  const removeProduct = container.get(TOKENS.RemoveFeaturedProduct);
  const refresh = container.get(TOKENS.RefreshFeaturedProducts);
  const tag = container.get(TOKENS.AssociateTag);
  const router = Router();
  /** A second click while a refresh runs waits for that refresh instead of queueing another behind it. */
  let running: Promise<RefreshSummary> | undefined;

  router.get('/status', ...staffOnly, async (_req, res) => {
    const [counts, last] = await Promise.all([featured.count(), featured.lastRefresh()]);
    res.json({
      catalog: catalog.description,
      featured: counts.total,
      inStock: counts.inStock,
      lastRefresh: last ? refreshSummaryAnswer(last) : null,
    });
  });

  router.post('/add-asin', ...staffOnly, express.json({ limit: '1kb' }), async (req, res) => {
    const input = parseOrThrow(addFeaturedProductSchema, req.body);
    const result = await addProduct.execute(input);
    if (!result.ok) throw fromDomainError(result.error);
    res.status(201).json({
      message: `${result.value.title} is now featured`,
      product: featuredProductAnswer(result.value, tag),
    });
  });

  router.post('/refresh', ...staffOnly, async (_req, res) => {
    running ??= refresh.execute().finally(() => {
      running = undefined;
    });
    const summary = await running;
    res.json({
      message: `Refreshed ${summary.refreshed} of ${summary.total} products`,
      summary: refreshSummaryAnswer(summary),
    });
  });

  router.delete('/:asin', ...staffOnly, async (req, res) => {
    const asin = parseOrThrow(asinSchema, req.params.asin);
    const result = await removeProduct.execute(asin);
    if (!result.ok) throw fromDomainError(result.error);
    res.json({ message: `${asin} is no longer featured` });
  });

  return router;
}
