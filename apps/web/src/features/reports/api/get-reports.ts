import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportsResponse } from '@thistle/shared/contracts/owner-tools';
import { apiRequest } from '@/lib/api-client';

/** GET /api/reports: the owner's Monday reports, newest first. */
export const getReports = (signal?: AbortSignal) =>
  apiRequest<ReportsResponse>('/api/reports', { signal });
export const reportsQueryOptions = () =>
  queryOptions({ queryKey: ['reports'], queryFn: ({ signal }) => getReports(signal) });
export const useReports = () => useQuery(reportsQueryOptions());
