type AnalyticsEvent =
  | 'kk_auth_signup_clicked'
  | 'kk_auth_login_clicked'
  | 'kk_floating_cta_clicked'
  | 'calculator_used'
  | 'calculator_signup_clicked'
  | 'calculator_learn_more_clicked'
  | 'calculator_branding_clicked'
  | 'affiliate_click';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * The one way the site reports what visitors do: an event on the tag manager's data layer, with the page it
 * happened on. The layer is created if the tag manager has not loaded yet; it reads what queued when it does.
 */
export function track(event: AnalyticsEvent, details: Record<string, unknown> = {}): void {
  (window.dataLayer ??= []).push({ event, page: window.location.pathname, ...details });
}
