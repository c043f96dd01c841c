import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** DELETE /api/onboarding: forget the chat and the answers on the server too. */
export const resetOnboarding = () => apiRequest<void>('/api/onboarding', { method: 'DELETE' });

export function useResetOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetOnboarding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['onboarding'] }),
  });
}
