import { describe, expect, it } from 'vitest';
import { relativeAge, relativeTime, shortDate } from './relative-time';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

describe("the feed's relative age", () => {
  it.each([
    [0, 'This week'],
    [6, 'This week'],
    [7, 'Last week'],
    [13, 'Last week'],
    [14, '2 weeks ago'],
    [34, '4 weeks ago'],
    [35, '1 month ago'],
    [56, '2 months ago'],
    [7 * 47, '11 months ago'],
    [7 * 48, '1 year ago'],
    [7 * 100, '2 years ago'],
  ])('%i days → %s', (days, expected) => {
    expect(relativeAge(daysAgo(days), now)).toBe(expected);
  });

  it('names notification times in words', () => {
    expect(relativeTime(new Date(now.getTime() - 5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTime(daysAgo(1), now)).toBe('yesterday');
    expect(relativeTime(now, now)).toBe('just now');
    expect(shortDate('2026-02-03T10:00:00Z')).toBe('3 Feb 2026');
  });
});
