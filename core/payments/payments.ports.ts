import type { Transaction, TransactionalPorts } from '../shared/unit-of-work.ports.js';
import type { MpesaPayment, UnmatchedPayment } from './mpesa-payment.js';
import type { PaymentFailure, ProviderWords, RequestEnd, RequestResult } from './mpesa-results.js';

/** A payment request to send to a phone: the whole shillings to ask for, paid to the account's number. */
export interface PaymentRequest {
  /** 2547…/2541… */
  phone: string;
  amountKes: number;
  /** The account ID: the paybill account number the payment is made to (and what the phone shows). */
  accountId: string;
}

/** How M-Pesa names a request it took: its callback and the status query name it alike. */
export interface RequestTaken {
  merchantRequestId: string;
  checkoutRequestId: string;
}

/** Where M-Pesa was told to announce the paybill's payments, and what it answered. */
export interface PaybillRegistration {
  /** The addresses, with their secret hidden: they may be shown and logged. */
  confirmationUrl: string;
  validationUrl: string;
  /** M-Pesa's response, in its words. */
  answer: string;
}

/**
 * Mobile money: asks a phone's owner to pay (M-Pesa's STK push), says how a request ended (the status query), and
 * tells M-Pesa where to announce payments to the paybill. Each call throws DependencyUnavailableError when M-Pesa
 * cannot be reached in time or refuses it.
 */
export interface MobileMoney {
  /** False on the offline M-Pesa, which plays both ends: no money moves. */
  readonly moneyMoves: boolean;
  requestPayment(request: PaymentRequest): Promise<RequestTaken>;
  /** How the request ended; undefined while M-Pesa is still processing it. */
  resultOf(checkoutRequestId: string): Promise<RequestResult | undefined>;
  registerPaybillUrls(): Promise<PaybillRegistration>;
}

/** What a request came to in the end: how it ended, what M-Pesa said of it, and its receipt when paid. */
export type Settlement = RequestEnd<PaymentFailure> &
  ProviderWords & {
    receiptNumber: string | null;
    settledAt: Date;
  };

/** The STK pushes we sent, and how each ended. */
export interface MpesaPaymentRepository {
  /**
   * Holds an M-Pesa receipt number until the transaction ends: the push's callback, the paybill's confirmation and
   * staff's assignment of one receipt take turns, each reading what the one before it wrote.
   */
  holdReceipt(receiptNumber: string): Promise<void>;
  /** Keeps a request just sent; unless it is settled first, it is due to be asked about at `askAt`. */
  add(payment: MpesaPayment, askAt: Date): Promise<void>;
  find(id: string): Promise<MpesaPayment | undefined>;
  findByCheckout(checkoutRequestId: string): Promise<MpesaPayment | undefined>;
  /** The request whose result (its callback, or a late one after the status query) named this M-Pesa receipt. */
  findByReceipt(receiptNumber: string): Promise<MpesaPayment | undefined>;
  /**
   * A request of this account for these whole shillings, sent since `since`, paid on the status query's word and
   * still without its receipt: the money a paybill confirmation may be telling of a second time.
   */
  findAwaitingReceipt(userId: string, amountKes: number, since: Date): Promise<MpesaPayment | undefined>;
  /**
   * Settles the request while it is pending and answers it settled; undefined when it is not pending (the first
   * decision stands: of two at once, the second waits for the first and finds it settled) or unknown.
   */
  settle(checkoutRequestId: string, settlement: Settlement): Promise<MpesaPayment | undefined>;
  /** The ledger entry a paid request posted. */
  recordEntry(id: string, entryId: string): Promise<void>;
  /** The receipt number of a request paid on the status query's word, which had none, once a callback gives it. */
  recordReceipt(id: string, receiptNumber: string): Promise<void>;
  /**
   * Pending requests due to be asked about at `now` (at most `limit`, the longest due first), each then due again
   * at `nextAt`: instances asking at once take different ones.
   */
  claimDue(now: Date, limit: number, nextAt: Date): Promise<MpesaPayment[]>;
  /** A pending request is next due to be asked about at `askAt`. */
  postpone(id: string, askAt: Date): Promise<void>;
}

/** Money that came in for no account we could credit: kept for staff to assign, never lost. */
export interface UnmatchedPaymentRepository {
  /** Keeps it unless its TransID is kept already; says which. */
  add(payment: UnmatchedPayment): Promise<'added' | 'duplicate'>;
  find(transId: string): Promise<UnmatchedPayment | undefined>;
  /** Those not assigned yet, newest first. */
  listWaiting(limit: number): Promise<UnmatchedPayment[]>;
  /** Assigns it to the account unless it was assigned already; true when this call did (of two at once, one wins). */
  assign(transId: string, accountId: string, at: Date): Promise<boolean>;
}

/**
 * What follows, in the posting's own transaction, each payment or credit posted to an account: another area's
 * work (the referral program's referrer credit), bound by that area, so that payments names none. It takes the
 * transaction, not ports: the binding reaches its own area's through it (`portsIn`).
 */
export interface PaymentPostedFollowUp {
  paymentPosted(transaction: Transaction, userId: string, at: Date): Promise<void>;
}

/** The payments area's part of a unit of work. */
export type PaymentsPorts = Pick<TransactionalPorts, 'mpesaPayments' | 'unmatchedPayments'>;

declare module '../shared/unit-of-work.ports.js' {
  interface TransactionalPorts {
    mpesaPayments: MpesaPaymentRepository;
    unmatchedPayments: UnmatchedPaymentRepository;
  }
}
