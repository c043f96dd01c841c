import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from './auth-context';
import { PageSpinner } from '@/components/ui/page-spinner';

/** Signed-out users go to / and are sent back to where they came from after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session, authLoading } = useAuth();
  const location = useLocation();
  if (authLoading) return <PageSpinner />;
  if (!session) {
    return <Navigate to="/" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return children;
}

/** /, /login and /register send signed-in users to /dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { session, authLoading } = useAuth();
  if (authLoading) return <PageSpinner />;
  if (session) return <Navigate to="/dashboard" replace />;
  return children;
}
