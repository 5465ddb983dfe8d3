import { token } from '../shared/token.js';
import type { AddFeaturedProductUseCase } from './add-featured-product.use-case.js';
import type { LookUpProductUseCase } from './look-up-product.use-case.js';
import type { FeaturedProductRepository, ProductCatalog, ShortLinkResolver } from './products.ports.js';
import type { RefreshFeaturedProductsUseCase } from './refresh-featured-products.use-case.js';
import type { RemoveFeaturedProductUseCase } from './remove-featured-product.use-case.js';

export const PRODUCT_TOKENS = {
  /** The Amazon associate tag every product link carries. */
  AssociateTag: token<string>('AssociateTag'),
  ProductCatalog: token<ProductCatalog>('ProductCatalog'),
  /** The catalog as visitors' lookups reach it: within their share of the day's calls, recent answers kept. */
  VisitorProductCatalog: token<ProductCatalog>('VisitorProductCatalog'),
  ShortLinkResolver: token<ShortLinkResolver>('ShortLinkResolver'),
  /** The featured products outside any transaction. */
  FeaturedProducts: token<FeaturedProductRepository>('FeaturedProducts'),
  LookUpProduct: token<LookUpProductUseCase>('LookUpProduct'),
  AddFeaturedProduct: token<AddFeaturedProductUseCase>('AddFeaturedProduct'),
  RemoveFeaturedProduct: token<RemoveFeaturedProductUseCase>('RemoveFeaturedProduct'),
  RefreshFeaturedProducts: token<RefreshFeaturedProductsUseCase>('RefreshFeaturedProducts'),
} as const;
