import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { LEDGER_TOKENS } from '../../core/ledger/ledger.tokens.js';
import { receiptResponse } from '../../core/payments/api/payment-responses.schema.js';
import { receiptOf } from '../../core/payments/payment-receipt.js';
import { PAYMENT_ERRORS } from '../../core/payments/payments.errors.js';
import { receiptEndpoint } from '../../core/payments/api/payments.endpoints.js';
import { signedInUser } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import type { AppContainer } from '../wiring.js';

/** A payment's printable receipt, for its owner only. */
export function receiptRoutes(container: AppContainer, api: EndpointRouter, brandName: string): void {
  const reads = { ledger: container.get(LEDGER_TOKENS.Ledger), users: container.get(ACCOUNT_TOKENS.Users) };
  api.on(receiptEndpoint, async ({ req, params, refuse }) => {
    const receipt = await receiptOf(reads, params.entryId, signedInUser(req).id);
    if (!receipt) throw refuse(PAYMENT_ERRORS.entryNotFound);
    return receiptResponse(receipt, brandName);
  });
}
