import type { Knex } from 'knex';
import { z } from 'zod';
import { type FeaturedProduct, PRODUCT_CATEGORY_SLUGS } from '../../core/products/product.js';
import type { FeaturedProductRepository, RefreshSummary } from '../../core/products/products.ports.js';
import { rowCodec } from '../postgres/row-codec.js';

const TABLE = 'featured_products';
const REFRESHES = 'product_refreshes';

const picture = z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable();

/** featured_products' columns, once: what add inserts, update's facts carry and every read parses. */
const productRow = rowCodec({
  asin: z.string(),
  title: z.string(),
  price_cents: z.number().int().nullable(),
  images: z.object({ large: picture, medium: picture }),
  description: z.string(),
  category: z.enum(PRODUCT_CATEGORY_SLUGS),
  in_stock: z.boolean(),
  added_at: z.date(),
  refreshed_at: z.date(),
});
const toProduct: (row: unknown) => FeaturedProduct = productRow.fromRow;
const toRow = (p: FeaturedProduct) => ({
  ...productRow.toRow(p),
  // Text, so that both drivers store it as the JSON it is.
  images: JSON.stringify(p.images),
});

/**
 * product_refreshes' columns, once: what recordRefresh inserts and lastRefresh parses (id only orders). The error
 * is its code and message, read as none when there is no code (and as its code when there is no message).
 */
const refreshRow = rowCodec({
  catalog: z.string(),
  started_at: z.date(),
  finished_at: z.date(),
  total: z.number().int(),
  refreshed: z.number().int(),
  unavailable: z.number().int(),
  failed: z.number().int(),
  calls: z.number().int(),
  error_code: z.string().nullable(),
  error_message: z.string().nullable(),
  left_for_later: z.number().int(),
});
const toRefresh = (row: unknown): RefreshSummary => {
  const { errorCode, errorMessage, ...summary } = refreshRow.fromRow(row);
  return {
    ...summary,
    error: errorCode === null ? null : { code: errorCode, message: errorMessage ?? errorCode },
  };
};

/** PGlite answers count(*) as a number, pg as a string. */
const countsSchema = z.object({ total: z.coerce.number(), in_stock: z.coerce.number() });

export class KnexFeaturedProducts implements FeaturedProductRepository {
  constructor(private readonly db: Knex | Knex.Transaction) {}

  async list(
    options: { limit?: number; category?: FeaturedProduct['category'] } = {},
  ): Promise<FeaturedProduct[]> {
    const query = this.db(TABLE).orderBy([
      { column: 'added_at', order: 'desc' },
      { column: 'asin', order: 'asc' },
    ]);
    if (options.category) void query.where({ category: options.category });
    if (options.limit !== undefined) void query.limit(options.limit);
    const rows: unknown[] = await query;
    return rows.map((row) => toProduct(row));
  }

  async find(asin: string): Promise<FeaturedProduct | undefined> {
    const row: unknown = await this.db(TABLE).where({ asin }).first();
    return row === undefined ? undefined : toProduct(row);
  }

  async add(product: FeaturedProduct): Promise<boolean> {
    const inserted: unknown[] = await this.db(TABLE)
      .insert(toRow(product))
      .onConflict('asin')
      .ignore()
      .returning('asin');
    return inserted.length === 1;
  }

  async update(products: readonly FeaturedProduct[]): Promise<void> {
    if (products.length === 0) return;
    // One statement, which only changes rows that exist: a product removed meanwhile stays removed.
    const facts = JSON.stringify(products.map(toRow));
    await this.db.raw(
      `update ${TABLE} f
          set title = v.title, price_cents = v.price_cents, images = v.images::jsonb,
              description = v.description, in_stock = v.in_stock, refreshed_at = v.refreshed_at
         from jsonb_to_recordset(?::jsonb) as v(asin text, title text, price_cents integer, images text,
              description text, in_stock boolean, refreshed_at timestamptz)
        where f.asin = v.asin`,
      [facts],
    );
  }

  async remove(asin: string): Promise<boolean> {
    return (await this.db(TABLE).where({ asin }).delete()) > 0;
  }

  async count(): Promise<{ total: number; inStock: number }> {
    const row: unknown = await this.db(TABLE)
      .select(this.db.raw('count(*) as total'), this.db.raw('count(*) filter (where in_stock) as in_stock'))
      .first();
    const counts = countsSchema.parse(row);
    return { total: counts.total, inStock: counts.in_stock };
  }

  async recordRefresh(s: RefreshSummary): Promise<void> {
    const { error, ...summary } = s;
    await this.db(REFRESHES).insert(
      refreshRow.toRow({ ...summary, errorCode: error?.code ?? null, errorMessage: error?.message ?? null }),
    );
  }

  async lastRefresh(): Promise<RefreshSummary | undefined> {
    const row: unknown = await this.db(REFRESHES).orderBy('id', 'desc').first();
    return row === undefined ? undefined : toRefresh(row);
  }
}
