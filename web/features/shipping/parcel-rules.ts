import { safeParse } from 'zod/v4/core';
import { parcelSchema } from '../../../core/pricing/parcel.schema.js';

/** What is wrong with a calculator's parcel by the rules every surface checks it with, or undefined: none. */
export function parcelIssue(input: unknown): string | undefined {
  const parsed = safeParse(parcelSchema, input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}
