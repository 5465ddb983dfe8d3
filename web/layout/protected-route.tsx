import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useUser } from '../site/session.js';
import { PageSpinner } from './site-layout.js';

/** A spinner while the session loads, then the page for a signed-in user or a redirect to /auth. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isLoading } = useUser();
  if (isLoading) return <PageSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  return children;
}
