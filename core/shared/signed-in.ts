/**
 * Who is asking, as the house's guards see them: a signed-in endpoint admits any user, a staff endpoint an
 * admin. The accounts area says who a session's user is (it binds `TOKENS.SignedInUsers`); every area's routes
 * read the user the guard admitted.
 */
export interface SignedInUser {
  readonly id: string;
  readonly email: string;
  readonly accountId: string;
  readonly isAdmin: boolean;
}

export interface SignedInUsers {
  /** The user now, read from the database each time so a revoked role or deleted account counts at once. */
  find(userId: string): Promise<SignedInUser | undefined>;
}
