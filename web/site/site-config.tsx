import { createContext, useContext, useSyncExternalStore } from 'react';
import {
  type BusinessIdentity,
  PLACEHOLDER_IDENTITY,
  whatsappLink,
} from '../../core/shared/business-identity.js';
import { type BusinessClaims, SPECIFICATION_CLAIMS } from '../../core/shared/business-claims.js';
import { type ExchangeRate, PLACEHOLDER_EXCHANGE_RATE } from '../../core/shared/exchange-rate.js';
import { DEFAULT_STORAGE_TERMS, type StorageTerms } from '../../core/shared/storage-terms.js';
import {
  PAGE_DATA_ELEMENT_ID,
  type PageData,
  SITE_CONFIG_ELEMENT_ID,
  type SiteConfig,
} from '../../core/shared/site-config.js';

/** Development and tests without a server: the placeholders, on the Vite dev server's address. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  identity: PLACEHOLDER_IDENTITY,
  claims: SPECIFICATION_CLAIMS,
  publicUrl: 'http://localhost:3000',
  exchangeRate: PLACEHOLDER_EXCHANGE_RATE,
  // Safaricom's sandbox test paybill, as the server shows with no short code configured.
  paybill: '174379',
  storage: DEFAULT_STORAGE_TERMS,
};

/**
 * The server writes the configuration into every page as JSON, from the configuration it validated at start, as
 * it writes the page around it: the page takes it as written (typed, not parsed again, which would put the schema
 * library on every page's first load). Without it, or unreadable, the defaults apply.
 */
export function readSiteConfig(doc: Document): SiteConfig {
  const block = doc.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent;
  if (!block) return DEFAULT_SITE_CONFIG;
  try {
    const config: unknown = JSON.parse(block);
    return typeof config === 'object' && config !== null && !Array.isArray(config)
      ? (config as SiteConfig)
      : DEFAULT_SITE_CONFIG;
  } catch {
    return DEFAULT_SITE_CONFIG;
  }
}

/** The API answers the server rendered the page with; none when the page came without them. */
export function readPageData(doc: Document): PageData {
  try {
    const data: unknown = JSON.parse(doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent ?? '{}');
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as PageData) : {};
  } catch {
    return {};
  }
}

const SiteConfigContext = createContext<SiteConfig>(DEFAULT_SITE_CONFIG);
export const SiteConfigProvider = SiteConfigContext.Provider;

export const useSiteConfig = (): SiteConfig => useContext(SiteConfigContext);
export const useIdentity = (): BusinessIdentity => useContext(SiteConfigContext).identity;
export const useClaims = (): BusinessClaims => useContext(SiteConfigContext).claims;
export const useExchangeRate = (): ExchangeRate => useContext(SiteConfigContext).exchangeRate;
export const useStorageTerms = (): StorageTerms => useContext(SiteConfigContext).storage;

const subscribeToNothing = () => () => {};

/**
 * False on the server and while the browser hydrates the server's HTML, true from the next render on: what
 * only the browser can know (its device, the query string) is shown after hydration, so the two never differ.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

const isMobileDevice = (): boolean => /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);

/** The WhatsApp chat link for this device: the web link until the browser has said it is a phone. */
export function useWhatsappLink(): string {
  const identity = useIdentity();
  const mobile = useHydrated() && isMobileDevice();
  return whatsappLink(identity, mobile ? 'mobile' : 'desktop');
}
