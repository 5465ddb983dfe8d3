import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IDENTITY, accountLink, whatsappLink } from '../../../core/shared/business-identity.js';

const UTM = { source: 'web', medium: 'cta', campaign: 'signup', content: 'hero' };

describe('business identity links', () => {
  it('tags portal links with utm source, medium, campaign and content when a portal is configured', () => {
    const identity = { ...PLACEHOLDER_IDENTITY, customerPortalUrl: 'https://portal.kango.test' };
    const url = new URL(accountLink(identity, 'signUp', UTM));
    expect(url.origin + url.pathname).toBe('https://portal.kango.test/register');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'web',
      utm_medium: 'cta',
      utm_campaign: 'signup',
      utm_content: 'hero',
    });
    expect(new URL(accountLink(identity, 'preAlert', UTM)).pathname).toBe('/pre-alert');
  });

  it("sends every account action to this site's own pages while no portal is configured", () => {
    expect(accountLink(PLACEHOLDER_IDENTITY, 'signUp', UTM)).toBe('/auth?tab=register');
    expect(accountLink(PLACEHOLDER_IDENTITY, 'logIn', UTM)).toBe('/auth');
    expect(accountLink(PLACEHOLDER_IDENTITY, 'preAlert', UTM)).toBe('/dashboard');
    const away = new URL(accountLink(PLACEHOLDER_IDENTITY, 'signUp', UTM, 'https://kango.test'));
    expect(away.origin + away.pathname).toBe('https://kango.test/auth');
    expect(away.searchParams.get('tab')).toBe('register');
    expect(away.searchParams.get('utm_campaign')).toBe('signup');
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
