import type { Knex } from 'knex';
import { z } from 'zod';
import { type FeaturedProduct, PRODUCT_CATEGORY_SLUGS } from '../../core/products/product.js';
import type { FeaturedProductRepository, RefreshSummary } from '../../core/products/products.ports.js';

const TABLE = 'featured_products';
const REFRESHES = 'product_refreshes';

const picture = z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable();

const rowSchema = z
  .object({
    asin: z.string(),
    title: z.string(),
    price_cents: z.number().int().nullable(),
    images: z.object({ large: picture, medium: picture }),
    description: z.string(),
    category: z.enum(PRODUCT_CATEGORY_SLUGS),
    in_stock: z.boolean(),
    added_at: z.date(),
    refreshed_at: z.date(),
  })
  .transform((r): FeaturedProduct => ({
    asin: r.asin,
    title: r.title,
    priceCents: r.price_cents,
    images: r.images,
    description: r.description,
    category: r.category,
    inStock: r.in_stock,
    addedAt: r.added_at,
    refreshedAt: r.refreshed_at,
  }));

const toRow = (p: FeaturedProduct) => ({
  asin: p.asin,
  title: p.title,
  price_cents: p.priceCents,
  // Text, so that both drivers store it as the JSON it is.
  images: JSON.stringify(p.images),
  description: p.description,
  category: p.category,
  in_stock: p.inStock,
  added_at: p.addedAt,
  refreshed_at: p.refreshedAt,
});

const refreshSchema = z
  .object({
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
  })
  .transform((r): RefreshSummary => ({
    catalog: r.catalog,
    startedAt: r.started_at,
    finishedAt: r.finished_at,
    total: r.total,
    refreshed: r.refreshed,
    unavailable: r.unavailable,
    failed: r.failed,
    calls: r.calls,
    error: r.error_code === null ? null : { code: r.error_code, message: r.error_message ?? r.error_code },
    leftForLater: r.left_for_later,
  }));

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
    return rows.map((row) => rowSchema.parse(row));
  }

  async find(asin: string): Promise<FeaturedProduct | undefined> {
    const row: unknown = await this.db(TABLE).where({ asin }).first();
    return row === undefined ? undefined : rowSchema.parse(row);
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
    await this.db(REFRESHES).insert({
      catalog: s.catalog,
      started_at: s.startedAt,
      finished_at: s.finishedAt,
      total: s.total,
      refreshed: s.refreshed,
      unavailable: s.unavailable,
      failed: s.failed,
      calls: s.calls,
      error_code: s.error?.code ?? null,
      error_message: s.error?.message ?? null,
      left_for_later: s.leftForLater,
    });
  }

  async lastRefresh(): Promise<RefreshSummary | undefined> {
    const row: unknown = await this.db(REFRESHES).orderBy('id', 'desc').first();
    return row === undefined ? undefined : refreshSchema.parse(row);
  }
}
