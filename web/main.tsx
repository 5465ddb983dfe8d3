import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app.js';
import { readPageData, readSiteConfig } from './site/site-config.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <BrowserRouter>
    <App site={readSiteConfig(document)} data={readPageData(document)} />
  </BrowserRouter>
);
// Public pages arrive rendered by the server and are hydrated; account and staff pages arrive empty.
if (root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
