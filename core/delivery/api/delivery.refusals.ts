import type { Refusals } from '../../shared/refusals.js';
import type { DeliveryError } from '../delivery.errors.js';

export const DELIVERY_REFUSALS = {
  'DELIVERY.NOT_OFFERED': { status: 400, exit: 'usage' },
  'DELIVERY.NO_ACCOUNT': { status: 401, exit: 'failure' },
} as const satisfies Refusals<DeliveryError['code']>;
