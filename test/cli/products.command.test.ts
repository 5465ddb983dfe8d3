import { describe, expect, it } from 'vitest';
import { featuredProductsResponseSchema } from '../../core/products/api/product-responses.schema.js';
import { migratedDataDir } from '../support/migrated-database.js';
import { runCliInProcess } from '../support/run-cli-in-process.js';

const freshEnv = () => ({ DATA_DIR: migratedDataDir('cli-products-') });

describe('products commands on the embedded database and the offline catalog', () => {
  it('adds, lists, refreshes and removes featured products', async () => {
    const env = freshEnv();
    const added = await runCliInProcess(['products', 'add', 'b0kxho0002', '--category', 'home'], env);
    expect(added.stdout).toContain('B0KXHO0002 Crisp 5.5 L air fryer is now featured in home.');
    expect(added.status).toBe(0);
    expect(
      (await runCliInProcess(['products', 'add', 'B0KXEL0006', '--category', 'electronics'], env)).status,
    ).toBe(0);

    const listed = await runCliInProcess(['products', 'list', '--json'], env);
    const products = featuredProductsResponseSchema.parse(JSON.parse(listed.stdout)).products;
    expect(products.map((p) => p.asin).sort()).toEqual(['B0KXEL0006', 'B0KXHO0002']);

    const refreshed = await runCliInProcess(['products', 'refresh', '--json'], env);
    expect(refreshed.status).toBe(0);
    expect(JSON.parse(refreshed.stdout)).toMatchObject({
      dryRun: false,
      total: 2,
      refreshed: 1,
      unavailable: 1,
      failed: 0,
      calls: 1,
    });

    expect((await runCliInProcess(['products', 'remove', 'B0KXHO0002'], env)).status).toBe(0);
    expect((await runCliInProcess(['products', 'list'], env)).stdout).toContain('1 featured products.');
  });

  it('exits 1 for what the catalog or the shop does not have, and 2 for unusable arguments', async () => {
    const env = freshEnv();
    const unknown = await runCliInProcess(['products', 'add', 'B0NOTHERE1', '--category', 'books'], env);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('The ItemId B0NOTHERE1 is not in the offline catalog.');
    expect((await runCliInProcess(['products', 'remove', 'B0NOTHERE1'], env)).status).toBe(1);
    const shortAsin = await runCliInProcess(['products', 'add', 'B0KX', '--category', 'books'], env);
    expect(shortAsin.status).toBe(2);
    expect(shortAsin.stderr).toContain('ASIN must be exactly 10 characters');
    expect((await runCliInProcess(['products', 'add', 'B0KXBO0001', '--category', 'toys'], env)).status).toBe(
      2,
    );
    expect((await runCliInProcess(['products', 'add', 'B0KXBO0001'], env)).status).toBe(2);
  });
});
