import * as z from 'zod/mini';
import { STAFF_TAG, endpoint } from '../../shared/endpoint.js';

export const outboxCountsSchema = z.object({ pending: z.int(), sent: z.int(), givenUp: z.int() });
export type OutboxCounts = z.infer<typeof outboxCountsSchema>;

export const mailOutboxEndpoint = endpoint({
  operationId: 'mailOutbox',
  method: 'GET',
  path: '/api/admin/mail-outbox',
  tag: STAFF_TAG,
  summary: 'Mail waiting, sent and given up on',
  who: 'staff',
  roles: ['support'],
  ok: { status: 200, meaning: 'The counts.', schema: outboxCountsSchema },
});
