import useSWR, { useSWRConfig } from 'swr';
import { currentSessionEndpoint, logOutEndpoint } from '../../core/shared/session.endpoints.js';
import type { SignedInUser } from '../../core/shared/signed-in.js';
import { callApi } from './fetch-json.js';

/** Who is signed in, or null: asked of /api/session, which answers a visitor with 200, so no page logs an error. */
export const USER_KEY = currentSessionEndpoint.path;

const fetchUserOrNull = async (): Promise<SignedInUser | null> =>
  (await callApi(currentSessionEndpoint)).user;

/** Every page's header and guards ask this; it carries nothing of the account forms. */
export function useUser() {
  return useSWR(USER_KEY, fetchUserOrNull);
}

/** Signs out, keeping the cached user in step with the server. */
export function useSignOut() {
  const { mutate } = useSWRConfig();
  return async () => {
    const answer = await callApi(logOutEndpoint);
    await mutate(USER_KEY, null, { revalidate: false });
    return answer;
  };
}
