/**
 * The LLM is an optional improvement, never a dependency: every feature that asks it has a
 * deterministic offline answer, and any failure of the LLM (transport, timeout, an answer the
 * caller's own validation rejects) gives that answer instead of an error.
 */

export interface OfflineFallbackOptions<T> {
  /**
   * The LLM path, including whatever validation makes its answer usable: throw (or reject) to
   * fall back. `signal` aborts when `timeoutMs` passes, so the call can stop its own work.
   */
  attempt: (signal: AbortSignal) => Promise<T>;
  /** The deterministic answer, computed only when the attempt failed. */
  offline: () => T;
  /** Give up on the attempt after this long; without it the attempt's own limits apply. */
  timeoutMs?: number;
  /** Told why, once, before the offline answer is computed (log it here). */
  onFallback?: (error: unknown) => void;
}

export type OfflineFallbackResult<T> =
  { value: T; source: 'llm' } | { value: T; source: 'offline'; error: unknown };

/** The error a fallback reports when the attempt ran out of time. */
export class AttemptTimeoutError extends Error {
  readonly reason = 'timeout';
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = 'AttemptTimeoutError';
  }
}

export async function withOfflineFallback<T>(
  options: OfflineFallbackOptions<T>,
): Promise<OfflineFallbackResult<T>> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  // An attempt that ignores its signal must not hold the caller past the deadline either.
  const deadline = new Promise<never>((_, reject) => {
    if (options.timeoutMs === undefined) return;
    const timeout = new AttemptTimeoutError(options.timeoutMs);
    timer = setTimeout(() => {
      controller.abort(timeout);
      reject(timeout);
    }, options.timeoutMs);
  });
  try {
    // Through `then`, so an attempt that throws before returning a promise is caught too.
    const attempt = Promise.resolve().then(() => options.attempt(controller.signal));
    return { value: await Promise.race([attempt, deadline]), source: 'llm' };
  } catch (error) {
    options.onFallback?.(error);
    return { value: options.offline(), source: 'offline', error };
  } finally {
    clearTimeout(timer);
  }
}
