import { type $ZodType, parse, safeParse } from 'zod/v4/core';
import { type ErrorBody, errorBodySchema } from '../../core/shared/api/api-responses.schema.js';

/**
 * The schema checks of the API's responses, apart from fetch-json.ts so that they load with the first call that
 * reads one: a page whose first load calls no endpoint ships no validation code.
 */
export const parseResponse = <T>(schema: $ZodType<T>, data: unknown): T => parse(schema, data);

/** The server's error body, when the text is one. */
export function errorBodyOf(text: string): ErrorBody | undefined {
  try {
    const parsed = safeParse(errorBodySchema, JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
