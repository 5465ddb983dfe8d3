import * as z from 'zod/mini';

/** Every non-2xx answer of the API (DESIGN.md §4): a message, and field messages for invalid input. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The answer of every call that only confirms. */
export const messageResponseSchema = z.object({ message: z.string() });

/** A file an endpoint answers with (`ok.file`): its bytes, sent as they are with their media type. */
export const fileResponseSchema = z.object({
  mediaType: z.string(),
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});
