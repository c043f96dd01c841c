import type { OnboardingData } from '@thistle/shared/onboarding';
import type { AiProfileResponse, ChatMessage } from '@thistle/shared/contracts/onboarding';
import { authorizationHeader } from '@/lib/api-client';

export interface ProfileSummaryRequest {
  chat_history: ChatMessage[];
  user_data: OnboardingData;
  user_id: string;
  user_email: string;
}

/**
 * POST /api/functions/ai-profile (the spec's call 8). It reads the raw response, because each way
 * it can fail has its own words (docs/product.md#onboarding-chat).
 */
export async function generateProfileSummary(body: ProfileSummaryRequest): Promise<string> {
  const response = await fetch('/api/functions/ai-profile', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(await authorizationHeader()),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const details = await response.text().catch(() => '');
    throw new Error(`API Error! Status: ${response.status}, Details: ${details}`);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) {
    throw new Error(`Expected JSON response from profile API but received ${type}`);
  }
  const payload = (await response.json()) as Partial<AiProfileResponse>;
  if (!payload.success || !payload.profile_summary) {
    throw new Error(payload.message || 'Failed to get profile summary from API response');
  }
  return payload.profile_summary;
}
