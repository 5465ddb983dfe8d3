import { type ComponentType, Suspense, lazy, memo } from 'react';

/** What counts as the visitor asking for more than the first screen: any act on the page, or going back. */
const ASKING = ['pointerdown', 'keydown', 'focusin', 'popstate'] as const;

/**
 * Resolves when the element with this id comes into view, or the visitor acts on the page; at once
 * where there is no such element yet (the server renders, or the page came by a link and is being built).
 */
function nearOrAskedFor(id: string): Promise<void> {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      for (const event of ASKING) window.removeEventListener(event, done, true);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      // When it shows, not before: a part with a first pixel on the first screen loads with the page.
      { rootMargin: '0px' },
    );
    observer.observe(element);
    for (const event of ASKING) window.addEventListener(event, done, { capture: true, passive: true });
  });
}

/**
 * A part of a page below the first screen whose code loads when it is asked for (the visitor scrolls to it or
 * does anything), not with the page. The server renders it in full; on the server's page React keeps that
 * HTML, working links and forms included, until the code is there, and then hydrates it.
 */
export function deferredPart(
  id: string,
  load: () => Promise<{ default: ComponentType }>,
  placeholderClassName: string,
): ComponentType {
  const Part = lazy(() => nearOrAskedFor(id).then(load));
  // No props, and memoised: the page rendering again (when the session answers) must not reach the boundary
  // before it has hydrated, which would make React drop the server's HTML for the placeholder.
  return memo(function DeferredPart() {
    return (
      <div id={id}>
        <Suspense fallback={<div className={placeholderClassName} />}>
          <Part />
        </Suspense>
      </div>
    );
  });
}
