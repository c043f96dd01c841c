import { useState } from 'react';
import { Outlet } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';

/**
 * The layout around every route except the landing page: server state (TanStack Query) and
 * toasts. Loaded lazily with the first such route, so `/` never downloads them.
 */
export function AppShell() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
      <Toaster />
    </QueryClientProvider>
  );
}
