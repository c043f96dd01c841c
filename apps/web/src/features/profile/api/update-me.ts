import { useMutation } from '@tanstack/react-query';
import type { MeResponse } from '@thistle/shared/contracts/auth';
import { apiRequest } from '@/lib/api-client';
import { getAuthController } from '@/lib/auth/auth-controller';

export interface MePatch {
  first_name?: string | null;
  last_name?: string | null;
  summary?: string | null;
}

/** PATCH /api/me: names and the profile summary. */
export const updateMe = (patch: MePatch) =>
  apiRequest<MeResponse>('/api/me', { method: 'PATCH', body: patch });

export const useUpdateMe = () =>
  useMutation({
    mutationFn: updateMe,
    // The header and the feed read the user from the auth context.
    onSuccess: () => getAuthController().refreshUserData(),
  });
