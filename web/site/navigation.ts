import { useLocation } from 'react-router-dom';
import { type AccountAction, accountLink } from '../../core/shared/business-identity.js';
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

export interface NavGroup {
  title: string;
  items: readonly NavItem[];
}

/** The footer: every public page is reachable from it or the header (a test checks against the site map). */
export const FOOTER_GROUPS: readonly NavGroup[] = [
  {
    title: 'Shipping',
    items: [
      { href: '/air-shipping-usa-kenya', label: 'Air shipping USA to Kenya' },
      { href: '/cargo-forwarding-kenya', label: 'Cargo forwarding to Kenya' },
      { href: '/ocean-shipping', label: 'Ocean shipping' },
      { href: '/south-sudan-pricing', label: 'South Sudan pricing' },
      { href: '/shipping-guide-kenya', label: 'Shipping guide' },
      { href: '/prohibited', label: 'Prohibited Items' },
    ],
  },
  {
    title: 'Calculators',
    items: [
      { href: '/usa-kenya-shipping-calculator', label: 'USA to Kenya shipping calculator' },
      { href: '/kenya-customs-calculator', label: 'Kenya customs duty calculator' },
      { href: '/dhl-fedex-calculator', label: 'DHL and FedEx calculator' },
      { href: '/kentex-cargo-calculator', label: 'Kentex Cargo calculator' },
      { href: '/aquantuo-calculator', label: 'Aquantuo calculator' },
      { href: '/calc', label: 'Quick calculator' },
      { href: '/calculator-embed', label: 'Calculator for your website' },
    ],
  },
  {
    title: 'Compare',
    items: [
      { href: '/shipping-companies-kenya', label: 'Shipping companies in Kenya' },
      { href: '/vs-kentex-cargo', label: 'Us vs Kentex Cargo' },
      { href: '/kentex-cargo-alternative', label: 'Kentex Cargo alternative' },
      { href: '/vs-aquantuo', label: 'Us vs Aquantuo' },
    ],
  },
  {
    title: 'Company',
    items: [
      { href: '/success-stories', label: 'Success stories' },
      { href: '/refer-friends', label: 'Refer friends' },
      { href: '/affiliate-programs', label: 'Affiliate programs' },
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
      { href: '/cookies', label: 'Cookie Policy' },
    ],
  },
];

/** A navigation that only records what the visitor typed (a calculator's shareable query) keeps the scroll. */
export const KEEP_SCROLL = { keepScroll: true } as const;

export const keepsScroll = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'keepScroll' in state;

/** A page as analytics and campaign tags name it: `home`, `vs_kentex_cargo`. */
export const pageName = (pathname: string): string =>
  pathname === '/' ? 'home' : pathname.slice(1).replaceAll('-', '_');

export interface AccountLinks {
  signUp(button: string): string;
  logIn(button: string): string;
  preAlert(button: string): string;
}

/**
 * Sign-up, sign-in and pre-alerts: this site's own pages, or a configured customer portal reached with campaign
 * tags (the campaign is the action, and utm_content names the page and the button, `pricing_header`, so
 * marketing sees which bring sign-ups).
 */
export function useAccountLinks(): AccountLinks {
  const identity = useIdentity();
  const page = pageName(useLocation().pathname);
  const link = (action: AccountAction, campaign: string, button: string) =>
    accountLink(identity, action, {
      source: 'website',
      medium: 'referral',
      campaign,
      content: `${page}_${button}`,
    });
  return {
    signUp: (content) => link('signUp', 'signup', content),
    logIn: (content) => link('logIn', 'login', content),
    preAlert: (content) => link('preAlert', 'prealert', content),
  };
}
