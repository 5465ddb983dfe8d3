/**
 * The staff roles, in one place: the accounts area stores them, the endpoint and page declarations name the ones
 * they need, and the guards and the desk's menu read them. `admin` may do everything, and grants the others.
 */
export const STAFF_ROLES = ['warehouse', 'dispatch', 'finance', 'support', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What each role is for, as the command line and the API description tell it. */
export const STAFF_ROLE_DUTIES: Record<StaffRole, string> = {
  warehouse: 'receive, photograph, label, pack, load and scan parcels',
  dispatch: 'ready parcels, riders and hand-overs',
  finance: 'payments, reversals, credits, unmatched payments and reports',
  support: 'customer lookups, notes, mail and resends, the inbox',
  admin: 'everything, and granting roles',
};

/** Roles a declaration needs: at least one. */
export type NeededRoles = readonly [StaffRole, ...StaffRole[]];

/** Whether someone holding `held` may do what needs any one of `needed`: an admin may do everything. */
export function mayAct(held: readonly StaffRole[], needed: readonly StaffRole[]): boolean {
  return held.includes('admin') || needed.some((role) => held.includes(role));
}

/** Whether someone holds any staff role at all (a staff member sees every customer's parcels). */
export const isStaff = (held: readonly StaffRole[]): boolean => held.length > 0;

/** The roles in the list's order, each once: what is stored and shown. */
export const inRoleOrder = (roles: Iterable<StaffRole>): StaffRole[] => {
  const held = new Set(roles);
  return STAFF_ROLES.filter((role) => held.has(role));
};
