import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileResponse } from '@thistle/shared/contracts/onboarding';
import { apiRequest } from '@/lib/api-client';

/** GET /api/profile: tags in use, the suggested ones, and completion. */
export const getProfile = (signal?: AbortSignal) =>
  apiRequest<ProfileResponse>('/api/profile', { signal });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['profile'], queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
