/** What a bookmarker is told when a recrawl changed an item: one sentence per changed field. */
import { describe, expect, it } from 'vitest';
import { describeChange } from '../../src/reminders/item-change-notices.ts';

describe('describeChange', () => {
  it.each([
    // An event at a time says the time; one with only a day (midnight in London) does not.
    [
      { field: 'event', before: '2027-03-04T10:00:00.000Z', after: '2027-03-18T10:00:00.000Z' },
      'The event moved from Thursday 4 March 2027 at 10:00 to Thursday 18 March 2027 at 10:00.',
    ],
    [
      { field: 'event', before: '2027-06-03T23:00:00.000Z', after: '2027-06-10T17:30:00.000Z' },
      'The event moved from Friday 4 June 2027 to Thursday 10 June 2027 at 18:30.',
    ],
    [
      { field: 'event', before: null, after: '2027-03-18T10:00:00.000Z' },
      'The event now has a date: Thursday 18 March 2027 at 10:00.',
    ],
    [
      { field: 'event', before: '2027-03-18T10:00:00.000Z', after: null },
      'The event no longer gives a date.',
    ],
    [
      { field: 'deadline', before: '2026-12-01T23:59:00.000Z', after: '2026-12-15T17:00:00.000Z' },
      'The deadline moved from Tuesday 1 December 2026 to Tuesday 15 December 2026 at 17:00.',
    ],
  ])('%o', (change, sentence) => {
    expect(describeChange(change)).toBe(sentence);
  });
});
