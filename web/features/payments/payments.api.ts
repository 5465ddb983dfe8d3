import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { input } from 'zod/v4/core';
import { statementEndpoint } from '../../../core/ledger/api/ledger.endpoints.js';
import type { statementResponseSchema } from '../../../core/ledger/api/ledger-responses.schema.js';
import {
  assignUnmatchedEndpoint,
  creditAccountEndpoint,
  listUnmatchedEndpoint,
  payWithMpesaEndpoint,
  paymentDayEndpoint,
  paymentOptionsEndpoint,
  paymentStatusEndpoint,
  receiptEndpoint,
  recordPaymentEndpoint,
  reverseEntryEndpoint,
} from '../../../core/payments/api/payments.endpoints.js';
import type { creditAccountSchema, recordPaymentSchema } from '../../../core/payments/payments.schema.js';
import { ApiError, callApi } from '../../site/fetch-json.js';
import { useShowsMoney } from '../../site/money-refresh.js';

type StatementResponse = input<typeof statementResponseSchema>;

/**
 * The customer's statement, a page at a time: each key is the path and the cursor the page before gave. It shows
 * what is due, so every change of money revalidates it.
 */
export function useStatement() {
  const statement = useSWRInfinite(
    (index, previous: StatementResponse | null) =>
      index === 0
        ? [statementEndpoint.path, '']
        : previous?.nextCursor
          ? [statementEndpoint.path, previous.nextCursor]
          : null,
    ([, cursor]: [string, string]) => callApi(statementEndpoint, cursor === '' ? {} : { query: { cursor } }),
    { revalidateFirstPage: false },
  );
  useShowsMoney(statement.mutate);
  return statement;
}

export const usePaymentOptions = () =>
  useSWR(paymentOptionsEndpoint.path, () => callApi(paymentOptionsEndpoint));

export const payWithMpesa = (phone: string) => callApi(payWithMpesaEndpoint, { body: { phone } });

/** How often a pending M-Pesa request is asked about: the customer is typing a PIN on the phone. */
export const PAYMENT_POLL_MS = 1_500;

/** One M-Pesa request, asked about again while it is pending and no more once it has ended. */
export const usePayment = (paymentId: string | undefined) =>
  useSWR(
    paymentId === undefined ? null : [paymentStatusEndpoint.path, paymentId],
    ([, id]: [string, string]) => callApi(paymentStatusEndpoint, { params: { paymentId: id } }),
    {
      refreshInterval: (latest) =>
        latest === undefined || latest.status === 'pending' ? PAYMENT_POLL_MS : 0,
    },
  );

/** A receipt, or null when the customer has no payment of this id (another's, or none). */
export const useReceipt = (entryId: string) =>
  useSWR([receiptEndpoint.path, entryId], async ([, id]: [string, string]) => {
    try {
      return await callApi(receiptEndpoint, { params: { entryId: id } });
    } catch (error) {
      // A malformed id is refused as a bad request; for the customer it is the same: no such receipt.
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
      throw error;
    }
  });

/** Staff: a Nairobi day's payments. */
export const usePaymentDay = (day: string) =>
  useSWR([paymentDayEndpoint.path, day], ([, d]: [string, string]) =>
    callApi(paymentDayEndpoint, { query: { day: d } }),
  );

export const useUnmatched = () => useSWR(listUnmatchedEndpoint.path, () => callApi(listUnmatchedEndpoint));

export const recordPayment = (body: input<typeof recordPaymentSchema>) =>
  callApi(recordPaymentEndpoint, { body });
export const creditAccount = (body: input<typeof creditAccountSchema>) =>
  callApi(creditAccountEndpoint, { body });
export const reverseEntry = (entryId: string, reason: string) =>
  callApi(reverseEntryEndpoint, { params: { entryId }, body: { reason } });
export const assignUnmatched = (transId: string, accountId: string) =>
  callApi(assignUnmatchedEndpoint, { params: { transId }, body: { accountId } });
