import * as z from 'zod/mini';

/** Trimmed text that must not be empty; the first failure stops the checks, so one message per field. */
export const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .check(
      z.trim(),
      z.minLength(1, { error: message, abort: true }),
      z.maxLength(max, `At most ${max} characters`),
    );

export const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)));

export const emailAddress = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.maxLength(254, { error: invalidMessage, abort: true }),
      z.regex(z.regexes.email, invalidMessage),
    );

const isWebUrl = (value: string) => {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
};

export const webUrl = (requiredMessage: string, invalidMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage, abort: true }),
      z.maxLength(2000, { error: invalidMessage, abort: true }),
      z.refine(isWebUrl, invalidMessage),
    );
