import { randomInt } from 'node:crypto';
import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { maskedPhone } from '../../core/payments/mpesa-phone.js';
import type {
  MobileMoney,
  PaybillRegistration,
  PaymentRequest,
  RequestTaken,
} from '../../core/payments/payments.ports.js';
import type { RequestResult } from '../../core/payments/mpesa-results.js';
import type { Logger } from '../logger.js';
import { darajaTimestamp } from './daraja/daraja-mobile-money.js';
import type { MpesaAddresses } from './mpesa-addresses.js';
import { MpesaUnavailableError } from './daraja/mpesa-unavailable.js';
import { DARAJA_CANCELLED, DARAJA_PAID, darajaResult } from './daraja/daraja-results.js';

/** How long the offline "customer" takes to answer the prompt on the phone. */
const RESPONSE_AFTER_MS = 3_000;
const DELIVERY_TIMEOUT_MS = 10_000;
/** The requests it remembers (a development server's worth); older ones are decided by their id alone. */
const REMEMBERED = 10_000;

/** What the "customer" does, in Daraja's words: the callback it posts speaks Daraja, as the real one would. */
interface DarajaWords {
  resultCode: number;
  resultDesc: string;
}
const PAID: DarajaWords = {
  resultCode: DARAJA_PAID,
  resultDesc: 'The service request is processed successfully.',
};
const CANCELLED: DarajaWords = { resultCode: DARAJA_CANCELLED, resultDesc: 'Request cancelled by user' };

/** The phone's nine digits end Daraja's CheckoutRequestID: `ws_CO_` DDMMYYYYHHmmssSSS, then 7XXXXXXXX. */
const CHECKOUT_ID = /^ws_CO_\d{17}([17]\d{8})$/;

/** A number ending in 0 cancels on the phone; any other pays: both ends can be tried. */
const resultFor = (phone: string): DarajaWords => (phone.endsWith('0') ? CANCELLED : PAID);

const RECEIPT_CHARACTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** Ten characters, as an M-Pesa receipt number has, marked as the offline M-Pesa's own (OFF…). */
const receiptNumber = () =>
  `OFF${Array.from({ length: 7 }, () => RECEIPT_CHARACTERS[randomInt(RECEIPT_CHARACTERS.length)]).join('')}`;

interface Remembered {
  result: DarajaWords;
  /** When the "customer" answers: the query says "being processed" until then. */
  answersAt: number;
}

/**
 * An M-Pesa for development, which moves no money and behaves like Daraja: it takes the same requests, answers with
 * ids of Daraja's form, and a few seconds later posts Daraja's callback, in Daraja's shape, to the callback address
 * (ours). A phone number ending in 0 cancels (1032); any other pays. The status query answers "being processed" until
 * then, and the result after; a request from before a restart is told by the phone number its id ends with.
 */
export class OfflineMobileMoney implements MobileMoney {
  readonly moneyMoves = false;
  private readonly requests = new Map<string, Remembered>();

  constructor(
    private readonly addresses: MpesaAddresses,
    private readonly logger: Logger,
    private readonly answerAfterMs = RESPONSE_AFTER_MS,
  ) {}

  requestPayment(request: PaymentRequest): Promise<RequestTaken> {
    if (
      !/^254[17]\d{8}$/.test(request.phone) ||
      !Number.isInteger(request.amountKes) ||
      request.amountKes < 1
    ) {
      return Promise.reject(new MpesaUnavailableError('Bad Request - Invalid PhoneNumber or Amount'));
    }
    const now = new Date();
    const taken: RequestTaken = {
      merchantRequestId: `${String(randomInt(10_000, 99_999))}-${String(randomInt(1e7, 1e8))}-1`,
      checkoutRequestId: `ws_CO_${format(new TZDate(now.getTime(), 'Africa/Nairobi'), 'ddMMyyyyHHmmssSSS')}${request.phone.slice(3)}`,
    };
    const result = resultFor(request.phone);
    this.remember(taken.checkoutRequestId, { result, answersAt: now.getTime() + this.answerAfterMs });
    setTimeout(() => void this.callBack(taken, request, result), this.answerAfterMs).unref();
    return Promise.resolve(taken);
  }

  resultOf(checkoutRequestId: string): Promise<RequestResult | undefined> {
    const remembered = this.requests.get(checkoutRequestId);
    if (remembered) {
      if (Date.now() < remembered.answersAt) return Promise.resolve(undefined);
      return Promise.resolve(darajaResult(remembered.result.resultCode, remembered.result.resultDesc));
    }
    const phone = CHECKOUT_ID.exec(checkoutRequestId)?.[1];
    if (phone === undefined) {
      return Promise.reject(new MpesaUnavailableError('Bad Request - Invalid CheckoutRequestID'));
    }
    const { resultCode, resultDesc } = resultFor(phone);
    return Promise.resolve(darajaResult(resultCode, resultDesc));
  }

  registerPaybillUrls(): Promise<PaybillRegistration> {
    return Promise.resolve({
      confirmationUrl: this.addresses.shown(this.addresses.confirmationUrl),
      validationUrl: this.addresses.shown(this.addresses.validationUrl),
      answer: 'Success (the offline M-Pesa: nothing was registered with Safaricom)',
    });
  }

  private remember(checkoutRequestId: string, remembered: Remembered): void {
    if (this.requests.size >= REMEMBERED) {
      const oldest = this.requests.keys().next().value;
      if (oldest !== undefined) this.requests.delete(oldest);
    }
    this.requests.set(checkoutRequestId, remembered);
  }

  /** Posts Daraja's callback to our callback address; a failure is logged (the status query settles it later). */
  private async callBack(taken: RequestTaken, request: PaymentRequest, result: DarajaWords): Promise<void> {
    const paid = result.resultCode === DARAJA_PAID;
    const stkCallback = {
      MerchantRequestID: taken.merchantRequestId,
      CheckoutRequestID: taken.checkoutRequestId,
      ResultCode: result.resultCode,
      ResultDesc: result.resultDesc,
      ...(paid && {
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: request.amountKes },
            { Name: 'MpesaReceiptNumber', Value: receiptNumber() },
            { Name: 'Balance' },
            { Name: 'TransactionDate', Value: Number(darajaTimestamp(new Date())) },
            { Name: 'PhoneNumber', Value: Number(request.phone) },
          ],
        },
      }),
    };
    try {
      const response = await fetch(this.addresses.callbackUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ Body: { stkCallback } }),
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`answered ${String(response.status)}`);
    } catch (error) {
      this.logger.warn(
        { err: error, checkoutRequestId: taken.checkoutRequestId, phone: maskedPhone(request.phone) },
        'the offline M-Pesa could not deliver its callback; the status query will settle the request',
      );
    }
  }
}
