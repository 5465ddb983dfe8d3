type AnalyticsEvent =
  | 'kk_auth_signup_clicked'
  | 'kk_auth_login_clicked'
  | 'kk_floating_cta_clicked'
  | 'calculator_used'
  | 'calculator_signup_clicked'
  | 'calculator_branding_clicked'
  | 'affiliate_click';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Pushes to the tag manager's data layer when one is installed; a no-op otherwise. */
export function track(event: AnalyticsEvent, details: Record<string, unknown> = {}): void {
  window.dataLayer?.push({ event, ...details });
}
