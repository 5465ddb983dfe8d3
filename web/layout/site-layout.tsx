import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { keepsScroll } from '../site/navigation.js';
import { FloatingButtons } from './floating-buttons.js';
import { SiteFooter } from './site-footer.js';
import { SiteHeader } from './site-header.js';

/** A full screen tall, so that the footer starts below the fold and does not jump when the page arrives. */
export function PageSpinner({ inCard = false }: { inCard?: boolean }) {
  return (
    <div
      // In a card the spinner sits under its words; alone it holds the page's place until the page comes.
      className={
        inCard ? 'mt-6 flex justify-center' : 'flex min-h-screen items-start justify-center pt-[20vh]'
      }
      role="status"
      aria-label="Loading"
    >
      <div className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
    </div>
  );
}

/**
 * Each move to another page starts at its top, or at its anchor. The first page was placed by the browser
 * (a shared quote's link lands on its result); a navigation that only records typing keeps the scroll.
 */
function ScrollToTop() {
  const location = useLocation();
  const arrival = useRef(location.key);
  const keep = keepsScroll(location.state as unknown);
  const { key, hash } = location;
  useEffect(() => {
    if (key === arrival.current || keep) return;
    const anchor = hash === '' ? null : document.getElementById(decodeURIComponent(hash.slice(1)));
    if (anchor) anchor.scrollIntoView({ behavior: 'smooth' });
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [key, hash, keep]);
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
      <FloatingButtons />
    </div>
  );
}
