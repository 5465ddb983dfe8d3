import { endpoint } from '../shared/endpoint.js';
import { publicUserSchema } from './account-answers.schema.js';

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
