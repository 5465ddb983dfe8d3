import * as z from 'zod/mini';
import { messageResponseSchema } from './api-responses.schema.js';
import { endpoint } from '../endpoint.js';
import { houseRefusals } from '../refusals.js';
import { signedInUserSchema } from '../signed-in.js';
import { SESSION_PATH } from '../session-path.js';

/**
 * Who is signed in, and signing out: apart from the accounts area's endpoints, so that every page's first script
 * (the header, the guards) carries these and not the registration's schemas. The accounts area answers them.
 */
const SESSION = { name: 'session', description: 'Who is signed in, and signing out.' };

/** The pages ask here: a signed-out visitor is a response, not an error the browser reports. */
export const currentSessionEndpoint = endpoint({
  operationId: 'currentSession',
  method: 'GET',
  path: SESSION_PATH,
  tag: SESSION,
  summary: 'Who is signed in: the user, or null for a visitor',
  who: 'anyone',
  ok: {
    status: 200,
    meaning: 'The signed-in user, or null.',
    schema: z.object({ user: z.nullable(signedInUserSchema) }),
  },
  refuses: houseRefusals('UNAVAILABLE'),
});

export const logOutEndpoint = endpoint({
  operationId: 'logOut',
  method: 'POST',
  path: '/api/logout',
  tag: SESSION,
  summary: 'Sign out: the session ends',
  who: 'anyone',
  ok: { status: 200, meaning: 'Signed out (also when no one was signed in).', schema: messageResponseSchema },
  refuses: houseRefusals('UNAVAILABLE'),
});
