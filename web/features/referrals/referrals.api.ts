import useSWR from 'swr';
import { myReferralsEndpoint } from '../../../core/referrals/api/referrals.endpoints.js';
import { callApi } from '../../site/fetch-json.js';

/** The signed-in customer's link and what it earned; nothing is asked for a visitor. */
export const useMyReferrals = (signedIn: boolean) =>
  useSWR(signedIn ? myReferralsEndpoint.path : null, () => callApi(myReferralsEndpoint));
