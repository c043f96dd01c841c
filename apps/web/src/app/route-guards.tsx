import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth, useAuthInitialising } from '@/lib/auth/auth-context';
import { getAuthController } from '@/lib/auth/auth-controller';
import { forgetReturnPath, rememberReturnPath, returnPath } from '@/lib/auth/session-storage';
import { PageSpinner } from '@/components/ui/page-spinner';

/**
 * Signed-out users go to / (docs/product.md#routes), remembering where they came from (in the
 * navigation state and, for the trip through the landing page, in session storage), so that
 * signing in brings them back. Signing out on purpose remembers nothing.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  const initialising = useAuthInitialising();
  const location = useLocation();
  const signedIn = !!session;
  // Arrived: the remembered page has served its purpose.
  useEffect(() => {
    if (signedIn) forgetReturnPath();
  }, [signedIn]);
  if (initialising) return <PageSpinner />;
  if (!session) {
    if (getAuthController().deliberateSignOut) return <Navigate to="/" replace />;
    const from = `${location.pathname}${location.search}`;
    rememberReturnPath(from);
    return <Navigate to="/" replace state={{ from }} />;
  }
  return children;
}

/** /, /login and /register send signed-in users on: back where they came from, else /dashboard. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { session } = useAuth();
  const initialising = useAuthInitialising();
  const location = useLocation();
  if (initialising) return <PageSpinner />;
  if (session) {
    const from = (location.state as { from?: unknown } | null)?.from;
    return <Navigate to={returnPath(from)} replace />;
  }
  return children;
}
