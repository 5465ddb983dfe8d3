export type EmailTokenPurpose = 'verify-email' | 'reset-password';

/** A link mailed to a user: only the SHA-256 of its token is stored. */
export interface EmailToken {
  id: string;
  userId: string;
  purpose: EmailTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Web Crypto (in browsers and Node alike): 32 random bytes as base64url; only their SHA-256 is stored. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** How long a link stays usable: a day to verify an address, an hour to reset a password. */
export const TOKEN_LIFETIME_MS: Readonly<Record<EmailTokenPurpose, number>> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'reset-password': 60 * 60 * 1000,
};

/** The stored record `id` of a new, unused link: the token's hash and when it expires. */
export function newEmailToken(
  id: string,
  userId: string,
  purpose: EmailTokenPurpose,
  tokenHash: string,
  now: Date,
): EmailToken {
  return {
    id,
    userId,
    purpose,
    tokenHash,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[purpose]),
    usedAt: null,
  };
}
