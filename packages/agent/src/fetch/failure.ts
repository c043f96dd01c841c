import type { FetchResult } from '../contracts.ts';

export type Failure = Extract<FetchResult, { status: 'error' }>;

/** Failures no retry can fix (a malformed URL, an unsupported scheme). */
const permanent = new WeakSet<object>();

export function failure(
  url: string,
  reason: string,
  message: string,
  extra: Partial<Failure> = {},
): Failure {
  return { status: 'error', url, httpStatus: null, reason, message, bytes: 0, ...extra };
}

export function permanentFailure(url: string, reason: string, message: string): Failure {
  const result = failure(url, reason, message);
  permanent.add(result);
  return result;
}

export function isPermanent(result: FetchResult): boolean {
  return permanent.has(result);
}
