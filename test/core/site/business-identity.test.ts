import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IDENTITY, portalLink, whatsappLink } from '../../../core/site/business-identity.js';

describe('business identity links', () => {
  it('tags portal links with utm source, medium, campaign and content', () => {
    const url = new URL(
      portalLink(PLACEHOLDER_IDENTITY, '/register', {
        source: 'web',
        medium: 'cta',
        campaign: 'signup',
        content: 'hero',
      }),
    );
    expect(url.pathname).toBe('/register');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'web',
      utm_medium: 'cta',
      utm_campaign: 'signup',
      utm_content: 'hero',
    });
  });

  it('uses the app link on phones and the web link on desktops, with a prefilled greeting', () => {
    expect(whatsappLink(PLACEHOLDER_IDENTITY, 'mobile')).toMatch(
      /^whatsapp:\/\/send\?phone=254700000000&text=Hello/,
    );
    expect(whatsappLink(PLACEHOLDER_IDENTITY, 'desktop')).toMatch(
      /^https:\/\/web\.whatsapp\.com\/send\?phone=254700000000&text=Hello/,
    );
  });
});
