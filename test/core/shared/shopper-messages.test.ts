import * as z from 'zod/mini';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerSchema } from '../../../core/accounts/account.schema.js';
import { answerInShoppersWords } from '../../../core/shared/shopper-messages.js';

/** What a library writes when nobody wrote a message: none of it may reach a shopper. */
const LIBRARY_WORDING = /Too (small|big)|expected|Invalid input|Required|character\(s\)|Unrecognized key/;

describe("messages in shoppers' words", () => {
  beforeAll(answerInShoppersWords);

  it('gives a check without a message of its own a sentence, not the library default', () => {
    const schema = z.object({ name: z.string().check(z.minLength(3)), age: z.number().check(z.lte(120)) });
    const issues = schema.safeParse({ name: 'Al', age: 130 }).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual([
      'Please enter at least 3 characters',
      'Please enter 120 or less',
    ]);
    expect(z.object({ n: z.number() }).safeParse({}).error?.issues[0]?.message).toBe(
      'Please fill in this field',
    );
  });

  it('answers a registration with the fields named, in sentences', () => {
    const short = registerSchema.safeParse({
      email: 'not-an-address',
      password: 'short',
      firstName: '',
      lastName: ' ',
      phoneNumber: '',
    });
    const messages = (short.error?.issues ?? []).map((i) => i.message);
    expect(messages).toEqual([
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      'First name is required',
      'Last name is required',
      'Phone number is required',
    ]);
    for (const body of [{}, [], { email: 5, password: ['x'] }, { extra: 'field' }]) {
      for (const issue of registerSchema.safeParse(body).error?.issues ?? []) {
        expect(issue.message).not.toMatch(LIBRARY_WORDING);
      }
    }
  });
});
