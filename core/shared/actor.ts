/**
 * Who takes a staff action, and from where: every staff action's use case takes one, and records it in the audit
 * trail beside the change, in the change's transaction.
 */
export interface Actor {
  /** The staff member's user id; null for a command run by an operating-system user alone (`cli:<user>`). */
  staffUserId: string | null;
  staffEmail: string;
  /** The address the request came from; `cli` for a command. */
  address: string;
  /** Why, where the action asks for a reason. */
  reason?: string;
}

/** A staff member signed in at the desk: always a user of the site. */
export type DeskActor = Actor & { staffUserId: string };
