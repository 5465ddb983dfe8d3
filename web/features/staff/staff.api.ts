import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { Destination } from '../../../core/pricing/destinations.js';
import {
  addStaffNoteEndpoint,
  blockSignInEndpoint,
  changeDestinationEndpoint,
  searchCustomersEndpoint,
  staffResendVerificationEndpoint,
  staffSendPasswordResetEndpoint,
  unblockSignInEndpoint,
  viewCustomerEndpoint,
} from '../../../core/staff/api/staff.endpoints.js';
import type { CustomerResultsResponse } from '../../../core/staff/api/staff-responses.schema.js';
import { callApi } from '../../site/fetch-json.js';

/** The search's pages, each after the last account ID of the page before; none while nothing is typed. */
export const useCustomerSearch = (q: string) =>
  useSWRInfinite(
    (index: number, previous: CustomerResultsResponse | null): [string, string, string] | null => {
      if (q.length < 2) return null;
      if (index === 0) return [searchCustomersEndpoint.path, q, ''];
      return previous?.nextCursor ? [searchCustomersEndpoint.path, q, previous.nextCursor] : null;
    },
    ([, query, cursor]: [string, string, string]) =>
      callApi(searchCustomersEndpoint, { query: { q: query, ...(cursor === '' ? {} : { cursor }) } }),
    // "Show more" asks for the next page only: the pages already shown stay as they were read.
    { revalidateFirstPage: false },
  );

/** The page's key: an action reads the page again by it. */
export const customerKey = (accountId: string): string => `${viewCustomerEndpoint.path}#${accountId}`;

export const useCustomer = (accountId: string) =>
  useSWR(customerKey(accountId), () => callApi(viewCustomerEndpoint, { params: { accountId } }));

export const addNote = (accountId: string, text: string) =>
  callApi(addStaffNoteEndpoint, { params: { accountId }, body: { text } });
export const resendVerification = (accountId: string) =>
  callApi(staffResendVerificationEndpoint, { params: { accountId } });
export const sendPasswordReset = (accountId: string) =>
  callApi(staffSendPasswordResetEndpoint, { params: { accountId } });
export const changeDestination = (accountId: string, destination: Destination) =>
  callApi(changeDestinationEndpoint, { params: { accountId }, body: { destination } });
export const blockSignIn = (accountId: string, reason: string) =>
  callApi(blockSignInEndpoint, { params: { accountId }, body: { reason } });
export const unblockSignIn = (accountId: string) => callApi(unblockSignInEndpoint, { params: { accountId } });
