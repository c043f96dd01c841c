import type { FeedType } from '../contracts.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export const SCHEDULE = {
  /** A feed whose pace is not known yet (no dated entries, first read): cheap to re-read. */
  feedIntervalMs: 6 * HOUR,
  /** A listing whose pace is not known yet: a page plus up to ten item pages a read. */
  htmlIntervalMs: 24 * HOUR,
  /** A known pace sets the interval: a week divided by last week's entries, within these. */
  minIntervalMs: HOUR,
  maxIntervalMs: 24 * HOUR,
  /** Healthy sources come back up to this fraction sooner, so a cycle's sources drift apart. */
  intervalJitter: 0.1,
  /**
   * A server's Cache-Control max-age or a feed's <ttl> is honoured up to this long: a feed
   * marked cacheable for a year must still be read now and then.
   */
  maxHonouredCacheMs: 7 * DAY,
  firstBackoffMs: HOUR,
  maxBackoffMs: 7 * DAY,
  /** Failing sources retry up to this fraction later than their back-off, never in a herd. */
  backoffJitter: 0.5,
  /** After this many failures in a row the source is flagged for an operator to look at. */
  flagAfterFailures: 5,
  /** Discovery that found nothing to watch is tried again after this long. */
  rediscoverNothingMs: 7 * DAY,
  /** What discovery chose is looked for again after this long, in case the site changed. */
  rediscoverFoundMs: 30 * DAY,
  /** A watched URL that answered 404/410, or could not be read as its type, this many times in a row. */
  brokenFailuresBeforeRediscovery: 2,
  /** A watched URL that read fine but yielded nothing this many times in a row. */
  emptyReadsBeforeRediscovery: 3,
} as const;

/**
 * How long until a healthy source is read again: roughly a week divided by the number of
 * entries it published in the last week, between one hour and a day. A source whose pace
 * is not known yet gets its type's default.
 */
export function recrawlInterval(type: FeedType, entriesLastWeek: number | null = null): number {
  if (entriesLastWeek === null) {
    return type === 'html' ? SCHEDULE.htmlIntervalMs : SCHEDULE.feedIntervalMs;
  }
  if (entriesLastWeek <= 0) return SCHEDULE.maxIntervalMs;
  return Math.min(
    SCHEDULE.maxIntervalMs,
    Math.max(SCHEDULE.minIntervalMs, Math.round(WEEK / entriesLastWeek)),
  );
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

/**
 * The back-off spread over [delay, delay × 1.5): sources that failed together (a network
 * outage, a shared host down) come back at different times. Never shorter than the delay, so
 * a Retry-After is still honoured.
 */
export function jitteredBackoff(delayMs: number, random: () => number): number {
  return Math.round(delayMs * (1 + SCHEDULE.backoffJitter * random()));
}

/** The earliest the server allows another read: Cache-Control max-age or the feed's <ttl>. */
export function cacheFloor(outcome: { cacheSeconds?: number | null; ttlMinutes?: number | null }) {
  const asked = Math.max((outcome.cacheSeconds ?? 0) * 1000, (outcome.ttlMinutes ?? 0) * 60_000);
  return Math.min(asked, SCHEDULE.maxHonouredCacheMs);
}

export interface FetchOutcome {
  ok: boolean;
  httpStatus: number | null;
  error?: string | null;
  retryAfter?: number | undefined;
  /** Cache-Control max-age (or s-maxage) of the response, in seconds. */
  cacheSeconds?: number | null;
  /** An RSS feed's <ttl>, in minutes. */
  ttlMinutes?: number | null;
  /** Entries published in the week up to now; null when not known. */
  entriesLastWeek?: number | null;
}

export interface SourceStateUpdate {
  lastStatus: number | null;
  lastError: string | null;
  consecutiveFailures: number;
  flagged: boolean;
  nextDueAt: Date;
  entriesLastWeek?: number | null;
}

/** The next fetch state of a source after one attempt. */
export function nextSourceState(
  source: {
    type: FeedType;
    consecutiveFailures: number;
    flagged: boolean;
    entriesLastWeek?: number | null;
  },
  outcome: FetchOutcome,
  now: Date,
  random: () => number = Math.random,
): SourceStateUpdate {
  if (outcome.ok) {
    const entriesLastWeek =
      outcome.entriesLastWeek !== undefined
        ? outcome.entriesLastWeek
        : (source.entriesLastWeek ?? null);
    const interval = Math.max(
      SCHEDULE.minIntervalMs,
      Math.round(
        recrawlInterval(source.type, entriesLastWeek) * (1 - SCHEDULE.intervalJitter * random()),
      ),
    );
    return {
      lastStatus: outcome.httpStatus,
      lastError: null,
      consecutiveFailures: 0,
      flagged: false,
      nextDueAt: new Date(now.getTime() + Math.max(interval, cacheFloor(outcome))),
      entriesLastWeek,
    };
  }
  const failures = source.consecutiveFailures + 1;
  return {
    lastStatus: outcome.httpStatus,
    lastError: outcome.error ?? 'failed',
    consecutiveFailures: failures,
    flagged: source.flagged || failures >= SCHEDULE.flagAfterFailures,
    nextDueAt: new Date(
      now.getTime() + jitteredBackoff(backoffDelay(failures, outcome.retryAfter), random),
    ),
  };
}
