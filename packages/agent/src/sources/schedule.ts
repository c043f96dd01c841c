import type { FeedType } from '../contracts.ts';

const HOUR = 3_600_000;

export const SCHEDULE = {
  /** Feeds are cheap to re-read (a 304 most of the time). */
  feedIntervalMs: 6 * HOUR,
  /** Listing pages cost a page plus up to ten item pages, and change less often. */
  htmlIntervalMs: 24 * HOUR,
  firstBackoffMs: HOUR,
  maxBackoffMs: 7 * 24 * HOUR,
  /** After this many failures in a row the source is flagged for an operator to look at. */
  flagAfterFailures: 5,
} as const;

export function recrawlInterval(type: FeedType): number {
  return type === 'html' ? SCHEDULE.htmlIntervalMs : SCHEDULE.feedIntervalMs;
}

/** 1 h after the first failure, doubling with each one in a row, never beyond 7 days. */
export function backoffDelay(consecutiveFailures: number, retryAfterSeconds?: number): number {
  const exponent = Math.max(0, consecutiveFailures - 1);
  const delay = Math.min(
    SCHEDULE.firstBackoffMs * 2 ** Math.min(exponent, 20),
    SCHEDULE.maxBackoffMs,
  );
  const asked = retryAfterSeconds ? Math.min(retryAfterSeconds * 1000, SCHEDULE.maxBackoffMs) : 0;
  return Math.max(delay, asked);
}

export interface FetchOutcome {
  ok: boolean;
  httpStatus: number | null;
  error?: string | null;
  retryAfter?: number | undefined;
}

export interface SourceStateUpdate {
  lastStatus: number | null;
  lastError: string | null;
  consecutiveFailures: number;
  flagged: boolean;
  nextDueAt: Date;
}

/** The next fetch state of a source after one attempt. */
export function nextSourceState(
  source: { type: FeedType; consecutiveFailures: number; flagged: boolean },
  outcome: FetchOutcome,
  now: Date,
): SourceStateUpdate {
  if (outcome.ok) {
    return {
      lastStatus: outcome.httpStatus,
      lastError: null,
      consecutiveFailures: 0,
      flagged: false,
      nextDueAt: new Date(now.getTime() + recrawlInterval(source.type)),
    };
  }
  const failures = source.consecutiveFailures + 1;
  return {
    lastStatus: outcome.httpStatus,
    lastError: outcome.error ?? 'failed',
    consecutiveFailures: failures,
    flagged: source.flagged || failures >= SCHEDULE.flagAfterFailures,
    nextDueAt: new Date(now.getTime() + backoffDelay(failures, outcome.retryAfter)),
  };
}
