import { type Result, fail, ok } from '../shared/result.js';
import type { CatalogItem } from './product.js';
import { PRODUCT_ERRORS, type ProductError } from './product.errors.js';
import type { CatalogBatch } from './products.ports.js';

/** The batch's item for `asin`, or why the catalog did not give it. */
export function pickItem(
  batch: CatalogBatch,
  asin: string,
): Result<CatalogItem, ProductError<'PRODUCT.NOT_FOUND'>> {
  const item = batch.items.find((i) => i.asin === asin);
  if (item) return ok(item);
  const reason = batch.errors.find((e) => e.asin === asin)?.message ?? `No product ${asin} in the catalog`;
  return fail(PRODUCT_ERRORS.notFound(reason));
}

/** `items` in consecutive slices of at most `size`. */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}
