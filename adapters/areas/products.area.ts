import { AddFeaturedProductUseCase } from '../../core/products/add-featured-product.use-case.js';
import { LookUpProductUseCase } from '../../core/products/look-up-product.use-case.js';
import { PRODUCT_TOKENS } from '../../core/products/product.tokens.js';
import type { ProductCatalog } from '../../core/products/products.ports.js';
import { RefreshFeaturedProductsUseCase } from '../../core/products/refresh-featured-products.use-case.js';
import { RemoveFeaturedProductUseCase } from '../../core/products/remove-featured-product.use-case.js';
import { TOKENS } from '../../core/tokens.js';
import { AmznShortLinkResolver } from '../amazon/amzn-short-link-resolver.js';
import { CreatorsApiProductCatalog, callIntervalMs } from '../amazon/creators-api-product-catalog.js';
import { OfflineProductCatalog } from '../amazon/offline-product-catalog.js';
import { productAdminRoutes } from '../http/product-admin.routes.js';
import { productRoutes } from '../http/products.routes.js';
import { inMemoryFeaturedProducts } from '../memory/in-memory-featured-products.js';
import { KnexFeaturedProducts } from '../postgres/knex-featured-products.js';
import * as refreshErrorsAndBudget from '../postgres/migrations/20261126-012-refresh-errors-and-budget.js';
import * as callBudgets from '../postgres/migrations/20261126-013-call-budgets.js';
import * as productImages from '../postgres/migrations/20261126-014-product-images.js';
import { bindFactory } from '../wiring.js';
import { type AreaContext, areaModule } from './area-module.js';

const CREATORS_API = 'creators-api';

/** The Creators API when its credentials are configured, paced at the account's rate by every instance together; else the offline catalog. */
const productCatalogFor = ({ config: { amazon }, callPacer, callBudget }: AreaContext): ProductCatalog =>
  amazon
    ? new CreatorsApiProductCatalog(
        amazon,
        callPacer(CREATORS_API, callIntervalMs(amazon.callsPerSecond)),
        callBudget(CREATORS_API, amazon.callsPerDay),
      )
    : new OfflineProductCatalog();

/** The Amazon shop's featured products, Buy for Me's product lookup and their refresh from the catalog. */
export const productsArea = areaModule({
  name: 'products',
  repositories: {
    featuredProducts: { knex: (db) => new KnexFeaturedProducts(db), memory: inMemoryFeaturedProducts },
  },
  memoryTables: { featuredProducts: () => new Map(), productRefreshes: () => [] },
  migrations: {
    '20261126-012-refresh-errors-and-budget': refreshErrorsAndBudget,
    '20261126-013-call-budgets': callBudgets,
    '20261126-014-product-images': productImages,
  },
  bind(container, context) {
    const { config, reads, overrides } = context;
    const { ProductCatalog: catalog, FeaturedProducts: featured } = PRODUCT_TOKENS;
    const { Clock: clock } = TOKENS;
    container.bind(PRODUCT_TOKENS.AssociateTag).toConstantValue(config.identity.amazonAssociateTag);
    container.bind(catalog).toConstantValue(overrides.productCatalog ?? productCatalogFor(context));
    container
      .bind(PRODUCT_TOKENS.ShortLinkResolver)
      .toConstantValue(overrides.shortLinkResolver ?? new AmznShortLinkResolver());
    container.bind(featured).toConstantValue(reads.featuredProducts);
    bindFactory(
      container,
      PRODUCT_TOKENS.LookUpProduct,
      [catalog, PRODUCT_TOKENS.ShortLinkResolver, PRODUCT_TOKENS.AssociateTag],
      (c, s, tag) => new LookUpProductUseCase(c, s, tag),
    );
    bindFactory(
      container,
      PRODUCT_TOKENS.AddFeaturedProduct,
      [catalog, featured, clock],
      (c, f, k) => new AddFeaturedProductUseCase(c, f, k),
    );
    bindFactory(
      container,
      PRODUCT_TOKENS.RemoveFeaturedProduct,
      [featured],
      (f) => new RemoveFeaturedProductUseCase(f),
    );
    bindFactory(
      container,
      PRODUCT_TOKENS.RefreshFeaturedProducts,
      [catalog, featured, clock],
      (c, f, k) => new RefreshFeaturedProductsUseCase(c, f, k),
    );
  },
  routes(container, api) {
    productRoutes(container, api);
    productAdminRoutes(container, api);
  },
});
