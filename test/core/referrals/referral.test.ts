import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IDENTITY } from '../../../core/shared/business-identity.js';
import { REFERRAL_REWARDS, SHARE_TARGETS, referralLink } from '../../../core/referrals/referral.js';

describe('referrals', () => {
  it("links to this site's sign-up with the referrer and the campaign", () => {
    const link = new URL(referralLink(PLACEHOLDER_IDENTITY, 'https://kango.test', 'KX100009'));
    expect(link.origin + link.pathname).toBe('https://kango.test/auth');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      tab: 'register',
      utm_source: 'referral',
      utm_medium: 'friend',
      utm_campaign: 'refer_friends',
      ref: 'KX100009',
    });
    const portal = { ...PLACEHOLDER_IDENTITY, customerPortalUrl: 'https://portal.kango.test' };
    const portalLink = new URL(referralLink(portal, 'https://kango.test', 'KX100009'));
    expect(portalLink.origin + portalLink.pathname).toBe('https://portal.kango.test/register');
    expect(portalLink.searchParams.get('ref')).toBe('KX100009');
    expect(REFERRAL_REWARDS).toEqual({ referrerCreditCents: 1000, friendBonusCents: 500 });
  });

  it('builds the six share addresses with the message and the link encoded', () => {
    const message = {
      title: 'Ship from the USA',
      text: 'Get $5 & a US address',
      link: 'https://p.example/r?ref=KX1&x=1',
    };
    const urls = Object.fromEntries(SHARE_TARGETS.map((t) => [t.name, t.url(message)]));
    expect(Object.keys(urls)).toEqual(['WhatsApp', 'X', 'Facebook', 'LinkedIn', 'Telegram', 'E-mail']);
    expect(new URL(urls.WhatsApp ?? '').searchParams.get('text')).toBe(`${message.text} ${message.link}`);
    expect(new URL(urls.X ?? '').searchParams.get('url')).toBe(message.link);
    expect(new URL(urls.Facebook ?? '').searchParams.get('u')).toBe(message.link);
    expect(urls['E-mail']).toBe(
      `mailto:?subject=Ship%20from%20the%20USA&body=${encodeURIComponent(`${message.text}\n\n${message.link}`)}`,
    );
  });
});
