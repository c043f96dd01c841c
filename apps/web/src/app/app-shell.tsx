import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { enableToaster } from './toaster-slot';
import { createQueryClient } from '@/lib/query-client';

/**
 * The layout around every route except the landing page: server state (TanStack Query), and
 * it switches on the root toaster. Loaded lazily with the first such route, so `/` never downloads them.
 */
export function AppShell() {
  const [queryClient] = useState(createQueryClient);
  useEffect(enableToaster, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
