import { StrictMode, Suspense } from 'react';
import { SWRConfig } from 'swr';
import { swrDefaults } from './site/fetch-json.js';
import { PageSpinner } from './layout/site-layout.js';
import { ToastRegion } from './ui/toast-region.js';
import { AppRoutes } from './routes.js';
import type { PageData, SiteConfig } from '../core/shared/site-config.js';
import { SiteConfigProvider } from './site/site-config.js';

/**
 * The whole app inside a router: the browser's, or the server's for the path it renders. `data` holds the API
 * answers the server rendered the page with; the browser starts from them rather than asking again.
 */
export function App({ site, data }: { site: SiteConfig; data: PageData }) {
  return (
    <StrictMode>
      <SiteConfigProvider value={site}>
        <SWRConfig value={{ ...swrDefaults, fallback: data }}>
          <Suspense fallback={<PageSpinner />}>
            <AppRoutes />
          </Suspense>
          <ToastRegion />
        </SWRConfig>
      </SiteConfigProvider>
    </StrictMode>
  );
}
