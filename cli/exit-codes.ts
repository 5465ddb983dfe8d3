/** 0 success, 1 the work could not be done (or only partly), 2 the command could not be used as given. */
export const EXIT = { ok: 0, failure: 1, usage: 2 } as const;

/** Bad arguments: reported on stderr, exit code 2. */
export class UsageError extends Error {}
