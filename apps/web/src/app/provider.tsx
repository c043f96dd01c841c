import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth/auth-context';
import { ToasterSlot } from './toaster-slot';

/**
 * What every route needs: the auth context (the route guards on / read it). TanStack Query and
 * the toaster live in the lazy app shell (./app-shell.tsx), so the landing page does not load
 * them and stays within its 100 KB budget.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider>
      {children}
      <ToasterSlot />
    </AuthProvider>
  );
}
