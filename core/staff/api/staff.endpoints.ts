import { ACCOUNT_REFUSALS } from '../../accounts/api/account.refusals.js';
import { STAFF_TAG, endpoint } from '../../shared/endpoint.js';
import { refusalsFrom } from '../../shared/refusals.js';
import {
  blockSignInSchema,
  customerParams,
  customerSearchQuerySchema,
  destinationSchema,
  staffNoteSchema,
} from '../staff.schema.js';
import {
  customerPageSchema,
  customerResultsSchema,
  destinationResponseSchema,
  sentLinkSchema,
  signInBlockSchema,
  staffNoteResponseSchema,
} from './staff-responses.schema.js';
import { STAFF_REFUSALS } from './staff.refusals.js';

const refusing = refusalsFrom(STAFF_REFUSALS);
const refusingAccount = refusalsFrom(ACCOUNT_REFUSALS);
const SMALL_BODY = 4 * 1024;
const CUSTOMER = '/api/admin/customers/{accountId}';

export const searchCustomersEndpoint = endpoint({
  operationId: 'searchCustomers',
  method: 'GET',
  path: '/api/admin/customers',
  tag: STAFF_TAG,
  summary: 'Find customers: site accounts and imported customers alike',
  description:
    '`q` is an account ID (KX…), an e-mail address, a phone number in any writing (07…, +254 7…, 254 7…) or any part of a name (any case, accents ignored). Ordered by account ID, a page at a time: `nextCursor` asks for the next.',
  who: 'staff',
  roles: ['support'],
  query: customerSearchQuerySchema,
  ok: { status: 200, meaning: 'A page of the people found.', schema: customerResultsSchema },
});

export const viewCustomerEndpoint = endpoint({
  operationId: 'viewCustomer',
  method: 'GET',
  path: CUSTOMER,
  tag: STAFF_TAG,
  summary: 'One customer in one place: identity, destination, parcels, statement, notices and notes',
  who: 'staff',
  roles: ['support'],
  params: customerParams,
  ok: { status: 200, meaning: 'The customer’s page.', schema: customerPageSchema },
  refuses: refusing('STAFF.CUSTOMER_NOT_FOUND'),
  meanings: { 404: 'No site account and no imported customer has this account ID.' },
});

export const addStaffNoteEndpoint = endpoint({
  operationId: 'addStaffNote',
  method: 'POST',
  path: `${CUSTOMER}/notes`,
  tag: STAFF_TAG,
  summary: 'A note on the customer’s page, dated and signed by the staff member',
  who: 'staff',
  roles: ['support'],
  params: customerParams,
  body: { type: 'json', schema: staffNoteSchema, maxBytes: SMALL_BODY },
  ok: { status: 201, meaning: 'The note, kept.', schema: staffNoteResponseSchema },
  refuses: refusing('STAFF.CUSTOMER_NOT_FOUND'),
  meanings: { 404: 'No site account and no imported customer has this account ID.' },
});

const linkEndpoint = (step: 'resend-verification' | 'password-reset', summary: string) =>
  endpoint({
    operationId: step === 'resend-verification' ? 'staffResendVerification' : 'staffSendPasswordReset',
    method: 'POST',
    path: `${CUSTOMER}/${step}`,
    tag: STAFF_TAG,
    summary,
    who: 'staff',
    roles: ['support'],
    params: customerParams,
    ok: { status: 200, meaning: 'The link is queued to the account’s address.', schema: sentLinkSchema },
    refuses: refusing('STAFF.NO_SITE_ACCOUNT', 'STAFF.ALREADY_VERIFIED'),
    meanings: { 409: 'No site account has this ID, or (a verification) its address is verified already.' },
  });

export const staffResendVerificationEndpoint = linkEndpoint(
  'resend-verification',
  'Mail the account a new verification link',
);
export const staffSendPasswordResetEndpoint = linkEndpoint(
  'password-reset',
  'Mail the account a password-reset link',
);

export const changeDestinationEndpoint = endpoint({
  operationId: 'changeDestination',
  method: 'PUT',
  path: `${CUSTOMER}/destination`,
  tag: STAFF_TAG,
  summary: 'Change the country the account’s parcels go to',
  who: 'staff',
  roles: ['support'],
  params: customerParams,
  body: { type: 'json', schema: destinationSchema, maxBytes: SMALL_BODY },
  ok: { status: 200, meaning: 'The destination now.', schema: destinationResponseSchema },
  refuses: refusing('STAFF.NO_SITE_ACCOUNT', 'STAFF.PARCEL_ON_ITS_WAY'),
  meanings: {
    409: 'No site account has this ID, or one of its parcels is between the warehouse and its handover.',
  },
});

export const blockSignInEndpoint = endpoint({
  operationId: 'blockSignIn',
  method: 'PUT',
  path: `${CUSTOMER}/sign-in-block`,
  tag: STAFF_TAG,
  summary: 'Block the account’s sign-in, with the reason: its sessions end at once',
  description: 'The owner’s log-in is then refused with a sentence that asks them to contact support.',
  who: 'staff',
  roles: ['support'],
  params: customerParams,
  body: { type: 'json', schema: blockSignInSchema, maxBytes: SMALL_BODY },
  ok: { status: 200, meaning: 'Blocked.', schema: signInBlockSchema },
  refuses: refusingAccount('ACCOUNT.NOT_FOUND'),
  meanings: { 404: 'No site account has this account ID.' },
});

export const unblockSignInEndpoint = endpoint({
  operationId: 'unblockSignIn',
  method: 'DELETE',
  path: `${CUSTOMER}/sign-in-block`,
  tag: STAFF_TAG,
  summary: 'Let the account sign in again',
  who: 'staff',
  roles: ['support'],
  params: customerParams,
  ok: { status: 200, meaning: 'Unblocked.', schema: signInBlockSchema },
  refuses: refusingAccount('ACCOUNT.NOT_FOUND'),
  meanings: { 404: 'No site account has this account ID.' },
});
