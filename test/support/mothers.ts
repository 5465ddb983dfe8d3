import { SHIPPED_RATE_CARDS_DOCUMENT } from '../../core/competitors/rate-cards.js';
import type { EmailToken } from '../../core/accounts/email-tokens.js';
import type { RegistrationClaim } from '../../core/accounts/registration-claim.js';
import type { PublicUser, User } from '../../core/accounts/user.js';
import type { ContactMessage } from '../../core/contact/contact-message.js';
import type { Customer } from '../../core/customers/customer.js';
import type { OutgoingMail } from '../../core/mail/mail.ports.js';
import type { CatalogItem, FeaturedProduct, ProductImages } from '../../core/products/product.js';
import type { QuoteRequest } from '../../core/quotes/quote-request.js';
import type { Parcel } from '../../core/parcels/parcel.js';
import type { PreAlert } from '../../core/parcels/pre-alert.js';

/** Builders of valid domain values ("object mothers"), shared by every suite; each field can be overridden. */

export const contact = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  id: crypto.randomUUID(),
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  email: 'wanjiru@example.com',
  subject: 'shipping',
  message: 'When does the next flight leave?\nThanks',
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  ...overrides,
});

export const quote = (overrides: Partial<QuoteRequest> = {}): QuoteRequest => ({
  id: crypto.randomUUID(),
  customerName: 'Otieno Odhiambo',
  customerEmail: 'otieno@example.com',
  customerPhone: '+254 712 345 678',
  itemUrl: 'https://www.amazon.com/dp/B0C1234567',
  itemDescription: 'Noise-cancelling headphones',
  quantity: 2,
  status: 'pending',
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  updatedAt: new Date('2026-11-20T10:00:00.000Z'),
  ...overrides,
});

/** Who registers in these tests, as an account and as a claim. */
const WANJIRU = {
  email: 'Wanjiru.Kamau@Example.com',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  phoneNumber: '+254712345678',
  destination: 'kenya',
} as const;

export const user = (overrides: Partial<User> = {}): User => ({
  id: crypto.randomUUID(),
  ...WANJIRU,
  isEmailVerified: false,
  isAdmin: false,
  accountId: 'KX100001',
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  updatedAt: new Date('2026-11-20T10:00:00.000Z'),
  ...overrides,
});

/** A registration of Wanjiru's address, not verified yet. */
export const claim = (overrides: Partial<RegistrationClaim> = {}): RegistrationClaim => ({
  id: crypto.randomUUID(),
  ...WANJIRU,
  accountId: 'KX100001',
  tokenHash: crypto.randomUUID(),
  expiresAt: new Date('2026-11-21T10:00:00.000Z'),
  passwordAttempts: 0,
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  ...overrides,
});

export const token = (userId: string, overrides: Partial<EmailToken> = {}): EmailToken => ({
  id: crypto.randomUUID(),
  userId,
  purpose: 'verify-email',
  tokenHash: crypto.randomUUID(),
  expiresAt: new Date('2026-11-21T10:00:00.000Z'),
  usedAt: null,
  ...overrides,
});

export const mail = (subject: string): OutgoingMail => ({
  to: 'support@example.com',
  subject,
  text: `text of ${subject}`,
  html: `<p>html of ${subject}</p>`,
});

export const customer = (accountId: string, overrides: Partial<Customer> = {}): Customer => ({
  firstName: 'Achieng',
  lastName: 'Otieno',
  accountId,
  phoneNumber: '+254712345678',
  ...overrides,
});

/** A valid contact form body, as a browser sends it. */
export const contactForm = () => ({
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  email: 'wanjiru@example.com',
  subject: 'shipping',
  message: 'When does the next flight leave?',
});

/** A valid Buy for Me quote form body, as a browser sends it. */
export const quoteForm = () => ({
  customerName: 'Otieno Odhiambo',
  customerEmail: 'otieno@example.com',
  customerPhone: '+254712345678',
  itemUrl: 'https://www.amazon.com/dp/B0C1234567',
  itemDescription: 'Noise-cancelling headphones',
  quantity: 1,
  specialRequirements: 'Gift wrap, please',
});

