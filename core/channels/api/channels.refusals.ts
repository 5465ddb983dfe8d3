import type { Refusals } from '../../shared/refusals.js';
import type { ChannelsCode } from '../channels.errors.js';

/** Each failure's status and exit code; endpoints pick theirs from it (`refusalsFrom`). */
export const CHANNELS_REFUSALS = {
  'CHANNELS.SMS_TOO_LONG': { status: 400, exit: 'usage' },
  'CHANNELS.NO_SUCH_ACCOUNT': { status: 404, exit: 'failure' },
  'CHANNELS.NO_SUCH_CALLBACK': { status: 404, exit: 'usage' },
  'CHANNELS.VERIFICATION_REFUSED': { status: 403, exit: 'usage' },
  'CHANNELS.BAD_SIGNATURE': { status: 401, exit: 'usage' },
} as const satisfies Refusals<ChannelsCode>;
