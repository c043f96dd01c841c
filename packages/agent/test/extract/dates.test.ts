/** The date grammar: what it reads as a date, and what it must not. */
import { describe, expect, it } from 'vitest';
import { findDateMentions } from '../../src/extract/dates.ts';

const read = (text: string) =>
  findDateMentions(text).map((m) => ({
    written: text.slice(m.index, m.end),
    start: [m.start.year, m.start.month, m.start.day, m.start.hour, m.start.minute],
    finish: m.finish && [
      m.finish.year,
      m.finish.month,
      m.finish.day,
      m.finish.hour,
      m.finish.minute,
    ],
  }));

describe('findDateMentions', () => {
  it.each([
    ['Friday 14 March', [null, 3, 14, null, 0], null],
    ['5.30pm on 14 March 2025', [2025, 3, 14, 17, 30], null],
    ['14 March, 17:00', [null, 3, 14, 17, 0], null],
    ['2 p.m. on 14 March', [null, 3, 14, 14, 0], null],
    ['12 noon, 14 March', [null, 3, 14, 12, 0], null],
    ['14/03/2025', [2025, 3, 14, null, 0], null],
    ['14.03.25', [2025, 3, 14, null, 0], null],
    ['14-Mar-2025', [2025, 3, 14, null, 0], null],
    ['2025-03-14', [2025, 3, 14, null, 0], null],
    ['March 14, 2025', [2025, 3, 14, null, 0], null],
    ['3-5 June', [null, 6, 3, null, 0], [null, 6, 5, null, 0]],
    ['Tue 3 – Thu 5 June', [null, 6, 3, null, 0], [null, 6, 5, null, 0]],
    ['31 January - 2 February 2025', [2025, 1, 31, null, 0], [2025, 2, 2, null, 0]],
    ['6.30 to 8pm on 3 June', [null, 6, 3, 18, 30], [null, 6, 3, 20, 0]],
    ['11am UK time on 13 January 2022', [2022, 1, 13, 11, 0], null],
    ['3 through 5 June', [null, 6, 3, null, 0], [null, 6, 5, null, 0]],
    ['6 January through to 14 February', [null, 1, 6, null, 0], [null, 2, 14, null, 0]],
    ['12:00 (midday) on 14 February', [null, 2, 14, 12, 0], null],
  ] as const)('%s', (text, start, finish) => {
    expect(read(text)).toEqual([{ written: text, start, finish }]);
  });

  it('reads two separate days joined by "and" as the first', () => {
    expect(read('10 and 17 October')[0]!.finish).toBeNull();
  });

  it.each([
    ['in March 2 businesses opened', 'a month and a count'],
    ['you may 5 times', 'a verb'],
    ['Salmon 3', 'a word ending in a weekday'],
    ['£3.50 and 2.5 tonnes', 'prices and decimals'],
    ['Round 25 of 2025', 'numbers'],
    ['open now and weekly', 'relative words'],
  ])('finds no date in "%s" (%s)', (text) => {
    expect(read(text)).toEqual([]);
  });

  it('does not take a weekday from inside a word', () => {
    expect(findDateMentions('Salmon 3 June')[0]!.start.weekday).toBeNull();
  });
});
