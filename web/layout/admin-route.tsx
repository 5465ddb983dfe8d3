import type { ReactNode } from 'react';
import type { NeededRoles } from '../../core/shared/staff-roles.js';
import { mayAct } from '../../core/shared/staff-roles.js';
import { useUser } from '../site/session.js';
import { ProtectedRoute } from './protected-route.js';

/** The roles in words: 'finance', 'warehouse or dispatch'. */
const inWords = (roles: NeededRoles): string => roles.join(' or ');

function ForRoles({ roles, children }: { roles: NeededRoles; children: ReactNode }) {
  const { data: user } = useUser();
  if (user && mayAct(user.roles, roles)) return children;
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Not for your role</h1>
      <p className="mt-3 text-slate-700">
        This page is for staff with the {inWords(roles)} role. Ask an administrator to grant it.
      </p>
    </div>
  );
}

/**
 * What only the callers of one staff endpoint use on a page of several roles (the desk's receiving form, the flights'
 * planning): shown to the roles the endpoint declares, hidden from the others, whose calls the server would refuse.
 */
export function ForCallersOf({
  declared,
  children,
}: {
  declared: { roles: NeededRoles };
  children: ReactNode;
}) {
  return useMayCall(declared) ? children : null;
}

/**
 * Whether the signed-in staff member may call this endpoint, by the roles its declaration names: the one rule
 * the server's guard applies, for a button in a table's cell where a wrapper does not fit.
 */
export function useMayCall(declared: { roles: NeededRoles }): boolean {
  const { data: user } = useUser();
  return user !== undefined && user !== null && mayAct(user.roles, declared.roles);
}

/** Staff pages: signed-in users holding one of the page's roles (an admin holds all). The server checks again on every call. */
export function AdminRoute({ roles, children }: { roles: NeededRoles; children: ReactNode }) {
  return (
    <ProtectedRoute>
      <ForRoles roles={roles}>{children}</ForRoles>
    </ProtectedRoute>
  );
}
