import useSWR, { useSWRConfig } from 'swr';
import { SESSION_PATH } from '../../core/shared/session-path.js';
import type { SignedInUser } from '../../core/shared/signed-in.js';
import { STAFF_ROLES } from '../../core/shared/staff-roles.js';
import { callApi, fetchOk } from './fetch-json.js';

/** Who is signed in, or null: asked of /api/session, which answers a visitor with 200, so no page logs an error. */
export const USER_KEY = SESSION_PATH;

const TEXT_FIELDS = ['id', 'email', 'firstName', 'accountId'] as const;

/**
 * The session response's user, or null. Every page asks this on its first load, so it is read by hand, not by the
 * endpoint's schema: the schema library would double the first load's validation cost for five fields. Anything
 * not shaped like the schema's user reads as nobody signed in.
 */
function userIn(answer: unknown): SignedInUser | null {
  if (typeof answer !== 'object' || answer === null || !('user' in answer)) return null;
  const { user } = answer;
  if (typeof user !== 'object' || user === null) return null;
  const fields: Record<string, unknown> = { ...user };
  if (!TEXT_FIELDS.every((name) => typeof fields[name] === 'string')) return null;
  const { roles } = fields;
  const known: readonly unknown[] = STAFF_ROLES;
  if (!Array.isArray(roles) || !roles.every((role) => known.includes(role))) return null;
  return fields as unknown as SignedInUser;
}

const fetchUserOrNull = async (): Promise<SignedInUser | null> =>
  userIn(await (await fetchOk(SESSION_PATH)).json());

/** Every page's header and guards ask this; it carries nothing of the account forms. */
export function useUser() {
  return useSWR(USER_KEY, fetchUserOrNull);
}

/** Signs out, keeping the cached user in step with the server. */
export function useSignOut() {
  const { mutate } = useSWRConfig();
  return async () => {
    // Loaded when asked: signing out is the one use of the session's schemas in the browser.
    const { logOutEndpoint } = await import('../../core/shared/api/session.endpoints.js');
    const answer = await callApi(logOutEndpoint);
    await mutate(USER_KEY, null, { revalidate: false });
    return answer;
  };
}
