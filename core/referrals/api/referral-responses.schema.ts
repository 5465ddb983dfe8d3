import * as z from 'zod/mini';

export const myReferralsResponseSchema = z.object({
  /** The sign-up link to share: it carries the customer's account ID (`ref`). */
  link: z.string(),
  /** Friends who signed up through it and verified their address. */
  friends: z.int(),
  /** US cents of referrer credit earned (a friend's first parcel paid in full earns one each). */
  creditsEarnedCents: z.int(),
});
