import { paymentDayResponse, staffEntryResponse } from '../../core/payments/api/payment-responses.schema.js';
import { paymentDayOf, paymentsOfDay } from '../../core/payments/payment-day.js';
import {
  creditAccountEndpoint,
  paymentDayEndpoint,
  recordPaymentEndpoint,
  reverseEntryEndpoint,
} from '../../core/payments/api/payments.endpoints.js';
import { PAYMENT_TOKENS } from '../../core/payments/payments.tokens.js';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { LEDGER_TOKENS } from '../../core/ledger/ledger.tokens.js';
import { TOKENS } from '../../core/shared/tokens.js';
import { staffActor } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import type { AppContainer } from '../wiring.js';

/** Staff's money work: payments recorded by hand, goodwill credits, reversals, and the day's payments. */
export function staffPaymentRoutes(container: AppContainer, api: EndpointRouter): void {
  const record = container.get(PAYMENT_TOKENS.RecordPayment);
  const credit = container.get(PAYMENT_TOKENS.CreditAccount);
  const reverse = container.get(PAYMENT_TOKENS.ReverseEntry);
  const reads = { ledger: container.get(LEDGER_TOKENS.Ledger), users: container.get(ACCOUNT_TOKENS.Users) };
  const clock = container.get(TOKENS.Clock);

  api.on(recordPaymentEndpoint, async ({ req, body, valueOf }) => {
    const actor = staffActor(req);
    return staffEntryResponse(valueOf(await record.execute(body, actor.staffEmail, actor)));
  });
  api.on(creditAccountEndpoint, async ({ req, body, valueOf }) => {
    const actor = staffActor(req);
    return staffEntryResponse(valueOf(await credit.execute(body, actor.staffEmail, actor)));
  });
  api.on(reverseEntryEndpoint, async ({ req, params, body, valueOf }) => {
    const actor = staffActor(req);
    return staffEntryResponse(
      valueOf(await reverse.execute(params.entryId, body.reason, actor.staffEmail, actor)),
    );
  });
  api.on(paymentDayEndpoint, async ({ query }) =>
    paymentDayResponse(await paymentsOfDay(reads, query.day ?? paymentDayOf(clock.now()))),
  );
}
