import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../../web/site/fetch-json.js';
import { ToastRegion } from '../../web/ui/toast-region.js';
import { AppRoutes } from '../../web/routes.js';

/** Renders with the app's SWR defaults, a fresh cache per test, and a router at `path`. */
export function renderWithApp(ui: ReactElement, path = '/') {
  // The address bar says the same as the router, as in a browser (analytics reads the page from it).
  window.history.replaceState(null, '', path);
  return render(
    <SWRConfig value={{ ...swrDefaults, provider: () => new Map() }}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </SWRConfig>,
  );
}

/** The whole site at `path`, with its toasts. */
export const renderSite = (path: string) =>
  renderWithApp(
    <>
      <AppRoutes />
      <ToastRegion />
    </>,
    path,
  );
