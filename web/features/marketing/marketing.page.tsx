import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { useLocation } from 'react-router-dom';
import type { MARKETING_PATHS } from '../../../core/marketing/api/marketing.pages.js';

/**
 * The ten marketing pages behind one route: each is its own chunk, loaded here rather than from the app's route
 * table, so that adding one costs the first bundle of every other page nothing.
 */
const PAGES: Record<(typeof MARKETING_PATHS)[number], LazyExoticComponent<ComponentType>> = {
  '/air-shipping-usa-kenya': lazy(() => import('./air-shipping-usa-kenya.page.js')),
  '/cargo-forwarding-kenya': lazy(() => import('./cargo-forwarding-kenya.page.js')),
  '/vs-kentex-cargo': lazy(() => import('./vs-kentex-cargo.page.js')),
  '/vs-aquantuo': lazy(() => import('./vs-aquantuo.page.js')),
  '/kentex-cargo-alternative': lazy(() => import('./kentex-cargo-alternative.page.js')),
  '/shipping-companies-kenya': lazy(() => import('./shipping-companies-kenya.page.js')),
  '/usa-kenya-shipping-calculator': lazy(() => import('./usa-kenya-shipping-calculator.page.js')),
  '/kentex-cargo-calculator': lazy(() => import('./kentex-cargo-calculator.page.js')),
  '/aquantuo-calculator': lazy(() => import('./aquantuo-calculator.page.js')),
  '/dhl-fedex-calculator': lazy(() => import('./dhl-fedex-calculator.page.js')),
};

export default function MarketingPage() {
  const { pathname } = useLocation();
  const Page = PAGES[pathname as keyof typeof PAGES];
  return <Page />;
}
