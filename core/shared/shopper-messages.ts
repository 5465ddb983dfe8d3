import { type $ZodRawIssue, config } from 'zod/v4/core';

/**
 * The message of a check that names none of its own: a sentence a shopper can act on, never a library's
 * default ("Too small: expected string to have >=8 characters"). Schemas give their fields their own
 * messages; this covers whatever they leave out.
 */
export function shopperMessage(issue: $ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? 'Please fill in this field'
        : 'Please check this field: it is not the right kind of value';
    case 'too_small':
      return issue.origin === 'string'
        ? `Please enter at least ${String(issue.minimum)} characters`
        : `Please enter ${String(issue.minimum)} or more`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Please keep this to ${String(issue.maximum)} characters or fewer`
        : `Please enter ${String(issue.maximum)} or less`;
    case 'invalid_value':
      return 'Please choose one of the options offered';
    case 'unrecognized_keys':
      return `This form has no field called ${issue.keys.join(', ')}`;
    default:
      return 'Please check this field';
  }
}

/** Makes every schema of the process answer in shoppers' words; the server, the CLI and the browser call it once. */
export const answerInShoppersWords = (): void => {
  config({ customError: shopperMessage });
};
