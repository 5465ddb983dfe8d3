import { z } from 'zod';
import {
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
  type ZodOpenApiSchemaObject,
  type oas31,
  createDocument,
} from 'zod-openapi';
import {
  loginAnswerSchema,
  publicUserSchema,
  sessionAnswerSchema,
  verifyEmailAnswerSchema,
} from '../../core/accounts/account-answers.schema.js';
import {
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../core/accounts/account.schema.js';
import {
  rateCardHistoryAnswerSchema,
  rateCardImportAnswerSchema,
} from '../../core/competitors/rate-card-answers.schema.js';
import { RATE_CARDS_PATH, rateCardSetSchema } from '../../core/competitors/rate-card.schema.js';
import { contactAnswerSchema, contactMessageSchema } from '../../core/contact/contact-message.schema.js';
import {
  clearAnswerSchema,
  countAnswerSchema,
  importAnswerSchema,
} from '../../core/customers/customer-answers.schema.js';
import {
  customerLookupResultSchema,
  customerLookupSchema,
} from '../../core/customers/customer-lookup.schema.js';
import { calculateAnswerSchema } from '../../core/pricing/shipping-result.schema.js';
import {
  featuredProductAnswerSchema,
  featuredProductsAnswerSchema,
  productDetailsSchema,
  productStatusAnswerSchema,
  refreshAnswerSchema,
  validateProductAnswerSchema,
} from '../../core/products/product-answers.schema.js';
import {
  addFeaturedProductSchema,
  asinSchema,
  categorySchema,
  DEFAULT_FEATURED_LIMIT,
  MAX_FEATURED_LIMIT,
  productLookupSchema,
} from '../../core/products/product.schema.js';
import { quoteRequestAnswerSchema, quoteRequestSchema } from '../../core/quotes/quote-request.schema.js';
import { nextDepartureAnswerSchema } from '../../core/schedule/departure-answers.schema.js';
import {
  LIVE_SECTIONS_PATH,
  deployAnswerSchema,
  deploySectionSchema,
  liveSectionsAnswerSchema,
} from '../../core/sections/section.schema.js';
import { errorBodySchema, messageAnswerSchema } from '../../core/shared/api-answers.schema.js';
import { NEXT_DEPARTURE_PATH } from '../../core/site/site-config.js';
import type { OutboxCounts } from '../mail/outbox-queue.js';
import { bulkUploadSchema, importOptionsSchema } from './customer-admin.routes.js';
import { SESSION_COOKIE } from './sessions.js';
import { calculateBodySchema } from './shipping.routes.js';

/** Where the description is served. */
export const OPENAPI_PATH = '/api/openapi.json';

/** What each error status means on this API; every one answers the error body. */
const ERROR_MEANINGS = {
  400: 'The input is not valid: `message` is the first problem, `errors` names each field.',
  401: 'Not signed in.',
  403: 'Signed in without the role this needs, or a state-changing request from another site.',
  404: 'No such resource.',
  409: 'It exists already.',
  413: 'The body is larger than this endpoint takes.',
  429: 'Too many requests from this client; `RateLimit` and `RateLimit-Policy` say when to try again.',
  503: 'A dependency (the database, the product catalog) cannot be reached; nothing was saved.',
} as const;
type ErrorStatus = keyof typeof ERROR_MEANINGS;

type Schema = z.core.$ZodType;
const json = (schema: ZodOpenApiSchemaObject) => ({ content: { 'application/json': { schema } } });

/** A state-changing request: the Origin check may refuse it (403) and the database may be away (503). */
const CHANGES = [403, 503] as const;

/** How one operation is described; the rest of its OpenAPI object follows from it. */
interface OperationSpec {
  summary: string;
  /** The answer when it works: its status, what it means, and its schema. */
  ok: readonly [200 | 201 | 202, string, ZodOpenApiSchemaObject];
  /** The refusals beside those its body and its guard bring (400 and 413 for a body, 401/403/503 for staff). */
  errors?: readonly ErrorStatus[];
  /** What a refusal means here, where it means more than it does everywhere. */
  meanings?: Partial<Record<ErrorStatus, string>>;
  /** A JSON body, and what to know about it. */
  body?: Schema;
  bodyNote?: string;
  /** Whether the body may be left out (resending a verification link when signed in). */
  bodyOptional?: boolean;
  path?: z.ZodObject;
  query?: z.core.$ZodObject;
  who?: 'signed in' | 'staff';
  /** What the spec above cannot say: other content types, headers. */
  extra?: Partial<ZodOpenApiOperationObject>;
}

/** Signed-in endpoints take any session; staff endpoints a session of an account with the admin role. */
const SECURITY: Record<'signed in' | 'staff', oas31.SecurityRequirementObject[]> = {
  'signed in': [{ session: [] }],
  staff: [{ staffSession: [] }],
};

/** The document's tags, declared once at its top: every operation names one of them. */
const TAGS = {
  operations: 'Liveness and readiness, for the load balancer and the orchestrator.',
  shipping: 'Shipping prices, the rate cards compared, and the next flight.',
  accounts: 'Registration, e-mail verification, sign-in and passwords.',
  customers: 'The customer lookup of How It Works.',
  forms: 'The contact form and Buy for Me quote requests.',
  products: 'Featured Amazon products and product lookups.',
  sections: 'The homepage sections in force.',
  staff: 'Staff endpoints: customer imports, products, sections, rate cards, mail. They need the admin role.',
} as const;
type Tag = keyof typeof TAGS;

function op(operationId: string, tag: Tag, spec: OperationSpec): ZodOpenApiOperationObject {
  const [status, meaning, schema] = spec.ok;
  const errors = new Set<ErrorStatus>([
    ...(spec.body ? ([400, 413] as const) : []),
    ...(spec.who === 'staff' ? ([401, 403, 503] as const) : []),
    ...(spec.errors ?? []),
  ]);
  const responses: ZodOpenApiResponsesObject = { [`${status}`]: { description: meaning, ...json(schema) } };
  for (const error of [...errors].sort()) {
    responses[`${error}`] = {
      description: spec.meanings?.[error] ?? ERROR_MEANINGS[error],
      ...json(errorBodySchema),
    };
  }
  return {
    operationId,
    tags: [tag],
    summary: spec.summary,
    // A public operation says so: no credentials.
    security: spec.who ? SECURITY[spec.who] : [],
    ...((spec.path ?? spec.query) && {
      requestParams: { ...(spec.path && { path: spec.path }), ...(spec.query && { query: spec.query }) },
    }),
    ...(spec.body && {
      requestBody: {
        required: !spec.bodyOptional,
        ...(spec.bodyNote && { description: spec.bodyNote }),
        ...json(spec.body),
      },
    }),
    responses,
    ...spec.extra,
  };
}

const outboxCountsSchema = z.object({
  pending: z.number().int(),
  sent: z.number().int(),
  givenUp: z.number().int(),
}) satisfies z.ZodType<OutboxCounts>;
/** The rate-card file as written (the answer of GET rate-cards is that file, not what the core makes of it). */
const rateCardFileSchema = z.toJSONSchema(rateCardSetSchema, { io: 'input' });
// The document declares its dialect once (OpenAPI 3.1 is JSON Schema 2020-12).
delete rateCardFileSchema.$schema;

const statusSchema = (status: string) => z.object({ status: z.literal(status) });
const importReport = [200, 'The import report.', importAnswerSchema] as const;

const paths: ZodOpenApiPathsObject = {
  '/healthz': {
    get: op('health', 'operations', { summary: 'The process is up', ok: [200, 'Up.', statusSchema('ok')] }),
  },
  '/readyz': {
    get: op('readiness', 'operations', {
      summary: 'The database answers: ready for traffic',
      ok: [200, 'Ready.', statusSchema('ready')],
      errors: [503],
    }),
  },
  [OPENAPI_PATH]: {
    get: op('openApiDescription', 'operations', {
      summary: 'This description',
      ok: [200, 'The OpenAPI 3.1 document.', { type: 'object' }],
    }),
  },
  '/api/shipping/calculate': {
    post: op('calculateShipping', 'shipping', {
      summary: 'Price a parcel and compare it with other forwarders',
      body: calculateBodySchema,
      bodyNote: 'Weight in kg and sides in cm, or lb and inches when imperial.',
      ok: [200, 'The price, its weights and the comparison.', calculateAnswerSchema],
      errors: [403],
    }),
  },
  [RATE_CARDS_PATH]: {
    get: op('rateCards', 'shipping', {
      summary: 'The competitor rate cards in force, as their file is written',
      ok: [200, 'The rate cards in force.', rateCardFileSchema as oas31.SchemaObject],
    }),
  },
  [NEXT_DEPARTURE_PATH]: {
    get: op('nextDeparture', 'shipping', {
      summary: 'The next flight and its cutoff',
      ok: [200, 'The next departure.', nextDepartureAnswerSchema],
    }),
  },
  '/api/contact': {
    post: op('sendContactMessage', 'forms', {
      summary: 'Send a message to support',
      body: contactMessageSchema,
      ok: [201, 'Stored and mailed to support.', contactAnswerSchema],
      errors: [...CHANGES, 429],
    }),
  },
  '/api/quote-requests': {
    post: op('requestQuote', 'forms', {
      summary: 'Ask for a Buy for Me quote',
      body: quoteRequestSchema,
      ok: [201, 'Stored as pending; support and the customer are mailed.', quoteRequestAnswerSchema],
      errors: [...CHANGES, 429],
    }),
  },
  '/api/register': {
    post: op('register', 'accounts', {
      summary: 'Open an account; a verification link is mailed',
      body: registerSchema,
      ok: [
        201,
        'The same answer whether or not the address has an account: a verified owner is mailed a notice instead; a registration still unverified is replaced by this one, and its owner mailed a new link.',
        messageAnswerSchema,
      ],
      errors: [...CHANGES, 429],
    }),
  },
  '/api/login': {
    post: op('logIn', 'accounts', {
      summary: 'Sign in',
      body: loginSchema,
      ok: [200, `Signed in: the \`${SESSION_COOKIE}\` cookie carries the new session.`, loginAnswerSchema],
      errors: [...CHANGES, 401, 429],
      meanings: {
        401: 'Invalid email or password (the same answer for an address without an account).',
        403: 'The right password of an account whose address is not verified yet (no session is made; ask for a new link with `POST /api/resend-verification`), or a cross-site request.',
      },
    }),
  },
  '/api/logout': {
    post: op('logOut', 'accounts', {
      summary: 'Sign out: the session ends',
      ok: [200, 'Signed out (also when no one was signed in).', messageAnswerSchema],
      errors: CHANGES,
    }),
  },
  '/api/user': {
    get: op('currentUser', 'accounts', {
      summary: 'The signed-in user',
      who: 'signed in',
      ok: [200, 'The signed-in user.', publicUserSchema],
      errors: [401, 503],
    }),
  },
  '/api/session': {
    get: op('currentSession', 'accounts', {
      summary: 'Who is signed in: the user, or null for a visitor',
      ok: [200, 'The signed-in user, or null.', sessionAnswerSchema],
      errors: [503],
    }),
  },
  '/api/verify-email/{token}': {
    get: op('verifyEmail', 'accounts', {
      summary: 'Verify an e-mail address with the mailed link',
      path: z.object({ token: z.string() }),
      ok: [200, 'Verified.', verifyEmailAnswerSchema],
      errors: [400, 503],
    }),
  },
  '/api/resend-verification': {
    post: op('resendVerification', 'accounts', {
      summary: 'Mail a new verification link',
      body: emailOnlySchema,
      bodyOptional: true,
      bodyNote: 'The address; none when signed in (the account’s own address is used).',
      ok: [202, 'The same answer whether or not the address has an unverified account.', messageAnswerSchema],
      errors: [...CHANGES, 429],
    }),
  },
  '/api/password-reset/request': {
    post: op('requestPasswordReset', 'accounts', {
      summary: 'Mail a link to choose a new password (valid 1 hour)',
      body: emailOnlySchema,
      ok: [202, 'The same answer for any address.', messageAnswerSchema],
      errors: [403, 429],
    }),
  },
  '/api/password-reset/confirm': {
    post: op('resetPassword', 'accounts', {
      summary: 'Choose a new password with the mailed token',
      body: resetPasswordSchema,
      ok: [200, 'Changed; every session of the account has ended.', messageAnswerSchema],
      errors: [...CHANGES, 429],
    }),
  },
  '/api/customer-lookup': {
    post: op('lookUpCustomer', 'customers', {
      summary: 'Find a customer’s account ID by name',
      body: customerLookupSchema,
      ok: [
        200,
        'Found (phone masked), not found, or several customers share the name.',
        customerLookupResultSchema,
      ],
      errors: [...CHANGES, 429],
    }),
  },
  '/api/products/featured': {
    get: op('featuredProducts', 'products', {
      summary: 'Featured products, newest first (cacheable 5 minutes)',
      // The server reads the text as a whole number in this range (featuredLimitSchema).
      query: z.object({
        limit: z
          .int()
          .min(1)
          .max(MAX_FEATURED_LIMIT)
          .optional()
          .meta({ description: `How many; ${String(DEFAULT_FEATURED_LIMIT)} when not given` }),
      }),
      ok: [200, 'The products.', featuredProductsAnswerSchema],
      errors: [400, 503],
    }),
  },
  '/api/products/category/{category}': {
    get: op('featuredProductsInCategory', 'products', {
      summary: 'Featured products of one category',
      path: z.object({ category: categorySchema }),
      ok: [200, 'The products.', featuredProductsAnswerSchema],
      errors: [400, 503],
    }),
  },
  '/api/products/validate/{asin}': {
    get: op('validateProduct', 'products', {
      summary: 'Read one product from the catalog by its ASIN',
      path: z.object({ asin: asinSchema }),
      ok: [200, 'The product.', validateProductAnswerSchema],
      errors: [400, 404, 429, 503],
    }),
  },
  '/api/product-lookup': {
    post: op('lookUpProduct', 'products', {
      summary: 'Read a product from its Amazon address or amzn.to link',
      body: productLookupSchema,
      ok: [200, 'The product (kg, cm).', productDetailsSchema],
      errors: [403, 404, 429, 503],
    }),
  },
  [LIVE_SECTIONS_PATH]: {
    get: op('liveSections', 'sections', {
      summary: 'The homepage sections every visitor sees, in page order',
      ok: [200, 'The live sections.', liveSectionsAnswerSchema],
    }),
  },
  '/api/customers/count': {
    get: op('customerCount', 'staff', {
      summary: 'How many customers the directory holds',
      who: 'staff',
      ok: [200, 'The count.', countAnswerSchema],
    }),
  },
  '/api/customers/sample': {
    get: op('customerSampleCount', 'staff', {
      summary: 'How many customers the sample file holds',
      who: 'staff',
      ok: [200, 'The count.', countAnswerSchema],
      errors: [404],
    }),
  },
  '/api/customers/import': {
    post: op('importCustomers', 'staff', {
      summary: 'Import a customer file (upsert by account ID)',
      who: 'staff',
      query: importOptionsSchema,
      ok: importReport,
      errors: [400, 413],
      extra: {
        requestBody: {
          required: true,
          description:
            'One customer per line: CSV, or names and account ID separated by white space; up to 10 MB.',
          content: { 'text/csv': { schema: z.string() }, 'text/plain': { schema: z.string() } },
        },
      },
    }),
  },
  '/api/customers/bulk-upload': {
    post: op('bulkUploadCustomers', 'staff', {
      summary: 'Import customers sent as JSON',
      who: 'staff',
      body: bulkUploadSchema,
      bodyNote: 'Up to 10 MB.',
      ok: importReport,
    }),
  },
  '/api/customers/load-all-data': {
    post: op('loadCustomerSample', 'staff', {
      summary: 'Import the configured customer sample file',
      who: 'staff',
      ok: importReport,
      errors: [404],
    }),
  },
  '/api/customers/clear': {
    delete: op('clearCustomers', 'staff', {
      summary: 'Empty the customer directory',
      who: 'staff',
      ok: [200, 'How many were removed.', clearAnswerSchema],
    }),
  },
  '/api/products/status': {
    get: op('productStatus', 'staff', {
      summary: 'The catalog in use, counts and the last refresh',
      who: 'staff',
      ok: [200, 'The status.', productStatusAnswerSchema],
    }),
  },
  '/api/products/add-asin': {
    post: op('featureProduct', 'staff', {
      summary: 'Feature a product, read from the catalog',
      who: 'staff',
      body: addFeaturedProductSchema,
      ok: [201, 'Featured.', z.object({ message: z.string(), product: featuredProductAnswerSchema })],
      errors: [404, 409],
    }),
  },
  '/api/products/refresh': {
    post: op('refreshProducts', 'staff', {
      summary: 'Read every featured product from the catalog again',
      who: 'staff',
      ok: [200, 'What the refresh did.', refreshAnswerSchema],
    }),
  },
  '/api/products/{asin}': {
    delete: op('unfeatureProduct', 'staff', {
      summary: 'Stop featuring a product',
      who: 'staff',
      path: z.object({ asin: asinSchema }),
      ok: [200, 'No longer featured.', messageAnswerSchema],
      errors: [400, 404],
    }),
  },
  '/api/admin/rate-cards': {
    get: op('rateCardVersions', 'staff', {
      summary: 'Every imported rate-card version, and the one in force',
      who: 'staff',
      ok: [200, 'The versions.', rateCardHistoryAnswerSchema],
    }),
    post: op('importRateCards', 'staff', {
      summary: 'Import a rate-card file; in force from its effective date',
      who: 'staff',
      query: z.object({ name: z.string().max(200).optional() }),
      ok: [201, 'Imported.', rateCardImportAnswerSchema],
      errors: [400, 413],
      extra: {
        requestBody: {
          required: true,
          description: 'The file as written (JSON, in the form of the shipped rate-cards.json), up to 64 kB.',
          content: { 'application/json': { schema: rateCardFileSchema as oas31.SchemaObject } },
        },
      },
    }),
  },
  '/api/admin/deploy-section': {
    post: op('deploySection', 'staff', {
      summary: 'Put a homepage section live, or take it down',
      who: 'staff',
      body: deploySectionSchema,
      ok: [200, 'What changed and what is live now.', deployAnswerSchema],
    }),
  },
  '/api/admin/mail-outbox': {
    get: op('mailOutbox', 'staff', {
      summary: 'Mail waiting, sent and given up on',
      who: 'staff',
      ok: [200, 'The counts.', outboxCountsSchema],
    }),
  },
};

/** The OpenAPI 3.1 description of the API, made from the schemas the routes parse and answer with. */
export function apiDescription(publicUrl: string) {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Kango Express API',
      version: '1.0.0',
      description:
        'Shipping prices, accounts, forms, products and the staff endpoints behind the web site. Bodies are JSON; ' +
        'every error answers `{ message, errors? }`. State-changing requests from another origin are refused.',
      license: {
        name: 'Proprietary: for this site and its partners',
        url: new URL('/terms', publicUrl).toString(),
      },
    },
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    servers: [{ url: publicUrl }],
    components: {
      schemas: { ErrorBody: errorBodySchema },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie `POST /api/login` sets.',
        },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            'The same session cookie, of an account staff gave the admin role (`users grant-admin`).',
        },
      },
    },
    paths,
  });
}
