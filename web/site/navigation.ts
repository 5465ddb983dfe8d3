import { useLocation } from 'react-router-dom';
import { portalLink } from '../../core/site/business-identity.js';
import { useIdentity } from './site-config.js';

export interface NavItem {
  href: string;
  label: string;
}

/** The site's menus; a test checks that each item is a page the site map has. */
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

/** A page as analytics and campaign tags name it: `home`, `vs_kentex_cargo`. */
export const pageName = (pathname: string): string =>
  pathname === '/' ? 'home' : pathname.slice(1).replaceAll('-', '_');

export interface PortalLinks {
  signUp(button: string): string;
  logIn(button: string): string;
  preAlert(button: string): string;
}

/**
 * Sign-up and sign-in live on the configured customer portal, reached with campaign tags: the campaign is the
 * action, and utm_content names the page and the button (`pricing_header`), so marketing sees which bring sign-ups.
 */
export function usePortalLinks(): PortalLinks {
  const identity = useIdentity();
  const page = pageName(useLocation().pathname);
  const link = (path: string, campaign: string, button: string) =>
    portalLink(identity, path, {
      source: 'website',
      medium: 'referral',
      campaign,
      content: `${page}_${button}`,
    });
  return {
    signUp: (content) => link('/register', 'signup', content),
    logIn: (content) => link('/login', 'login', content),
    preAlert: (content) => link('/pre-alert', 'prealert', content),
  };
}
