import { endpoint } from '../../shared/endpoint.js';
import { publicUserSchema } from './account-responses.schema.js';
import { profileSchema } from '../account.schema.js';

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

export const updateProfileEndpoint = endpoint({
  operationId: 'updateProfile',
  method: 'PUT',
  path: '/api/account/profile',
  tag: ACCOUNTS,
  summary: "Change the signed-in account's name, phone number and KRA PIN",
  description:
    '`{ firstName, lastName, phoneNumber, kraPin? }`. The KRA PIN is optional: a letter, nine digits and a letter (A123456789B), kept in capitals; empty or null removes it, left out keeps it. The clearing agent’s manifest names it.',
  who: 'signed in',
  body: { type: 'json', schema: profileSchema, maxBytes: 4 * 1024 },
  ok: { status: 200, meaning: 'The account as changed.', schema: publicUserSchema },
});
