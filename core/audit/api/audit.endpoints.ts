import { STAFF_TAG, endpoint } from '../../shared/endpoint.js';
import { auditQuery } from '../audit.schema.js';
import { auditPageResponseSchema } from './audit-responses.schema.js';

export const listAuditEndpoint = endpoint({
  operationId: 'listAudit',
  method: 'GET',
  path: '/api/admin/audit',
  tag: STAFF_TAG,
  summary: 'The audit trail: every staff action that changed something, newest first, a page at a time',
  description:
    '`account` (the customer’s account ID the action concerns), `staff` (the staff member’s e-mail or user id), `from` and `to` (a date, UTC, its whole day included, or an instant), `limit` (1–100, 50 by default), `cursor` (the `nextCursor` of the page before). Each entry: who (staff user id and e-mail), when, from which address, what (action, subject, details) and why (the reason, when given).',
  who: 'staff',
  roles: ['admin'],
  query: auditQuery,
  ok: { status: 200, meaning: 'A page of the trail.', schema: auditPageResponseSchema },
  meanings: { 400: 'A filter is not valid (the message names it).' },
});
