/**
 * The schedule on an injected clock and seeded randomness: the pace follows what a source
 * publishes, servers' cache lifetimes are never undercut, and failures back off with jitter.
 */
import { describe, expect, it } from 'vitest';
import { parseCacheSeconds } from '../src/fetch/cache-control.ts';
import {
  backoffDelay,
  cacheFloor,
  jitteredBackoff,
  nextSourceState,
  recrawlInterval,
  SCHEDULE,
} from '../src/sources/schedule.ts';

const HOUR = 3_600_000;
const NOW = new Date('2026-11-23T12:00:00Z');

/** mulberry32: a small seeded generator, so a spread can be checked exactly. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const healthy = { type: 'rss' as const, consecutiveFailures: 0, flagged: false };
const dueIn = (state: { nextDueAt: Date }) => state.nextDueAt.getTime() - NOW.getTime();

describe('the pace of a healthy source', () => {
  it('is a week divided by last week’s entries, between an hour and a day', () => {
    expect(recrawlInterval('rss', 7)).toBe(24 * HOUR);
    expect(recrawlInterval('rss', 14)).toBe(12 * HOUR);
    expect(recrawlInterval('rss', 42)).toBe(4 * HOUR);
    expect(recrawlInterval('rss', 500)).toBe(HOUR);
    expect(recrawlInterval('html', 1)).toBe(24 * HOUR);
    expect(recrawlInterval('rss', 0)).toBe(24 * HOUR);
  });

  it('falls back to the type’s default while the pace is unknown', () => {
    expect(recrawlInterval('rss', null)).toBe(SCHEDULE.feedIntervalMs);
    expect(recrawlInterval('html', null)).toBe(SCHEDULE.htmlIntervalMs);
  });

  it('comes back up to a tenth sooner, never below an hour', () => {
    const spread = Array.from({ length: 200 }, (_, i) =>
      dueIn(
        nextSourceState(
          healthy,
          { ok: true, httpStatus: 200, entriesLastWeek: 14 },
          NOW,
          seeded(i),
        ),
      ),
    );
    expect(Math.max(...spread)).toBeLessThanOrEqual(12 * HOUR);
    expect(Math.min(...spread)).toBeGreaterThanOrEqual(12 * HOUR * 0.9);
    expect(new Set(spread).size).toBeGreaterThan(150);
    const busy = nextSourceState(
      healthy,
      { ok: true, httpStatus: 200, entriesLastWeek: 1000 },
      NOW,
      () => 0.99,
    );
    expect(dueIn(busy)).toBe(HOUR);
  });

  it('keeps the last known pace on a 304', () => {
    const state = nextSourceState(
      { ...healthy, entriesLastWeek: 28 },
      { ok: true, httpStatus: 304 },
      NOW,
      () => 0,
    );
    expect(dueIn(state)).toBe(6 * HOUR);
    expect(state.entriesLastWeek).toBe(28);
  });
});

describe('what servers ask for', () => {
  it('never reads sooner than Cache-Control max-age or the feed’s <ttl>', () => {
    const base = { ok: true, httpStatus: 200, entriesLastWeek: 500 };
    expect(dueIn(nextSourceState(healthy, { ...base, cacheSeconds: 3 * 3600 }, NOW, () => 0))).toBe(
      3 * HOUR,
    );
    expect(dueIn(nextSourceState(healthy, { ...base, ttlMinutes: 300 }, NOW, () => 0))).toBe(
      5 * HOUR,
    );
    // A lifetime shorter than the pace changes nothing.
    expect(dueIn(nextSourceState(healthy, { ...base, cacheSeconds: 60 }, NOW, () => 0))).toBe(HOUR);
  });

  it('honours a cache lifetime up to a week, so a year-long one still gets read', () => {
    expect(cacheFloor({ cacheSeconds: 365 * 86_400 })).toBe(SCHEDULE.maxHonouredCacheMs);
    expect(cacheFloor({ cacheSeconds: null, ttlMinutes: null })).toBe(0);
  });

  it('reads Cache-Control and Expires', () => {
    const now = NOW.getTime();
    expect(parseCacheSeconds('public, max-age=600', undefined, now)).toBe(600);
    expect(parseCacheSeconds('max-age=600, s-maxage=1200', undefined, now)).toBe(1200);
    expect(parseCacheSeconds('no-cache', undefined, now)).toBe(0);
    expect(parseCacheSeconds(undefined, 'Mon, 23 Nov 2026 14:00:00 GMT', now)).toBe(7200);
    expect(parseCacheSeconds(undefined, undefined, now)).toBeNull();
    expect(parseCacheSeconds('private', 'not a date', now)).toBeNull();
  });
});

describe('a failing source', () => {
  it('backs off exponentially, spread over half as long again', () => {
    for (let failures = 1; failures <= 8; failures++) {
      const base = backoffDelay(failures);
      const spread = Array.from({ length: 50 }, (_, i) =>
        jitteredBackoff(base, seeded(failures * 100 + i)),
      );
      expect(Math.min(...spread)).toBeGreaterThanOrEqual(base);
      expect(Math.max(...spread)).toBeLessThan(base * 1.5);
    }
  });

  it('does not retry in a herd: sources failing together come back over half an hour', () => {
    const random = seeded(42);
    const retries = Array.from({ length: 300 }, () =>
      dueIn(
        nextSourceState(healthy, { ok: false, httpStatus: 503, error: 'HTTP 503' }, NOW, random),
      ),
    );
    expect(Math.min(...retries)).toBeGreaterThanOrEqual(HOUR);
    expect(Math.max(...retries) - Math.min(...retries)).toBeGreaterThan(25 * 60_000);
    // The scheduled crawl runs every quarter of an hour: no one run takes them all.
    const perRun = new Map<number, number>();
    for (const r of retries) {
      const run = Math.floor(r / 900_000);
      perRun.set(run, (perRun.get(run) ?? 0) + 1);
    }
    expect(perRun.size).toBeGreaterThanOrEqual(2);
    expect(Math.max(...perRun.values())).toBeLessThan(retries.length * 0.6);
  });

  it('never retries sooner than Retry-After, and is flagged, never dropped, after five failures', () => {
    let state = { ...healthy };
    for (let failures = 1; failures <= 12; failures++) {
      const next = nextSourceState(
        state,
        { ok: false, httpStatus: 429, error: 'HTTP 429', retryAfter: 5 * 3600 },
        NOW,
        seeded(failures),
      );
      expect(dueIn(next)).toBeGreaterThanOrEqual(5 * HOUR);
      expect(dueIn(next)).toBeLessThanOrEqual(SCHEDULE.maxBackoffMs * 1.5);
      expect(next.flagged).toBe(failures >= SCHEDULE.flagAfterFailures);
      state = { ...state, consecutiveFailures: next.consecutiveFailures, flagged: next.flagged };
    }
  });

  it('starts afresh after one success', () => {
    const state = nextSourceState(
      { ...healthy, consecutiveFailures: 7, flagged: true },
      { ok: true, httpStatus: 200, entriesLastWeek: 7 },
      NOW,
      () => 0,
    );
    expect(state).toMatchObject({ consecutiveFailures: 0, flagged: false, lastError: null });
    expect(dueIn(state)).toBe(24 * HOUR);
  });
});
