import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { MARKETING_PATHS } from '../core/site/site-map.js';
import { SiteLayout } from './components/layout/site-layout.js';
import { AdminRoute } from './components/admin-route.js';
import { ProtectedRoute } from './components/protected-route.js';

const HomePage = lazy(() => import('./pages/home.page.js'));
const CalcPage = lazy(() => import('./pages/calc.page.js'));
const CalculatorEmbedPage = lazy(() => import('./pages/calculator-embed.page.js'));
const ContactPage = lazy(() => import('./pages/contact.page.js'));
const PricingPage = lazy(() => import('./pages/pricing.page.js'));
const FaqsPage = lazy(() => import('./pages/faqs.page.js'));
const ProhibitedPage = lazy(() => import('./pages/prohibited.page.js'));
const OceanShippingPage = lazy(() => import('./pages/ocean-shipping.page.js'));
const ShippingGuideKenyaPage = lazy(() => import('./pages/shipping-guide-kenya.page.js'));
const SuccessStoriesPage = lazy(() => import('./pages/success-stories.page.js'));
const ReferFriendsPage = lazy(() => import('./pages/refer-friends.page.js'));
const AffiliateProgramsPage = lazy(() => import('./pages/affiliate-programs.page.js'));
const ShopPage = lazy(() => import('./pages/shop.page.js'));
const BuyForMePage = lazy(() => import('./pages/buy-for-me.page.js'));
const PrivacyPage = lazy(() => import('./pages/privacy.page.js'));
const TermsPage = lazy(() => import('./pages/terms.page.js'));
const CookiesPage = lazy(() => import('./pages/cookies.page.js'));
const AuthPage = lazy(() => import('./pages/auth.page.js'));
const VerifyEmailPage = lazy(() => import('./pages/verify-email.page.js'));
const ResetPasswordPage = lazy(() => import('./pages/reset-password.page.js'));
const DashboardPage = lazy(() => import('./pages/dashboard.page.js'));
const KenyaCustomsCalculatorPage = lazy(() => import('./pages/kenya-customs-calculator.page.js'));
const SouthSudanPricingPage = lazy(() => import('./pages/south-sudan-pricing.page.js'));
const TrackPage = lazy(() => import('./pages/track.page.js'));
const AdminUploadPage = lazy(() => import('./pages/admin-upload.page.js'));
const AdminProductsPage = lazy(() => import('./pages/admin-products.page.js'));
const AdminPreviewPage = lazy(() => import('./pages/admin-preview.page.js'));
const AdminRatesPage = lazy(() => import('./pages/admin-rates.page.js'));
const HowItWorksPage = lazy(() => import('./pages/how-it-works.page.js'));
const MarketingPage = lazy(() => import('./pages/marketing.page.js'));
const NotFoundPage = lazy(() => import('./pages/not-found.page.js'));

/** Every page is loaded on demand; only the shell is in the first bundle. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="ocean-shipping" element={<OceanShippingPage />} />
        <Route path="shop" element={<ShopPage />} />
        <Route path="buy-for-me" element={<BuyForMePage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="cookies" element={<CookiesPage />} />
        <Route path="how-it-works" element={<HowItWorksPage />} />
        <Route path="kenya-customs-calculator" element={<KenyaCustomsCalculatorPage />} />
        <Route path="south-sudan-pricing" element={<SouthSudanPricingPage />} />
        <Route path="faqs" element={<FaqsPage />} />
        <Route path="prohibited" element={<ProhibitedPage />} />
        <Route path="shipping-guide-kenya" element={<ShippingGuideKenyaPage />} />
        <Route path="success-stories" element={<SuccessStoriesPage />} />
        <Route path="refer-friends" element={<ReferFriendsPage />} />
        <Route path="affiliate-programs" element={<AffiliateProgramsPage />} />
        <Route path="track" element={<TrackPage />} />
        {MARKETING_PATHS.map((path) => (
          <Route key={path} path={path} element={<MarketingPage />} />
        ))}
        <Route path="auth" element={<AuthPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route
          path="dashboard"
          element={
            <ProtectedRoute>
              <DashboardPage />
            </ProtectedRoute>
          }
        />
        <Route
          path="admin-upload"
          element={
            <AdminRoute>
              <AdminUploadPage />
            </AdminRoute>
          }
        />
        <Route
          path="admin-preview"
          element={
            <AdminRoute>
              <AdminPreviewPage />
            </AdminRoute>
          }
        />
        <Route
          path="admin-rates"
          element={
            <AdminRoute>
              <AdminRatesPage />
            </AdminRoute>
          }
        />
        <Route
          path="admin-products"
          element={
            <AdminRoute>
              <AdminProductsPage />
            </AdminRoute>
          }
        />
        {/* Links the specification uses for routes outside its table (DESIGN.md). */}
        <Route path="signup" element={<Navigate to="/auth?tab=register" replace />} />
        <Route path="about" element={<Navigate to="/how-it-works" replace />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* Stand-alone pages: no site header or footer around them. */}
      <Route path="calc" element={<CalcPage />} />
      <Route path="calculator-embed" element={<CalculatorEmbedPage />} />
    </Routes>
  );
}
