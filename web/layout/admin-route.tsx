import type { ReactNode } from 'react';
import { useUser } from '../site/session.js';
import { ProtectedRoute } from './protected-route.js';

function AdminOnly({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  if (user?.isAdmin) return children;
  return (
    <div className="mx-auto max-w-lg px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Staff only</h1>
      <p className="mt-3 text-slate-700">This page needs the admin role. Ask an administrator to grant it.</p>
    </div>
  );
}

/** Staff pages: signed-in users with the admin role. The server checks again on every call. */
export function AdminRoute({ children }: { children: ReactNode }) {
  return (
    <ProtectedRoute>
      <AdminOnly>{children}</AdminOnly>
    </ProtectedRoute>
  );
}
