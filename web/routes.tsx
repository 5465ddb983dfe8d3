import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SiteLayout } from './components/layout/site-layout.js';

const HomePage = lazy(() => import('./pages/home.page.js'));
const CalcPage = lazy(() => import('./pages/calc.page.js'));
const CalculatorEmbedPage = lazy(() => import('./pages/calculator-embed.page.js'));
const ContactPage = lazy(() => import('./pages/contact.page.js'));
const BuyForMePage = lazy(() => import('./pages/buy-for-me.page.js'));
const PrivacyPage = lazy(() => import('./pages/privacy.page.js'));
const TermsPage = lazy(() => import('./pages/terms.page.js'));
const CookiesPage = lazy(() => import('./pages/cookies.page.js'));
const NotFoundPage = lazy(() => import('./pages/not-found.page.js'));

/** Every page is loaded on demand; only the shell is in the first bundle. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="buy-for-me" element={<BuyForMePage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="cookies" element={<CookiesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* Stand-alone pages: no site header or footer around them. */}
      <Route path="calc" element={<CalcPage />} />
      <Route path="calculator-embed" element={<CalculatorEmbedPage />} />
    </Routes>
  );
}
