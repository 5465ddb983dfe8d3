import type { PasswordHasher } from './accounts.ports.js';

/**
 * Whether a password is the one a hash was made from. Without a hash the answer is no, after the same argon2
 * work against a decoy made once, so that the time never tells whether there was one to check.
 */
export function passwordCheck(
  hasher: PasswordHasher,
): (hash: string | undefined, password: string) => Promise<boolean> {
  let decoy: Promise<string> | undefined;
  return async (hash, password) => {
    if (hash !== undefined) return hasher.verify(hash, password);
    decoy ??= hasher.hash(crypto.randomUUID());
    await hasher.verify(await decoy, password);
    return false;
  };
}