export const EARBUDS_IMAGES: ProductImages = {
  large: { url: 'https://images.example.com/earbuds-l.jpg', width: 500, height: 500 },
  medium: { url: 'https://images.example.com/earbuds-m.jpg', width: 160, height: 160 },
};

export const featuredProduct = (overrides: Partial<FeaturedProduct> = {}): FeaturedProduct => ({
  asin: 'B0TEST0001',
  title: 'Wireless earbuds with charging case',
  priceCents: 4999,
  images: EARBUDS_IMAGES,
  description: 'Up to 30 hours of play with the case',
  category: 'electronics',
  inStock: true,
  addedAt: new Date('2026-11-20T10:00:00.000Z'),
  refreshedAt: new Date('2026-11-20T10:00:00.000Z'),
  ...overrides,
});

export const catalogItem = (overrides: Partial<CatalogItem> = {}): CatalogItem => ({
  asin: 'B0TEST0001',
  title: 'Wireless earbuds with charging case',
  priceCents: 4999,
  images: EARBUDS_IMAGES,
  availability: 'In Stock',
  inStock: true,
  weightKg: 0.25,
  dimensionsCm: { length: 10, width: 8, height: 4 },
  description: 'Up to 30 hours of play with the case',
  rating: 4.4,
  reviews: 1287,
  hasVariations: false,
  ...overrides,
});

/** A signed-in staff member, as GET /api/user answers. */
export const STAFF: PublicUser = {
  id: 's1',
  email: 'staff@example.com',
  firstName: 'Grace',
  lastName: 'Muthoni',
  phoneNumber: '+254700123456',
  destination: 'kenya',
  isEmailVerified: true,
  isAdmin: true,
  accountId: 'KX100009',
};

/** A rate-card file as staff write one: the shipped file with another date and, optionally, Aquantuo's first rate. */
export function rateCardFile(effectiveDate: string, aquantuoFirstRate?: number): string {
  const document = structuredClone(SHIPPED_RATE_CARDS_DOCUMENT) as {
    effectiveDate: string;
    cards: { id: string; tiers: { dollarsPerKg: number }[] }[];
  };
  document.effectiveDate = effectiveDate;
  const aquantuo = document.cards.find((card) => card.id === 'aquantuo')?.tiers[0];
  if (aquantuo && aquantuoFirstRate !== undefined) aquantuo.dollarsPerKg = aquantuoFirstRate;
  return JSON.stringify(document, null, 2);
}

/** A pre-alert of a customer's, on its way. */
export const preAlert = (userId: string, overrides: Partial<PreAlert> = {}): PreAlert => ({
  id: crypto.randomUUID(),
  userId,
  carrier: 'UPS',
  trackingNumber: '1Z999AA10123456784',
  description: 'Phone case',
  valueCents: 2500,
  createdAt: new Date('2026-11-20T10:00:00.000Z'),
  parcelNumber: null,
  ...overrides,
});

/** A parcel received for an account: 2 kg in a 30 × 20 × 10 cm box to Kenya, $30.00 at the tariff. */
export const parcel = (owner: User, overrides: Partial<Parcel> = {}): Parcel => ({
  number: 'KP1000001',
  accountId: owner.accountId,
  userId: owner.id,
  trackingNumber: '1Z999AA10123456784',
  carrier: 'UPS',
  description: 'Phone case',
  valueCents: 2500,
  destination: owner.destination,
  weights: { actualKg: 2, volumetricKg: 1.2, chargeableKg: 2 },
  dimensions: { lengthCm: 30, widthCm: 20, heightCm: 10 },
  freightCents: 3000,
  savingCents: 0,
  chargeCents: 3000,
  status: 'received',
  events: [{ status: 'received', at: new Date('2026-11-22T12:00:00.000Z') }],
  ...overrides,
});
