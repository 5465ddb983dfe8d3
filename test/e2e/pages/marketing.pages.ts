import type { ExpectedPages } from './expected-pages.js';

/** The marketing area's public pages, as a visitor without JavaScript must read them. */
export const EXPECTED: ExpectedPages = {
  '/air-shipping-usa-kenya': {
    title: 'Air Shipping from the USA to Kenya',
    h1: 'Air shipping from the USA to Kenya',
  },
  '/cargo-forwarding-kenya': {
    title: 'Cargo Forwarding to Kenya',
    h1: 'Cargo forwarding from the USA to Kenya',
  },
  '/vs-kentex-cargo': { title: 'Savanna Parcels vs Kentex Cargo', h1: 'Savanna Parcels vs Kentex Cargo' },
  '/vs-aquantuo': { title: 'Savanna Parcels vs Aquantuo', h1: 'Savanna Parcels vs Aquantuo' },
  '/kentex-cargo-alternative': { title: 'A Kentex Cargo Alternative', h1: 'A Kentex Cargo alternative' },
  '/shipping-companies-kenya': {
    title: 'Shipping Companies from the USA to Kenya',
    h1: 'Shipping companies from the USA to Kenya',
  },
  '/usa-kenya-shipping-calculator': {
    title: 'USA to Kenya Shipping Calculator',
    h1: 'USA to Kenya shipping calculator',
  },
  '/kentex-cargo-calculator': {
    title: 'Kentex Cargo Shipping Calculator',
    h1: 'Kentex Cargo shipping calculator',
  },
  '/aquantuo-calculator': { title: 'Aquantuo Shipping Calculator', h1: 'Aquantuo shipping calculator' },
  '/dhl-fedex-calculator': {
    title: 'DHL and FedEx vs Forwarder Calculator',
    h1: 'DHL and FedEx, or a forwarder?',
  },
};
