import useSWR, { useSWRConfig } from 'swr';
import {
  loginAnswerSchema,
  publicUserSchema,
  verifyEmailAnswerSchema,
} from '../../core/accounts/account-answers.schema.js';
import type { Registration } from '../../core/accounts/account.schema.js';
import type { PublicUser } from '../../core/accounts/user.js';
import { messageAnswerSchema } from '../../core/shared/api-answers.schema.js';
import { ApiError, apiRequest } from './fetch-json.js';

export { serverMessage } from './fetch-json.js';
export type { VerifiedAccount } from '../../core/accounts/account-answers.schema.js';

export const USER_KEY = '/api/user';

/** GET with a 401 read as "nobody is signed in" (null) rather than an error, as the specification says. */
export async function fetchUserOrNull(url: string): Promise<PublicUser | null> {
  try {
    return await apiRequest(publicUserSchema, 'GET', url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

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
    resendVerification: () => apiRequest(messageAnswerSchema, 'POST', '/api/resend-verification', {}),
  };
}
