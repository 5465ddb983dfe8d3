import { portalLink } from '../../core/site/business-identity.js';
import { identity } from './identity.js';

export interface NavItem {
  href: string;
  label: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/how-it-works', label: 'How It Works' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/shop', label: 'Shop Amazon' },
  { href: '/buy-for-me', label: 'Buy for Me' },
  { href: '/track', label: 'Track' },
  { href: '/faqs', label: 'FAQs' },
  { href: '/contact', label: 'Contact' },
];

export const FOOTER_ITEMS: readonly NavItem[] = [
  { href: '/prohibited', label: 'Prohibited Items' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/cookies', label: 'Cookie Policy' },
];

/** Sign-up and sign-in live on the customer portal, reached with campaign tags. */
export const portalSignUp = (content: string) =>
  portalLink(identity, '/register', { source: 'website', medium: 'referral', campaign: 'signup', content });
export const portalLogIn = (content: string) =>
  portalLink(identity, '/login', { source: 'website', medium: 'referral', campaign: 'login', content });
export const portalPreAlert = (content: string) =>
  portalLink(identity, '/pre-alert', {
    source: 'website',
    medium: 'referral',
    campaign: 'prealert',
    content,
  });
