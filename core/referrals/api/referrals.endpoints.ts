import { type ApiTag, endpoint } from '../../shared/endpoint.js';
import { myReferralsResponseSchema } from './referral-responses.schema.js';

export const REFERRALS_TAG: ApiTag = {
  name: 'referrals',
  description: 'The referral program: a customer’s link, and what it has earned them.',
};

export const myReferralsEndpoint = endpoint({
  operationId: 'getMyReferrals',
  method: 'GET',
  path: '/api/referrals/mine',
  tag: REFERRALS_TAG,
  summary: 'The signed-in customer’s referral link, the friends it brought and the credit it earned',
  description:
    'A friend who signs up through the link gets the welcome credit once their address is verified; the customer gets the referrer credit when that friend’s first parcel is paid in full. Once per friend, never for oneself.',
  who: 'signed in',
  ok: { status: 200, meaning: 'The link and what it earned.', schema: myReferralsResponseSchema },
});
