import { portalLink } from '../../core/site/business-identity.js';
import { kindOfPath } from '../../core/site/site-map.js';
import { useIdentity } from './site-config.js';

export interface NavItem {
  href: string;
  label: string;
}

/** A menu shows only pages that exist, so that no visitor follows a link to the not-found page. */
const existing = (items: NavItem[]): readonly NavItem[] =>
  items.filter((item) => kindOfPath(item.href) !== 'unknown');

export const NAV_ITEMS = existing([
  { href: '/how-it-works', label: 'How It Works' },
  { href: '/pricing', label: 'Pricing' },
  { href: '/shop', label: 'Shop Amazon' },
  { href: '/buy-for-me', label: 'Buy for Me' },
  { href: '/track', label: 'Track' },
  { href: '/faqs', label: 'FAQs' },
  { href: '/contact', label: 'Contact' },
]);

export const FOOTER_ITEMS = existing([
  { href: '/prohibited', label: 'Prohibited Items' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/cookies', label: 'Cookie Policy' },
]);

export interface PortalLinks {
  signUp(content: string): string;
  logIn(content: string): string;
  preAlert(content: string): string;
}

/** Sign-up and sign-in live on the configured customer portal, reached with campaign tags. */
export function usePortalLinks(): PortalLinks {
  const identity = useIdentity();
  const link = (path: string, campaign: string, content: string) =>
    portalLink(identity, path, { source: 'website', medium: 'referral', campaign, content });
  return {
    signUp: (content) => link('/register', 'signup', content),
    logIn: (content) => link('/login', 'login', content),
    preAlert: (content) => link('/pre-alert', 'prealert', content),
  };
}
