import {
  featureProductEndpoint,
  featuredProductsEndpoint,
  featuredProductsInCategoryEndpoint,
  lookUpProductEndpoint,
  productStatusEndpoint,
  refreshProductsEndpoint,
  unfeatureProductEndpoint,
  validateProductEndpoint,
} from '../../../core/products/api/product.endpoints.js';
import { AddProductForm } from './add-product-form.js';
import { FeaturedList } from './featured-list.js';
import { ProductStatus } from './product-status.js';
import { usePageMeta } from '../../ui/page-meta.js';

/** The products API, for staff wiring a script or checking what the pages call: as the endpoints declare it. */
const ENDPOINTS = [
  featuredProductsEndpoint,
  featuredProductsInCategoryEndpoint,
  validateProductEndpoint,
  lookUpProductEndpoint,
  productStatusEndpoint,
  featureProductEndpoint,
  refreshProductsEndpoint,
  unfeatureProductEndpoint,
].map(({ method, path, summary, who }) => [method, path, who === 'staff' ? `${summary} (staff)` : summary]);

function Endpoints() {
  return (
    <section aria-labelledby="endpoints-heading" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="endpoints-heading" className="text-lg font-bold text-slate-900">
        API endpoints
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Ops scripts refresh from the command line instead: <code>npm run cli -- products refresh --json</code>
      </p>
      <ul className="mt-3 divide-y divide-slate-100 text-sm">
        {ENDPOINTS.map(([method, path, purpose]) => (
          <li key={`${method} ${path}`} className="grid gap-1 py-2 sm:grid-cols-[4.5rem_1fr_1fr] sm:gap-3">
            <span className="font-mono font-semibold text-brand-800">{method}</span>
            <code className="break-all text-slate-900">{path}</code>
            <span className="text-slate-600">{purpose}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function AdminProductsPage() {
  usePageMeta('Featured Products', 'Staff: choose and refresh the Amazon products the shop features.');
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Featured products</h1>
      <ProductStatus />
      <AddProductForm />
      <FeaturedList />
      <Endpoints />
    </div>
  );
}
