import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { z } from 'zod';
import type {
  MobileMoney,
  PaybillRegistration,
  PaymentRequest,
  RequestTaken,
} from '../../../core/payments/payments.ports.js';
import type { RequestResult } from '../../../core/payments/mpesa-results.js';
import { darajaResult } from './daraja-results.js';
import type { DarajaSettings } from '../payments.config.js';
import { DarajaToken } from './daraja-token.js';
import type { MpesaAddresses } from '../mpesa-addresses.js';
import { MpesaUnavailableError, darajaErrorOf, darajaErrorSchema } from './mpesa-unavailable.js';

/**
 * Daraja's shapes, as Safaricom documents them (developer.safaricom.co.ke, M-Pesa Express and C2B; mirrored in
 * github.com/amoskyalo/daraja-docs) and as SDKs that follow them send them (github.com/landelatech/mpesa-node,
 * src/modules/stk/stk.ts and src/modules/c2b/c2b.ts; github.com/safaricom/mpesa-node-library):
 *
 * - STK push, `POST /mpesa/stkpush/v1/processrequest`: BusinessShortCode, Password (base64 of short code, passkey
 *   and Timestamp), Timestamp (YYYYMMDDHHmmss, Nairobi time), TransactionType CustomerPayBillOnline, Amount (whole
 *   shillings), PartyA and PhoneNumber (2547…), PartyB (the short code), CallBackURL, AccountReference (at most 12
 *   characters), TransactionDesc (at most 13); answered `{ MerchantRequestID, CheckoutRequestID, ResponseCode:
 *   "0", ResponseDescription, CustomerMessage }`.
 * - STK query, `POST /mpesa/stkpushquery/v1/query`: BusinessShortCode, Password, Timestamp, CheckoutRequestID;
 *   answered `{ ResponseCode, ResponseDescription, MerchantRequestID, CheckoutRequestID, ResultCode, ResultDesc }`
 *   (ResultCode as text) once the request has ended, and with the error `500.001.1001` "The transaction is being
 *   processed" before (github.com/safaricom/LNMOnlineAndroidSample issue 13).
 * - C2B URLs, `POST /mpesa/c2b/v1/registerurl`: ShortCode, ResponseType (Completed or Cancelled: what M-Pesa does
 *   when our validation does not answer), ConfirmationURL, ValidationURL; answered `{ OriginatorCoversationID,
 *   ResponseCode, ResponseDescription }`.
 * - Errors: `{ requestId, errorCode, errorMessage }` with an HTTP error status.
 */

/** Daraja's clock is Nairobi's. */
const NAIROBI = 'Africa/Nairobi';
/** YYYYMMDDHHmmss in Nairobi time, as Daraja's Timestamp and TransactionDate are written. */
export const darajaTimestamp = (at: Date): string =>
  format(new TZDate(at.getTime(), NAIROBI), 'yyyyMMddHHmmss');

/** The STK password: base64 of the short code, the passkey and the timestamp, run together. */
const stkPassword = (shortcode: string, passkey: string, timestamp: string): string =>
  Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');

/** What the phone's prompt and M-Pesa's statement say the payment is for: at most 13 characters. */
const TRANSACTION_DESC = 'Parcel charge';
/**
 * Daraja's longest AccountReference. Account IDs are 8 characters (KX and six digits) and would need ten billion
 * accounts to pass it; one that did would be sent cut (the reply names the request by its CheckoutRequestID).
 */
const MAX_ACCOUNT_REFERENCE = 12;
/** What M-Pesa does with a paybill payment when our validation does not answer in time: take it. */
const WHEN_VALIDATION_IS_SILENT = 'Completed';
/** The status query's word for a request still being processed. */
const STILL_PROCESSING = '500.001.1001';

const code = z.union([z.string(), z.number()]).transform(String);

const pushResponseSchema = z.object({
  MerchantRequestID: z.string().min(1),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: code,
  ResponseDescription: z.string().optional(),
});

const queryResponseSchema = z.object({
  ResponseCode: code,
  ResultCode: code.pipe(z.string().regex(/^-?\d{1,9}$/)),
  ResultDesc: z.string().default(''),
});

const registerResponseSchema = z.object({
  ResponseCode: code.optional(),
  ResponseDescription: z.string(),
});

/** A response: its status and its body as JSON (undefined when it is not JSON). */
interface Answer {
  status: number;
  body: unknown;
}

