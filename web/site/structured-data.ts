import type { StructuredData } from './page-head.js';
import type { SiteConfig } from '../../core/shared/site-config.js';

/** The business behind the site, for the home page. */
export const organization = ({ identity, publicUrl }: SiteConfig): StructuredData => ({
  '@type': 'Organization',
  name: identity.brandName,
  url: new URL('/', publicUrl).toString(),
  logo: new URL('/favicon.svg', publicUrl).toString(),
  email: identity.supportEmail,
  telephone: identity.supportPhone,
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: 'customer service',
    telephone: identity.supportPhone,
    email: identity.supportEmail,
    areaServed: ['KE', 'SS'],
    availableLanguage: ['en', 'sw'],
  },
});

/** A free calculator a visitor can use on the page at `path`. */
export const webApplication = (
  { identity, publicUrl }: SiteConfig,
  path: string,
  name: string,
  description: string,
): StructuredData => ({
  '@type': 'WebApplication',
  name,
  description,
  url: new URL(path, publicUrl).toString(),
  applicationCategory: 'BusinessApplication',
  operatingSystem: 'Any',
  browserRequirements: 'Requires JavaScript',
  offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
  provider: { '@type': 'Organization', name: identity.brandName },
});

/** Questions and their answers, as search engines read an FAQ. */
export const faqPage = (items: readonly { question: string; answer: string }[]): StructuredData => ({
  '@type': 'FAQPage',
  mainEntity: items.map(({ question, answer }) => ({
    '@type': 'Question',
    name: question,
    acceptedAnswer: { '@type': 'Answer', text: answer },
  })),
});
