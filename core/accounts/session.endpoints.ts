import { endpoint } from '../shared/endpoint.js';
import { publicUserSchema, sessionAnswerSchema } from './account-answers.schema.js';

/**
 * Who is signed in: apart from the other account endpoints, so that every page's first script (the header, the
 * guards) carries these and not the registration's schemas.
 */
export const ACCOUNTS = {
  name: 'accounts',
  description: 'Registration, e-mail verification, sign-in and passwords.',
};

export const currentUserEndpoint = endpoint({
  operationId: 'currentUser',
  method: 'GET',
  path: '/api/user',
  tag: ACCOUNTS,
  summary: 'The signed-in user',
  who: 'signed in',
  ok: { status: 200, meaning: 'The signed-in user.', schema: publicUserSchema },
});

/** The pages ask here: a signed-out visitor is an answer, not an error the browser reports. */
export const currentSessionEndpoint = endpoint({
  operationId: 'currentSession',
  method: 'GET',
  path: '/api/session',
  tag: ACCOUNTS,
  summary: 'Who is signed in: the user, or null for a visitor',
  who: 'anyone',
  ok: { status: 200, meaning: 'The signed-in user, or null.', schema: sessionAnswerSchema },
  errors: [503],
});
