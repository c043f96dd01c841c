import { describe, expect, it } from 'vitest';
import { nextReportDay } from './next-report';

describe('the next Monday report', () => {
  it.each([
    ['2026-11-24T10:00:00Z', 'Monday 30 November'], // a Tuesday
    ['2026-11-29T23:30:00Z', 'Monday 30 November'], // Sunday night
    ['2026-11-30T06:59:00Z', 'Monday 30 November'], // Monday before 07:00 GMT
    ['2026-11-30T07:00:00Z', 'Monday 7 December'], // sent
    ['2027-03-29T05:30:00Z', 'Monday 29 March'], // 06:30 BST, the day after the clocks go forward
    ['2027-03-29T06:30:00Z', 'Monday 5 April'], // 07:30 BST
    ['2026-12-28T12:00:00Z', 'Monday 4 January'], // across the new year
  ])('at %s it is %s', (now, day) => {
    expect(nextReportDay(new Date(now))).toBe(day);
  });
});
