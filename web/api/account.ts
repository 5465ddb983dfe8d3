import useSWR, { useSWRConfig } from 'swr';
import type { RegisterInput } from '../../core/accounts/account.schemas.js';
import type { PublicUser } from '../../core/accounts/accounts.ports.js';
import { ApiError, apiRequest } from './fetch-json.js';

export const USER_KEY = '/api/user';

/** What the verification link answers: the verified account's name, e-mail and ID. */
export type VerifiedAccount = Pick<PublicUser, 'firstName' | 'lastName' | 'email' | 'accountId'>;

/** GET with a 401 read as "nobody is signed in" (null) rather than an error, as the specification says. */
export async function fetchUserOrNull(url: string): Promise<PublicUser | null> {
  try {
    return await apiRequest<PublicUser>('GET', url);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useUser() {
  return useSWR(USER_KEY, fetchUserOrNull);
}

/** The server's own `message` from an "STATUS: body" error, for toasts; the fallback when it gave none. */
export function serverMessage(
  error: unknown,
  fallback = 'Please check your connection and try again.',
): string {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const parsed = JSON.parse(error.message.slice(error.message.indexOf(':') + 2)) as { message?: unknown };
    return typeof parsed.message === 'string' && parsed.message ? parsed.message : fallback;
  } catch {
    return fallback;
  }
}

interface Message {
  message: string;
}

export const verifyEmailToken = (token: string) =>
  apiRequest<Message & { user: VerifiedAccount }>('GET', `/api/verify-email/${encodeURIComponent(token)}`);

export const requestPasswordReset = (email: string) =>
  apiRequest<Message>('POST', '/api/password-reset/request', { email });

export const confirmPasswordReset = (token: string, password: string) =>
  apiRequest<Message>('POST', '/api/password-reset/confirm', { token, password });

/** Calls that change who is signed in, keeping the cached user in step with the server. */
export function useAccountActions() {
  const { mutate } = useSWRConfig();
  return {
    logIn: async (email: string, password: string) => {
      const answer = await apiRequest<Message & { user: PublicUser }>('POST', '/api/login', {
        email,
        password,
      });
      await mutate(USER_KEY, answer.user, { revalidate: false });
      return answer;
    },
    register: (fields: RegisterInput) => apiRequest<Message>('POST', '/api/register', fields),
    logOut: async () => {
      const answer = await apiRequest<Message>('POST', '/api/logout');
      await mutate(USER_KEY, null, { revalidate: false });
      return answer;
    },
    resendVerification: () => apiRequest<Message>('POST', '/api/resend-verification', {}),
  };
}
