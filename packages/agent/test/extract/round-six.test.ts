/**
 * Extraction, round six: phrasings met on real UK funders', councils' and organisers' pages that
 * the extractor had never seen (sentences of our own). Every item is read as published on Friday
 * 10 January 2025 and crawled long after.
 */
import { describe, expect, it } from 'vitest';
import { facts, local } from './published-item.ts';

describe('round six: times and days', () => {
  it.each([
    // The 24-hour clock without a colon, as council notices write it.
    ['The open day takes place on Saturday 22 March from 1100-1500 hrs.', '2025-03-22T11:00'],
    ['The drop-in will be held on 22 March at 1430 hrs.', '2025-03-22T14:30'],
    // Already on the 24-hour clock: the first time does not borrow the afternoon.
    ['The fun day takes place on Saturday 22 March from 0600-2000 hrs.', '2025-03-22T06:00'],
    // A month-first date right before the word for the event.
    ['Our March 13th event will look at exporting to Europe.', '2025-03-13T00:00'],
    // The weekday names the last day of the range: the year is not moved to make it agree.
    [
      'The trade fair will now run over tomorrow and Sunday, 18-19 January, at the SEC.',
      '2025-01-18T00:00',
    ],
  ])('%s', (text, start) => {
    expect(local(facts(text).eventStart)).toBe(start);
  });

  it('four digits without "hrs" are not a time: they may be years', () => {
    expect(
      local(facts('The ceilidh is on Saturday 14 June from 1930-1945 in the hall.').eventStart),
    ).toBe('2025-06-14T00:00');
  });

  it('a zone after the bracketed time: "12:00 (midday) GMT on"', () => {
    expect(
      local(
        facts('Applications must be received no later than 12:00 (midday) GMT on 27 February.')
          .deadline,
      ),
    ).toBe('2025-02-27T12:00');
  });
});
