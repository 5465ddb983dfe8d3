import { type Response, Router } from 'express';
import type { FeaturedProduct } from '../../core/products/product.js';
import { featuredProductAnswer } from '../../core/products/product-answers.schema.js';
import {
  asinSchema,
  categorySchema,
  featuredLimitSchema,
  productLookupSchema,
} from '../../core/products/product.schema.js';
import { TOKENS } from '../../core/tokens.js';
import type { AppContainer } from '../container.js';
import { fromDomainError, parseOrThrow } from './errors.js';
import type { RateLimiting } from './rate-limits.js';

const FEATURED_CACHE = 'public, max-age=300';

/** The shop's public endpoints: featured products, and product lookups that reach the catalog. */
export function productRoutes(container: AppContainer, limiting: RateLimiting): Router {
  const featured = container.get(TOKENS.FeaturedProducts);
  const lookUp = container.get(TOKENS.LookUpProduct);
  const tag = container.get(TOKENS.AssociateTag);
  const router = Router();
  // Each lookup may cost a catalog call, which the whole site shares at one per second.
  const limited = limiting.limit(
    'product-lookup',
    'productLookup',
    'Too many product lookups from this address. Please try again in a few minutes.',
  );

  /** Browsers and proxies may keep a list five minutes, then check it cheaply by its ETag. */
  const listAnswer = (res: Response, products: FeaturedProduct[]) =>
    res
      .set('Cache-Control', FEATURED_CACHE)
      .json({ products: products.map((p) => featuredProductAnswer(p, tag)) });

  router.get('/products/featured', async (req, res) => {
    listAnswer(res, await featured.list({ limit: parseOrThrow(featuredLimitSchema, req.query.limit) }));
  });

  router.get('/products/category/:category', async (req, res) => {
    listAnswer(res, await featured.list({ category: parseOrThrow(categorySchema, req.params.category) }));
  });

  router.get('/products/validate/:asin', limited, async (req, res) => {
    const asin = parseOrThrow(asinSchema, req.params.asin);
    const result = await lookUp.execute({ asin });
    if (!result.ok) throw fromDomainError(result.error);
    res.json({ success: true, product: result.value, message: `Found ${result.value.title}` });
  });

  router.post('/product-lookup', limited, async (req, res) => {
    const { url } = parseOrThrow(productLookupSchema, req.body);
    const result = await lookUp.execute({ url });
    if (!result.ok) throw fromDomainError(result.error);
    res.json(result.value);
  });

  return router;
}
