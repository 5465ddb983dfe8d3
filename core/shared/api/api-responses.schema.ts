import * as z from 'zod/mini';

/** The body of every non-2xx response of the API: a message, and field messages for invalid input. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The response of every call that only confirms. */
export const messageResponseSchema = z.object({ message: z.string() });

/** A file an endpoint answers with (`ok.file`): its bytes, sent as they are with their media type. */
export const fileResponseSchema = z.object({
  mediaType: z.string(),
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
});
