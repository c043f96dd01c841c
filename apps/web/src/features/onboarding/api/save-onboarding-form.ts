import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingData } from '@thistle/shared/onboarding';
import type { OnboardingSnapshot } from '@thistle/shared/contracts/onboarding';
import { apiRequest } from '@/lib/api-client';

/** PUT /api/onboarding/data: the form's answers, written as the chat writes them. */
export const saveOnboardingForm = (data: OnboardingData) =>
  apiRequest<OnboardingSnapshot>('/api/onboarding/data', { method: 'PUT', body: { data } });

export function useSaveOnboardingForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOnboardingForm,
    onSuccess: (snapshot) => {
      queryClient.setQueryData(['onboarding'], snapshot);
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
