import { STAFF_TAG, endpoint } from '../../shared/endpoint.js';
import { refusalsFrom } from '../../shared/refusals.js';
import { CUSTOMER_REFUSALS } from './customer.refusals.js';
import {
  bulkUploadSchema,
  clearResponseSchema,
  countResponseSchema,
  customerCountSchema,
  importResponseSchema,
  importOptionsSchema,
} from './customer-responses.schema.js';
import { customerLookupResultSchema, customerLookupSchema } from '../customer-lookup.schema.js';

const refusing = refusalsFrom(CUSTOMER_REFUSALS);
const CUSTOMER_FILE_BYTES = 10 * 1024 * 1024;
const importReport = { status: 200, meaning: 'The import report.', schema: importResponseSchema } as const;

export const lookUpCustomerEndpoint = endpoint({
  operationId: 'lookUpCustomer',
  method: 'POST',
  path: '/api/customer-lookup',
  tag: { name: 'customers', description: 'The customer lookup of How It Works.' },
  summary: 'Find a customer’s account ID by name',
  who: 'anyone',
  body: { type: 'json', schema: customerLookupSchema },
  ok: {
    status: 200,
    meaning: 'Found (phone masked), not found, or several customers share the name.',
    schema: customerLookupResultSchema,
  },
  refuses: refusing('UNAVAILABLE'),
  rateLimit: {
    counter: 'customer-lookup',
    rule: 'customerLookup',
    message: 'Too many lookups from this address. Please try again in a few minutes.',
  },
});

export const customerCountEndpoint = endpoint({
  operationId: 'customerCount',
  method: 'GET',
  path: '/api/customers/count',
  tag: STAFF_TAG,
  summary: 'How many customers there are: site accounts and imported customers',
  who: 'staff',
  roles: ['support'],
  ok: { status: 200, meaning: 'The counts.', schema: customerCountSchema },
});

export const customerSampleCountEndpoint = endpoint({
  operationId: 'customerSampleCount',
  method: 'GET',
  path: '/api/customers/sample',
  tag: STAFF_TAG,
  summary: 'How many customers the sample file holds',
  who: 'staff',
  roles: ['admin'],
  ok: { status: 200, meaning: 'The count.', schema: countResponseSchema },
  refuses: refusing('CUSTOMERS.SAMPLE_MISSING'),
});

export const importCustomersEndpoint = endpoint({
  operationId: 'importCustomers',
  method: 'POST',
  path: '/api/customers/import',
  tag: STAFF_TAG,
  summary: 'Import a customer file (upsert by account ID)',
  who: 'staff',
  roles: ['admin'],
  query: importOptionsSchema,
  body: {
    type: 'text',
    mediaTypes: ['text/csv', 'text/plain'],
    accepts: ['text/*', 'application/octet-stream'],
    note: 'One customer per line: CSV, or names and account ID separated by white space; up to 10 MB.',
    maxBytes: CUSTOMER_FILE_BYTES,
  },
  ok: importReport,
});

export const bulkUploadCustomersEndpoint = endpoint({
  operationId: 'bulkUploadCustomers',
  method: 'POST',
  path: '/api/customers/bulk-upload',
  tag: STAFF_TAG,
  summary: 'Import customers sent as JSON',
  who: 'staff',
  roles: ['admin'],
  body: { type: 'json', schema: bulkUploadSchema, note: 'Up to 10 MB.', maxBytes: CUSTOMER_FILE_BYTES },
  ok: importReport,
});

export const loadCustomerSampleEndpoint = endpoint({
  operationId: 'loadCustomerSample',
  method: 'POST',
  path: '/api/customers/load-all-data',
  tag: STAFF_TAG,
  summary: 'Import the configured customer sample file',
  who: 'staff',
  roles: ['admin'],
  ok: importReport,
  refuses: refusing('CUSTOMERS.SAMPLE_MISSING'),
});

export const clearCustomersEndpoint = endpoint({
  operationId: 'clearCustomers',
  method: 'DELETE',
  path: '/api/customers/clear',
  tag: STAFF_TAG,
  summary: 'Empty the customer directory',
  who: 'staff',
  roles: ['admin'],
  ok: { status: 200, meaning: 'How many were removed.', schema: clearResponseSchema },
});
