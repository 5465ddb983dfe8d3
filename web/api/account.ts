import useSWR, { useSWRConfig } from 'swr';
import {
  loginAnswerSchema,
  sessionAnswerSchema,
  verifyEmailAnswerSchema,
} from '../../core/accounts/account-answers.schema.js';
import type { Registration } from '../../core/accounts/account.schema.js';
import type { PublicUser } from '../../core/accounts/user.js';
import { messageAnswerSchema } from '../../core/shared/api-answers.schema.js';
import { apiRequest } from './fetch-json.js';

export { serverMessage } from './fetch-json.js';
export type { VerifiedAccount } from '../../core/accounts/account-answers.schema.js';

/** Who is signed in, or null: asked of /api/session, which answers a visitor with 200, so no page logs an error. */
export const USER_KEY = '/api/session';

export const fetchUserOrNull = async (url: string): Promise<PublicUser | null> =>
  (await apiRequest(sessionAnswerSchema, 'GET', url)).user;

export function useUser() {
  return useSWR(USER_KEY, fetchUserOrNull);
}

export const verifyEmailToken = (token: string) =>
  apiRequest(verifyEmailAnswerSchema, 'GET', `/api/verify-email/${encodeURIComponent(token)}`);

export const requestPasswordReset = (email: string) =>
  apiRequest(messageAnswerSchema, 'POST', '/api/password-reset/request', { email });

export const confirmPasswordReset = (token: string, password: string) =>
  apiRequest(messageAnswerSchema, 'POST', '/api/password-reset/confirm', { token, password });

/** Calls that change who is signed in, keeping the cached user in step with the server. */
export function useAccountActions() {
  const { mutate } = useSWRConfig();
  return {
    logIn: async (email: string, password: string) => {
      const answer = await apiRequest(loginAnswerSchema, 'POST', '/api/login', { email, password });
      await mutate(USER_KEY, answer.user, { revalidate: false });
      return answer;
    },
    register: (fields: Registration) => apiRequest(messageAnswerSchema, 'POST', '/api/register', fields),
    logOut: async () => {
      const answer = await apiRequest(messageAnswerSchema, 'POST', '/api/logout');
      await mutate(USER_KEY, null, { revalidate: false });
      return answer;
    },
    /** Signed in: the account's own address; signed out, the address given. */
    resendVerification: (email?: string) =>
      apiRequest(
        messageAnswerSchema,
        'POST',
        '/api/resend-verification',
        email === undefined ? {} : { email },
      ),
  };
}
