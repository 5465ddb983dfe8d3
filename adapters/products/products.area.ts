import { AMAZON_MARKETPLACES } from '../../core/products/amazon-shop.js';
import { PAGES } from '../../core/products/api/products.pages.js';
import { AddFeaturedProductUseCase } from '../../core/products/add-featured-product.use-case.js';
import { LookUpProductUseCase } from '../../core/products/look-up-product.use-case.js';
import { PRODUCT_TOKENS } from '../../core/products/product.tokens.js';
import type { ProductCatalog, ShortLinkResolver } from '../../core/products/products.ports.js';
import { RefreshFeaturedProductsUseCase } from '../../core/products/refresh-featured-products.use-case.js';
import { RemoveFeaturedProductUseCase } from '../../core/products/remove-featured-product.use-case.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { AmznShortLinkResolver } from './amazon/amzn-short-link-resolver.js';
import { CachedProductCatalog } from './amazon/cached-product-catalog.js';
import { shareOf } from '../memory/call-budget.js';
import { CreatorsApiProductCatalog, callIntervalMs } from './amazon/creators-api-product-catalog.js';
import { OfflineProductCatalog } from './amazon/offline-product-catalog.js';
import { productAdminRoutes } from './product-admin.routes.js';
import { productRoutes } from './products.routes.js';
import { inMemoryFeaturedProducts } from './in-memory-featured-products.js';
import { KnexFeaturedProducts } from './knex-featured-products.js';
import * as refreshErrorsAndBudget from './migrations/20261126-012-refresh-errors-and-budget.js';
import * as callBudgets from './migrations/20261126-013-call-budgets.js';
import * as productImages from './migrations/20261126-014-product-images.js';
import { type AppContainer, bindFactory } from '../wiring.js';
import type { Logger } from '../logger.js';
import { type AreaContext, areaModule } from '../area-module.js';
import { PRODUCTS_SETTINGS } from './products.config.js';

const CREATORS_API = 'creators-api';
/** Visitors' share of the day's Creators API calls, counted beside the whole. */
const CREATORS_API_VISITORS = 'creators-api:visitors';

/** The catalog staff and the refresh use, and the one visitors' lookups reach. */
interface Catalogs {
  staff: ProductCatalog;
  visitors: ProductCatalog;
}

/**
 * The Creators API when its credentials are configured, paced at the account's rate by every instance together;
 * visitors spend only their share of the day's calls (so that staff and the refresh always keep the rest), and
 * a product looked up recently is answered again without a call. Else the offline catalog, for everyone.
 */
function catalogsFor({ config, callPacer, callBudget, clock }: AreaContext): Catalogs {
  const amazon = PRODUCTS_SETTINGS.of(config);
  if (!amazon) {
    const offline = new OfflineProductCatalog();
    return { staff: offline, visitors: offline };
  }
  const day = callBudget(CREATORS_API, amazon.callsPerDay);
  const staff = new CreatorsApiProductCatalog(
    amazon,
    callPacer(CREATORS_API, callIntervalMs(amazon.callsPerSecond)),
    day,
  );
  const visitorsShare = shareOf(day, callBudget(CREATORS_API_VISITORS, amazon.visitorCallsPerDay));
  return { staff, visitors: new CachedProductCatalog(staff.withBudget(visitorsShare), clock) };
}

declare module '../wiring.js' {
  interface ContainerOverrides {
    /** A fake catalog for tests; otherwise the Creators API with credentials, the offline catalog without. */
    productCatalog?: ProductCatalog;
    shortLinkResolver?: ShortLinkResolver;
  }
}

/** On the offline catalog, a shop with no featured products yet starts with the catalog's own picks. */
async function featureOfflinePicks(container: AppContainer, logger: Logger): Promise<void> {
  const catalog = container.get(PRODUCT_TOKENS.ProductCatalog);
  const featured = container.get(PRODUCT_TOKENS.FeaturedProducts);
  if (!(catalog instanceof OfflineProductCatalog) || (await featured.count()).total > 0) return;
  const add = container.get(PRODUCT_TOKENS.AddFeaturedProduct);
  for (const pick of catalog.starterSelection()) await add.execute(pick);
  logger.info({ featured: (await featured.count()).total }, "featured the offline catalog's products");
}

/** The Amazon shop's featured products, Buy for Me's product lookup and their refresh from the catalog. */
export const productsArea = areaModule({
  beforeListening: featureOfflinePicks,
  // The shop's search form posts to the chosen Amazon marketplace when the app has not loaded yet.
  formActions: AMAZON_MARKETPLACES.map((marketplace) => `https://www.${marketplace.domain}`),
  name: 'products',
  settings: PRODUCTS_SETTINGS,
  pages: PAGES,
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
    const {
      ProductCatalog: catalog,
      VisitorProductCatalog: visitorCatalog,
      FeaturedProducts: featured,
    } = PRODUCT_TOKENS;
    const { Clock: clock } = TOKENS;
    const catalogs = overrides.productCatalog
      ? { staff: overrides.productCatalog, visitors: overrides.productCatalog }
      : catalogsFor(context);
    container.bind(PRODUCT_TOKENS.AssociateTag).toConstantValue(config.identity.amazonAssociateTag);
    container.bind(catalog).toConstantValue(catalogs.staff);
    container.bind(visitorCatalog).toConstantValue(catalogs.visitors);
    container
      .bind(PRODUCT_TOKENS.ShortLinkResolver)
      .toConstantValue(overrides.shortLinkResolver ?? new AmznShortLinkResolver());
    container.bind(featured).toConstantValue(reads.featuredProducts);
    bindFactory(
      container,
      PRODUCT_TOKENS.LookUpProduct,
      [visitorCatalog, PRODUCT_TOKENS.ShortLinkResolver, PRODUCT_TOKENS.AssociateTag],
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
