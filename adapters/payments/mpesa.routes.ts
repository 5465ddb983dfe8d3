import type { RequestHandler } from 'express';
import {
  unmatchedResponse,
  paymentStatusResponse,
} from '../../core/payments/api/payment-responses.schema.js';
import { CALLBACK_ACCEPTED, PAYBILL_ACCEPTED, PAYBILL_REJECTIONS } from './daraja/daraja-callbacks.schema.js';
import { checkPaybillPayment } from '../../core/payments/paybill.js';
import {
  assignUnmatchedEndpoint,
  listUnmatchedEndpoint,
  payWithMpesaEndpoint,
  paymentOptionsEndpoint,
  paymentStatusEndpoint,
} from '../../core/payments/api/payments.endpoints.js';
import {
  mpesaCallbackEndpoint,
  paybillConfirmationEndpoint,
  paybillValidationEndpoint,
} from './daraja/daraja-webhooks.endpoints.js';
import { PAYMENT_ERRORS } from '../../core/payments/payments.errors.js';
import { PAYMENT_TOKENS } from '../../core/payments/payments.tokens.js';
import { ACCOUNT_TOKENS } from '../../core/accounts/account.tokens.js';
import { DESTINATION_DETAILS } from '../../core/pricing/destinations.js';
import type { Config } from '../config.js';
import { signedInUser } from '../http/auth.js';
import type { EndpointRouter } from '../http/endpoint-router.js';
import { fromDomainError } from '../http/errors.js';
import type { AppContainer } from '../wiring.js';
import { MPESA_ADDRESSES } from './mpesa-addresses.js';
import { DELIVERY_SETTINGS } from '../delivery/delivery.config.js';
import { PAYMENTS_SETTINGS } from './payments.config.js';

/** The most unmatched payments staff are shown at once (newest first). */
const UNMATCHED_SHOWN = 500;

/**
 * The customer's M-Pesa (pay from the phone, follow the request, how to pay by paybill), what M-Pesa posts to us
 * (the STK callback, the paybill's validation and confirmation) and the staff's unmatched payments.
 */
export function mpesaRoutes(container: AppContainer, api: EndpointRouter, config: Config): void {
  const viewPayment = container.get(PAYMENT_TOKENS.ViewPayment);
  const mobileMoney = container.get(PAYMENT_TOKENS.MobileMoney);
  const payWithMpesa = container.get(PAYMENT_TOKENS.PayWithMpesa);
  const settle = container.get(PAYMENT_TOKENS.SettleMpesaPayment);
  const confirm = container.get(PAYMENT_TOKENS.ConfirmPaybillPayment);
  const unmatched = container.get(PAYMENT_TOKENS.UnmatchedPayments);
  const assign = container.get(PAYMENT_TOKENS.AssignUnmatchedPayment);
  const users = container.get(ACCOUNT_TOKENS.Users);
  const addresses = container.get(MPESA_ADDRESSES);

  /** Before anything reads the body: an address without our secret is answered as one that does not exist. */
  const holdingTheSecret =
    (declared: { refuses: Parameters<typeof fromDomainError>[1] }): RequestHandler =>
    (req, _res, next) => {
      const { secret } = req.params;
      if (typeof secret === 'string' && addresses.holdsSecret(secret)) return next();
      next(fromDomainError(PAYMENT_ERRORS.noSuchCallback, declared.refuses));
    };

  // Before /api/payments/{paymentId}, which would take "options" for an id.
  api.on(paymentOptionsEndpoint, async ({ req }) => {
    const { id, accountId } = signedInUser(req);
    const destination = (await users.findById(id))?.destination ?? 'kenya';
    const { address, hours, phone } = DELIVERY_SETTINGS.of(config).juba;
    return {
      paybill: PAYMENTS_SETTINGS.of(config).paybill,
      accountNumber: accountId,
      offline: !mobileMoney.moneyMoves,
      jubaOffice: DESTINATION_DETAILS[destination].paysAtJubaOffice ? { address, hours, phone } : null,
    };
  });
  api.on(payWithMpesaEndpoint, async ({ req, body, valueOf }) => {
    const { id: userId, accountId } = signedInUser(req);
    const payment = valueOf(await payWithMpesa.execute({ userId, accountId, phone: body.phone }));
    return { paymentId: payment.id, status: payment.status, amountKes: payment.amountKes };
  });
  api.on(paymentStatusEndpoint, async ({ req, params, valueOf }) =>
    paymentStatusResponse(valueOf(await viewPayment.execute(signedInUser(req).id, params.paymentId))),
  );

  api.on(
    mpesaCallbackEndpoint,
    async ({ req, body }) => {
      const outcome = await settle.execute(body);
      const checkout = { checkoutRequestId: body.checkoutRequestId, resultCode: body.providerCode };
      if (outcome.kind === 'unknown') {
        // Its receipt and amount, should staff need to find the money in M-Pesa's statement.
        const { receiptNumber, amountKes } = body.paid ?? {};
        req.log.warn({ ...checkout, receiptNumber, amountKes }, 'an M-Pesa callback for no request of ours');
      } else
        req.log.info(
          { ...checkout, outcome: outcome.kind, status: outcome.payment.status },
          'M-Pesa callback',
        );
      return CALLBACK_ACCEPTED;
    },
    { before: [holdingTheSecret(mpesaCallbackEndpoint)] },
  );
  api.on(
    paybillValidationEndpoint,
    async ({ body }) => {
      const check = await checkPaybillPayment(users, config.exchangeRate, body);
      if (check === 'accepted') return PAYBILL_ACCEPTED;
      return check === 'unknown-account'
        ? PAYBILL_REJECTIONS.unknownAccount
        : PAYBILL_REJECTIONS.invalidAmount;
    },
    { before: [holdingTheSecret(paybillValidationEndpoint)] },
  );
  api.on(
    paybillConfirmationEndpoint,
    async ({ req, body }) => {
      const outcome = await confirm.execute(body);
      const log = { transId: body.transId, outcome };
      if (outcome === 'kept-for-staff') req.log.warn(log, 'a paybill payment kept for staff to assign');
      else req.log.info(log, 'M-Pesa paybill confirmation');
      return CALLBACK_ACCEPTED;
    },
    { before: [holdingTheSecret(paybillConfirmationEndpoint)] },
  );

  api.on(listUnmatchedEndpoint, async () => ({
    unmatched: (await unmatched.listWaiting(UNMATCHED_SHOWN)).map(unmatchedResponse),
  }));
  api.on(assignUnmatchedEndpoint, async ({ req, params, body, valueOf }) =>
    unmatchedResponse(
      valueOf(
        await assign.execute({
          transId: params.transId,
          accountId: body.accountId,
          postedBy: signedInUser(req).email,
        }),
      ),
    ),
  );
}
