import { DUPLICATE_CODE } from '@thistle/shared/constants';
import { apiRequest, ApiError } from '@/lib/api-client';

/*
 * A plain fetch function and a small hook, not TanStack Query: the landing page is the one
 * screen that must stay under the 100 KB budget, and a single fire-and-forget POST needs no cache.
 */

export const JOIN_SUCCESS = "Thank you for joining our waitlist! We'll be in touch soon.";
export const JOIN_FALLBACK_ERROR = 'Failed to join waitlist. Please try again.';

export type JoinOutcome = { joined: true; message: string } | { joined: false; message: string };

/** POST /api/waitlist, mapped to the messages of docs/product.md#waitlist. */
export async function joinWaitlist(email: string): Promise<JoinOutcome> {
  try {
    await apiRequest<{ email: string }>('/api/waitlist', {
      method: 'POST',
      body: { email },
      auth: false,
    });
    return { joined: true, message: JOIN_SUCCESS };
  } catch (error) {
    // The error's code is the answer: 23505 means already on the list, so joined.
    if (error instanceof ApiError && error.code === DUPLICATE_CODE) {
      return { joined: true, message: error.message };
    }
    return {
      joined: false,
      message: error instanceof Error && error.message ? error.message : JOIN_FALLBACK_ERROR,
    };
  }
}
