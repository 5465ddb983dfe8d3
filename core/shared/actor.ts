/**
 * Who takes a staff action, and from where: every staff action's use case takes one, so that a record of who did
 * what can be kept beside the change.
 */
export interface Actor {
  staffUserId: string;
  /** The address the request came from. */
  address: string;
  /** Why, where the action asks for a reason. */
  reason?: string;
}
