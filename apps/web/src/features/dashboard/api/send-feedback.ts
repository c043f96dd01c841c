import { useMutation } from '@tanstack/react-query';
import type { CreatedResponse } from '@thistle/shared/contracts/posts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/feedback: a message and an optional 1–5 score. */
export const sendFeedback = (body: { message: string; score?: number }) =>
  apiRequest<CreatedResponse>('/api/feedback', { method: 'POST', body });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
