import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { keepsScroll } from '../../site/navigation.js';
import { FloatingSignUp, FloatingWhatsApp } from './floating-buttons.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

/** A full screen tall, so that the footer starts below the fold and does not jump when the page arrives. */
export function PageSpinner() {
  return (
    <div
      className="flex min-h-screen items-start justify-center pt-[20vh]"
      role="status"
      aria-label="Loading"
    >
      <div className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
    </div>
  );
}

/** A change of page or of the query string starts the visitor at the top, unless it only records typing. */
function ScrollToTop() {
  const location = useLocation();
  const { pathname, search } = location;
  const keep = keepsScroll(location.state as unknown);
  useEffect(() => {
    if (!keep) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname, search, keep]);
  return null;
}

export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <ScrollToTop />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <FloatingSignUp />
      <FloatingWhatsApp />
    </div>
  );
}
