import useSWR, { useSWRConfig } from 'swr';
import {
  checkVerificationLinkEndpoint,
  logInEndpoint,
  registerEndpoint,
  requestPasswordResetEndpoint,
  resendVerificationEndpoint,
  resetPasswordEndpoint,
  verifyEmailEndpoint,
} from '../../../core/accounts/api/account.endpoints.js';
import type { Registration } from '../../../core/accounts/account.schema.js';
import { callApi } from '../../site/fetch-json.js';
import { USER_KEY, useSignOut } from '../../site/session.js';
import { currentUserEndpoint } from '../../../core/accounts/api/session.endpoints.js';

export { serverMessage } from '../../site/fetch-json.js';

/** Whether a verification link can still verify; it verifies nothing. */
export const checkVerificationLink = (token: string) =>
  callApi(checkVerificationLinkEndpoint, { params: { token } });

export const requestPasswordReset = (email: string) =>
  callApi(requestPasswordResetEndpoint, { body: { email } });

export const confirmPasswordReset = (token: string, password: string) =>
  callApi(resetPasswordEndpoint, { body: { token, password } });

/** Calls that change who is signed in, keeping the cached user in step with the server. */
export function useAccountActions() {
  const { mutate } = useSWRConfig();
  const signOut = useSignOut();
  return {
    logIn: async (email: string, password: string) => {
      const answer = await callApi(logInEndpoint, { body: { email, password } });
      await mutate(USER_KEY, answer.user, { revalidate: false });
      await mutate(currentUserEndpoint.path, answer.user, { revalidate: false });
      return answer;
    },
    /** Verifies the registration of the link with the password chosen at sign-up; the server signs it in. */
    verifyEmail: async (token: string, password: string) => {
      const answer = await callApi(verifyEmailEndpoint, { body: { token, password } });
      await Promise.all([mutate(USER_KEY), mutate(currentUserEndpoint.path)]);
      return answer;
    },
    register: (fields: Registration) => callApi(registerEndpoint, { body: fields }),
    logOut: async () => {
      const answer = await signOut();
      await mutate(currentUserEndpoint.path, undefined, { revalidate: false });
      return answer;
    },
    /** Signed in: the account's own address; signed out, the address given. */
    resendVerification: (email?: string) =>
      callApi(resendVerificationEndpoint, email === undefined ? {} : { body: { email } }),
  };
}

/** The signed-in customer's own account, all of it (the session says only who they are). */
export function useAccount() {
  return useSWR(currentUserEndpoint.path, () => callApi(currentUserEndpoint));
}
