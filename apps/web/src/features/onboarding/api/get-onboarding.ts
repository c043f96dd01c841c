import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingSnapshot } from '@thistle/shared/contracts/onboarding';
import { apiRequest } from '@/lib/api-client';

/** GET /api/onboarding: the server's copy of the chat and the answers. */
export const getOnboarding = (signal?: AbortSignal) =>
  apiRequest<OnboardingSnapshot>('/api/onboarding', { signal });

export const onboardingQueryOptions = () =>
  queryOptions({ queryKey: ['onboarding'], queryFn: ({ signal }) => getOnboarding(signal) });

export const useOnboarding = (enabled = true) => useQuery({ ...onboardingQueryOptions(), enabled });
