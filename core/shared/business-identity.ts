import { SPECIFICATION_SUPPORT_HOURS } from './support-hours.js';
import type { BusinessIdentity } from './business-identity.schema.js';

export type { BusinessIdentity };

export const PLACEHOLDER_IDENTITY: BusinessIdentity = {
  brandName: 'Kango Express',
  supportPhone: '+254 700 000 000',
  whatsappNumber: '254700000000',
  supportEmail: 'support@example.com',
  warehouseStreet: '(placeholder) 100 Example Road',
  warehouseCity: 'New Castle',
  warehouseState: 'DE',
  warehouseZip: '19720',
  warehousePhone: '(placeholder) +1 302 000 0000',
  jubaOfficeAddress: '(placeholder) Example Plaza, Juba, South Sudan',
  ...SPECIFICATION_SUPPORT_HOURS,
  amazonAssociateTag: 'placeholder-20',
};

/** The warehouse on one line, for a map or a sentence: "100 Example Road, New Castle, DE 19720, USA". */
export const warehouseLine = (identity: BusinessIdentity): string =>
  `${identity.warehouseStreet}, ${identity.warehouseCity}, ${identity.warehouseState} ${identity.warehouseZip}, USA`;

export interface UtmTags {
  source: string;
  medium: string;
  campaign: string;
  content?: string;
}

export type AccountAction = 'signUp' | 'logIn' | 'preAlert';

/** The external portal's pages for each action. */
const PORTAL_PAGES: Readonly<Record<AccountAction, string>> = {
  signUp: '/register',
  logIn: '/login',
  preAlert: '/pre-alert',
};

/** This site's own pages for the same actions, while no external portal is configured. */
const SITE_PAGES: Readonly<Record<AccountAction, string>> = {
  signUp: '/auth?tab=register',
  logIn: '/auth',
  preAlert: '/dashboard',
};

/**
 * Where an account action takes a visitor: the configured customer portal with utm tags, or else this site's
 * own page: a path, or with `siteUrl` an address with the same tags, for a link that is read away from the site.
 */
export function accountLink(
  identity: BusinessIdentity,
  action: AccountAction,
  utm: UtmTags,
  siteUrl?: string,
): string {
  if (identity.customerPortalUrl) return taggedLink(identity.customerPortalUrl, PORTAL_PAGES[action], utm);
  return siteUrl === undefined ? SITE_PAGES[action] : taggedLink(siteUrl, SITE_PAGES[action], utm);
}

/** A page at `base` (the portal, or this site) with utm tags. */
export function taggedLink(base: string, path: string, utm: UtmTags): string {
  const url = new URL(path, base);
  url.searchParams.set('utm_source', utm.source);
  url.searchParams.set('utm_medium', utm.medium);
  url.searchParams.set('utm_campaign', utm.campaign);
  if (utm.content) url.searchParams.set('utm_content', utm.content);
  return url.toString();
}

/** The number a South Sudan customer calls at the Juba office: its own, or the support phone while it has none. */
export const jubaOfficePhone = (identity: BusinessIdentity): string =>
  identity.jubaOfficePhone ?? identity.supportPhone;

/** A tel: link phones can dial: the number without the spaces it is written with. */
export const telLink = (phone: string): string => `tel:${phone.replace(/\s/g, '')}`;

const WHATSAPP_GREETING = 'Hello! I would like to know more about shipping from the USA to Kenya.';

/** The app link opens WhatsApp directly on phones; the web link works on desktops. */
export function whatsappLink(identity: BusinessIdentity, device: 'mobile' | 'desktop'): string {
  const text = encodeURIComponent(WHATSAPP_GREETING);
  return device === 'mobile'
    ? `whatsapp://send?phone=${identity.whatsappNumber}&text=${text}`
    : `https://web.whatsapp.com/send?phone=${identity.whatsappNumber}&text=${text}`;
}
