import { Suspense, lazy } from 'react';
import { useToasts } from './toast-store.js';

const Toaster = lazy(() => import('./toaster.js'));

/** The toast UI is loaded with the first toast, keeping it out of every page's first download. */
export function ToastRegion() {
  const items = useToasts();
  if (items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster items={items} />
    </Suspense>
  );
}
