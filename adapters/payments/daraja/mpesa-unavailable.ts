import { z } from 'zod';
import { DependencyUnavailableError } from '../../../core/shared/dependency-unavailable.js';

const MPESA_UNAVAILABLE_MESSAGE =
  'M-Pesa cannot be reached just now. Nothing was charged; please try again in a few minutes.';

/** M-Pesa did not answer in time, or refused a call: given 503 with words for the customer. */
export class MpesaUnavailableError extends DependencyUnavailableError {
  override readonly name = 'MpesaUnavailableError';

  constructor(message: string, options?: ErrorOptions) {
    super(message, MPESA_UNAVAILABLE_MESSAGE, options);
  }
}

/** Daraja's error response: `{ "requestId": "…", "errorCode": "400.002.02", "errorMessage": "Bad Request - …" }`. */
export const darajaErrorSchema = z.object({
  requestId: z.string().optional(),
  errorCode: z.string(),
  errorMessage: z.string().optional(),
});

/** ": errorCode errorMessage" of an error response, for the log; nothing when the body is not one. */
export function darajaErrorOf(body: unknown): string {
  const parsed = darajaErrorSchema.safeParse(body);
  if (!parsed.success) return '';
  return `: ${parsed.data.errorCode}${parsed.data.errorMessage ? ` ${parsed.data.errorMessage.slice(0, 200)}` : ''}`;
}
