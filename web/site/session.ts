import useSWR from 'swr';
import { currentSessionEndpoint } from '../../core/accounts/session.endpoints.js';
import type { PublicUser } from '../../core/accounts/user.js';
import { callApi } from './fetch-json.js';

/** Who is signed in, or null: asked of /api/session, which answers a visitor with 200, so no page logs an error. */
export const USER_KEY = currentSessionEndpoint.path;

const fetchUserOrNull = async (): Promise<PublicUser | null> => (await callApi(currentSessionEndpoint)).user;

/** Every page's header and guards ask this; it carries nothing of the account forms. */
export function useUser() {
  return useSWR(USER_KEY, fetchUserOrNull);
}