/**
 * M-Pesa through Safaricom's Daraja API: the STK push, its status query and the paybill's URL registration, with
 * the OAuth token cached until it expires (renewed once when refused). Every call has a time limit; a call not
 * answered in time, refused or answered in an unknown shape is a MpesaUnavailableError (503), never a crash. A push
 * is never sent twice by itself: a repeat could ask the customer twice.
 */
export class DarajaMobileMoney implements MobileMoney {
  readonly moneyMoves = true;
  private readonly token: DarajaToken;

  constructor(
    private readonly settings: DarajaSettings,
    private readonly addresses: MpesaAddresses,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.token = new DarajaToken(settings, () => this.now().getTime());
  }

  async requestPayment(request: PaymentRequest): Promise<RequestTaken> {
    const answer = await this.call('/mpesa/stkpush/v1/processrequest', {
      ...this.signed(),
      TransactionType: 'CustomerPayBillOnline',
      Amount: request.amountKes,
      PartyA: request.phone,
      PartyB: this.settings.shortcode,
      PhoneNumber: request.phone,
      CallBackURL: this.addresses.callbackUrl,
      AccountReference: request.accountId.slice(0, MAX_ACCOUNT_REFERENCE),
      TransactionDesc: TRANSACTION_DESC,
    });
    const taken = pushResponseSchema.safeParse(answer.body);
    if (answer.status !== 200 || !taken.success || taken.data.ResponseCode !== '0') {
      throw new MpesaUnavailableError(`Daraja did not take the STK push: ${describe(answer)}`);
    }
    return {
      merchantRequestId: taken.data.MerchantRequestID,
      checkoutRequestId: taken.data.CheckoutRequestID,
    };
  }

  async resultOf(checkoutRequestId: string): Promise<RequestResult | undefined> {
    const answer = await this.call('/mpesa/stkpushquery/v1/query', {
      ...this.signed(),
      CheckoutRequestID: checkoutRequestId,
    });
    const error = darajaErrorSchema.safeParse(answer.body);
    if (error.success && error.data.errorCode === STILL_PROCESSING) return undefined;
    const result = queryResponseSchema.safeParse(answer.body);
    if (answer.status !== 200 || !result.success) {
      throw new MpesaUnavailableError(`Daraja did not answer the STK query: ${describe(answer)}`);
    }
    return darajaResult(Number(result.data.ResultCode), result.data.ResultDesc);
  }

  async registerPaybillUrls(): Promise<PaybillRegistration> {
    const { confirmationUrl, validationUrl } = this.addresses;
    const answer = await this.call('/mpesa/c2b/v1/registerurl', {
      ShortCode: this.settings.shortcode,
      ResponseType: WHEN_VALIDATION_IS_SILENT,
      ConfirmationURL: confirmationUrl,
      ValidationURL: validationUrl,
    });
    const registered = registerResponseSchema.safeParse(answer.body);
    if (answer.status !== 200 || !registered.success || (registered.data.ResponseCode ?? '0') !== '0') {
      throw new MpesaUnavailableError(`Daraja did not register the paybill's URLs: ${describe(answer)}`);
    }
    return {
      confirmationUrl: this.addresses.shown(confirmationUrl),
      validationUrl: this.addresses.shown(validationUrl),
      answer: registered.data.ResponseDescription,
    };
  }

  /** The short code with the password and timestamp that prove the passkey, as the STK push and query carry them. */
  private signed() {
    const timestamp = darajaTimestamp(this.now());
    const { shortcode, passkey } = this.settings;
    return {
      BusinessShortCode: shortcode,
      Password: stkPassword(shortcode, passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  /** POSTs with the token, once more with a new one when Daraja refuses it (401). */
  private async call(path: string, body: Record<string, unknown>): Promise<Answer> {
    const first = await this.post(path, body);
    if (first.status !== 401) return first;
    this.token.invalidate();
    return this.post(path, body);
  }

  private async post(path: string, body: Record<string, unknown>): Promise<Answer> {
    const authorization = await this.token.authorization();
    try {
      const response = await fetch(`${this.settings.apiUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      const text = await response.text();
      return { status: response.status, body: parsedJson(text) };
    } catch (error) {
      throw new MpesaUnavailableError(`Daraja did not answer ${path} in time`, { cause: error });
    }
  }
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const describe = (answer: Answer): string => `${String(answer.status)}${darajaErrorOf(answer.body)}`;
