import { useMutation } from '@tanstack/react-query';
import type { OnboardingRequestState, OnboardingData } from '@thistle/shared/onboarding';
import type { ChatMessage, OnboardingTurnResponse } from '@thistle/shared/contracts/onboarding';
import { apiRequest } from '@/lib/api-client';

export interface OnboardingTurnRequest {
  state: OnboardingRequestState;
  chat_history: ChatMessage[];
  existing_user_data: OnboardingData | null;
  message: string;
}

/** POST /api/functions/onboarding: one message to the chat, the reply and every answer so far. */
export const sendOnboardingMessage = (body: OnboardingTurnRequest) =>
  apiRequest<OnboardingTurnResponse>('/api/functions/onboarding', { method: 'POST', body });

export const useSendOnboardingMessage = () => useMutation({ mutationFn: sendOnboardingMessage });
