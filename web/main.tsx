import './styles.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from './api/fetch-json.js';
import { ToastRegion } from './components/toast-region.js';
import { PageSpinner } from './components/layout/site-layout.js';
import { AppRoutes } from './routes.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <SWRConfig value={swrDefaults}>
      <BrowserRouter>
        <Suspense fallback={<PageSpinner />}>
          <AppRoutes />
        </Suspense>
      </BrowserRouter>
      <ToastRegion />
    </SWRConfig>
  </StrictMode>,
);
