import type { ExpectedPages } from './expected-pages.js';

/** The site area's public pages, as a visitor without JavaScript must read them. */
export const EXPECTED: ExpectedPages = {
  '/': {
    title: 'Ship from the USA to Kenya',
    h1: 'Shop in the USA. Receive in Kenya 5-7 business days after the US departure.',
  },
  '/faqs': { title: 'Frequently Asked Questions', h1: 'Frequently asked questions' },
  '/prohibited': { title: 'Prohibited Items', h1: 'Prohibited and restricted items' },
  '/shipping-guide-kenya': {
    title: 'Shipping from the USA to Kenya: the Complete Guide',
    h1: 'Shipping from the USA to Kenya: the guide',
  },
  '/success-stories': { title: 'Customer Success Stories', h1: 'Customer success stories' },
  '/privacy': { title: 'Privacy Policy', h1: 'Privacy Policy' },
  '/terms': { title: 'Terms of Service', h1: 'Terms of Service' },
  '/cookies': { title: 'Cookie Policy', h1: 'Cookie Policy' },
};
