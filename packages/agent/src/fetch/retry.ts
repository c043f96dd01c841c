import type { FetchResult } from '../contracts.ts';
import { isPermanent, type Failure } from './failure.ts';

/** Seconds to wait, from `Retry-After: 120` or `Retry-After: <HTTP date>`. */
export function parseRetryAfter(value: string | undefined | null, now: number): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

export interface RetryPolicy {
  /** Extra attempts after the first. */
  retries: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  /** A Retry-After longer than this is not waited for. */
  maxRetryAfterMs: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

/** Network errors, 429 and 5xx may pass; everything else would fail the same way again. */
export function isRetryable(result: FetchResult): boolean {
  if (result.status !== 'error' || isPermanent(result)) return false;
  if (result.reason === 'network') return true;
  return result.reason === 'http' && (result.httpStatus === 429 || (result.httpStatus ?? 0) >= 500);
}

/**
 * Repeats `attempt` while it fails in a retryable way: after the server's Retry-After when it
 * gives one, else after a jittered exponential back-off (half fixed, half random, so many
 * crawlers failing together do not retry together).
 */
export async function withRetries(
  attempt: () => Promise<FetchResult>,
  policy: RetryPolicy,
): Promise<FetchResult> {
  let result = await attempt();
  for (let n = 0; n < policy.retries && isRetryable(result); n++) {
    const failure = result as Failure;
    let delay: number;
    if (failure.retryAfter !== undefined) {
      delay = failure.retryAfter * 1000;
      // The server wants longer than we will hold a crawl slot: give up and let the
      // scheduler come back after `retryAfter`.
      if (delay > policy.maxRetryAfterMs) return result;
    } else {
      const exp = Math.min(policy.backoffMaxMs, policy.backoffBaseMs * 2 ** n);
      delay = exp / 2 + policy.random() * (exp / 2);
    }
    await policy.sleep(delay);
    result = await attempt();
  }
  return result;
}
