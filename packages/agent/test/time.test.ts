/**
 * London wall-clock times: remembered readings (time.ts keeps them, for speed) must answer as a
 * fresh reading would, across the clock changes, and a caller's changes must not leak into them.
 */
import { describe, expect, it } from 'vitest';
import { wallClock, zonedTime } from '../src/time.ts';

describe('London wall-clock time', () => {
  it('turns wall times into instants across both clock changes, the same each time asked', () => {
    for (let round = 0; round < 2; round++) {
      expect(zonedTime(2025, 1, 15, 9, 30).toISOString()).toBe('2025-01-15T09:30:00.000Z');
      expect(zonedTime(2025, 7, 15, 9, 30).toISOString()).toBe('2025-07-15T08:30:00.000Z');
      // 01:30 on 30 March 2025 never happens in London: moved an hour on.
      expect(zonedTime(2025, 3, 30, 1, 30).toISOString()).toBe('2025-03-30T01:30:00.000Z');
      // 01:30 on 26 October 2025 happens twice: the first (BST) reading.
      expect(zonedTime(2025, 10, 26, 1, 30).toISOString()).toBe('2025-10-26T00:30:00.000Z');
    }
  });

  it('gives each caller its own answer to change', () => {
    const instant = new Date('2025-06-01T11:00:00Z');
    const first = wallClock(instant);
    first.day = 31;
    expect(wallClock(instant)).toEqual({
      year: 2025,
      month: 6,
      day: 1,
      hour: 12,
      minute: 0,
      second: 0,
    });
    const date = zonedTime(2025, 6, 1, 12);
    date.setUTCFullYear(1999);
    expect(zonedTime(2025, 6, 1, 12).toISOString()).toBe('2025-06-01T11:00:00.000Z');
  });
});
