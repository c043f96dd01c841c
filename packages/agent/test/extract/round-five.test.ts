/**
 * Extraction, round five: phrasings read on the round-five training items (sentences of our own).
 * Every item is read as published on Friday 10 January 2025 and crawled long after.
 */
import { describe, expect, it } from 'vitest';
import { facts, itReadsEach, itReadsNone, local } from './published-item.ts';

describe('round five: closing dates', () => {
  itReadsEach('deadline', [
    // Whoever "has until" a date, to enter or apply.
    ['Growers have until 14 February to enter this year’s awards.', '2025-02-14T23:59'],
    ['Each club has until 3 March to submit its bid.', '2025-03-03T23:59'],
    // A scheme that stays open until the end of a month.
    ['The council said the scheme is open until the end of January.', '2025-01-31T23:59'],
    ['The fund remains open for applications until the end of March.', '2025-03-31T23:59'],
    // "Can enter … until", with the awards and their organisers named in between.
    [
      'Firms with fewer than 250 staff can now enter, or be nominated for, the Coastal Business Awards, run by a local paper and the harbour trust, until Monday 3 March.',
      '2025-03-03T23:59',
    ],
    ['Tenants may still apply for the rent rebate until 28 February.', '2025-02-28T23:59'],
  ]);

  itReadsNone('deadline', [
    // Having until a date to spend money or finish work is not a date to apply by.
    'Projects have until 31 March to spend their grants.',
    // A place that is open until the end of a month is not a call.
    'The visitor centre is open until the end of October.',
    // Being able to do something other than apply.
    'Members can use the hot desks until 6pm on weekdays.',
  ]);
});

describe('round five: a show by its name', () => {
  it('a named show that opens tomorrow starts the day after publication', () => {
    const f = facts(
      'Some 80 small producers will be selling at the Royal Deeside Show when it opens tomorrow.',
      'Producers ready for the show',
    );
    expect(local(f.eventStart)?.slice(0, 10)).toBe('2025-01-11');
  });

  it('a county show with a date is an event', () => {
    expect(local(facts('The county show returns to the showground on 14 June.').eventStart)).toBe(
      '2025-06-14T00:00',
    );
  });

  it('"figures show" is not a show', () => {
    expect(facts('The figures show growth in exports from 14 June.').eventStart).toBeNull();
  });
});

describe('round five: a change of rate against an event', () => {
  it('an event that "falls on" a day starts that day', () => {
    expect(
      local(
        facts('This year the makers’ festival falls on Saturday 3 May, in the town hall.')
          .eventStart,
      ),
    ).toBe('2025-05-03T00:00');
  });

  it('a rate that rises to a sum on a day is still no event', () => {
    expect(
      facts('The minimum wage for the conference sector rises to £12.21 on 1 April.').eventStart,
    ).toBeNull();
  });
});
