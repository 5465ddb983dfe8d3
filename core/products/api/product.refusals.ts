import type { Refusals } from '../../shared/refusals.js';
import type { ProductCode } from '../product.errors.js';

/** Each failure's status and exit code; endpoints pick theirs from it (`refusalsFrom`). */
export const PRODUCT_REFUSALS = {
  'PRODUCT.NOT_FOUND': { status: 404, exit: 'failure' },
  'PRODUCT.LINK_UNRESOLVED': { status: 400, exit: 'usage' },
  'PRODUCT.ALREADY_FEATURED': { status: 409, exit: 'failure' },
  'PRODUCT.NOT_FEATURED': { status: 404, exit: 'failure' },
} as const satisfies Refusals<ProductCode>;
