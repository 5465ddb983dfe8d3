import * as z from 'zod/mini';
import { accountIdSchema } from '../../accounts/account-id.js';
import { STAFF_TAG, endpoint } from '../../shared/endpoint.js';
import { refusalsFrom } from '../../shared/refusals.js';
import { accountNoticesResponseSchema } from './channels-responses.schema.js';
import { CHANNELS_REFUSALS } from './channels.refusals.js';

const refusing = refusalsFrom(CHANNELS_REFUSALS);

export const accountNoticesEndpoint = endpoint({
  operationId: 'getAccountNotices',
  method: 'GET',
  path: '/api/admin/notices',
  tag: STAFF_TAG,
  summary: 'Every notice sent to an account, on every channel, with its state',
  description:
    'The account’s SMS and WhatsApp messages (queued, sent, delivered, read, or failed with the provider’s reason) and its mails from the outbox (queued, sent, failed), newest first, up to 200 of each. `smsFailing` is set when its last three SMS or more all failed, with the latest reason.',
  who: 'staff',
  roles: ['support'],
  query: z.object({ account: accountIdSchema }),
  ok: { status: 200, meaning: 'The account’s notices.', schema: accountNoticesResponseSchema },
  refuses: refusing('CHANNELS.NO_SUCH_ACCOUNT'),
  meanings: { 404: 'No account has this account ID.' },
});
