import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse } from '@thistle/shared/contracts/onboarding';
import { apiRequest } from '@/lib/api-client';

export interface TagsPatch {
  regions?: string[] | null;
  stage?: string | null;
  sectors?: string[] | null;
  topicsNeeded?: string[] | null;
}

/** PUT /api/profile/tags: a facet set by hand; null gives it back to the suggestion. */
export const setProfileTags = (patch: TagsPatch) =>
  apiRequest<ProfileResponse>('/api/profile/tags', { method: 'PUT', body: patch });

export function useSetProfileTags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProfileTags,
    onSuccess: (profile) => queryClient.setQueryData(['profile'], profile),
  });
}
