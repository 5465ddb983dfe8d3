import * as z from 'zod/mini';
import { businessIdentitySchema } from './business-identity.js';

/** What the server tells every page about the deployment it runs in, as JSON in the page. */
export const siteConfigSchema = z.object({
  identity: businessIdentitySchema,
  /** The site's public address: canonical links and structured data name it. */
  publicUrl: z.url(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The id of the <script type="application/json"> element that carries it. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/** JSON inside a <script> element must not be able to close it. */
export const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
