import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportResponse } from '@thistle/shared/contracts/owner-tools';
import { apiRequest } from '@/lib/api-client';

/** GET /api/reports/:id: one report as the owner reads it in the app. */
export const getReport = (id: string, signal?: AbortSignal) =>
  apiRequest<ReportResponse>(`/api/reports/${encodeURIComponent(id)}`, { signal });
export const reportQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['reports', id], queryFn: ({ signal }) => getReport(id, signal) });
export const useReport = (id: string) => useQuery(reportQueryOptions(id));
