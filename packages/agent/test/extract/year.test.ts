/** A date written without a year takes it from the item's publication date (issue 13). */
import { describe, expect, it } from 'vitest';
import { extractFacts, findDeadline } from '../../src/extract/index.ts';
import { londonDate, zonedTime } from '../../src/time.ts';

// Crawled long after every publication below: the crawl date must not decide the year.
const now = new Date('2026-11-21T12:00:00Z');
const on = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return zonedTime(y, m, d, 12);
};
const deadlineDay = (text: string, published: string | null) => {
  const found = findDeadline(text, now, published ? on(published) : null).deadline;
  return found ? londonDate(found) : null;
};

describe('the year of a deadline written without one', () => {
  it.each([
    // On or after publication, within about a year.
    ['The next deadline is Wednesday 29 January.', '2019-10-01', '2020-01-29'],
    ['Applications close at 2pm on 11 February.', '2025-12-08', '2026-02-11'],
    ['The cut-off is 2pm on Thursday 23rd July.', '2020-07-09', '2020-07-23'],
    ['The closing date is Friday 23rd October.', '2015-10-09', '2015-10-23'],
    ['Entries close on 14 March.', '2025-01-10', '2025-03-14'],
    ['Entries close on 14 March.', '2024-11-20', '2025-03-14'],
    // A few weeks back is still the publication year: the page looks back on it.
    ['The deadline was 20 December.', '2025-01-10', '2024-12-20'],
    // The weekday must agree: 14 March 2025 is a Friday, 14 March 2024 a Thursday.
    ['Applications close on Thursday 14 March.', '2025-01-10', '2024-03-14'],
    ['Applications close on Friday 14 March.', '2025-01-10', '2025-03-14'],
    // 29 February only exists in a leap year.
    ['The deadline is 29 February.', '2023-11-01', '2024-02-29'],
    // No publication date: today stands in, as before.
    ['Entries close on 14 March.', null, '2027-03-14'],
  ])('%s (published %s)', (text, published, expected) => {
    expect(deadlineDay(text, published)).toBe(expected);
  });
});

describe('the year of an event written without one', () => {
  const event = (text: string, published: string) => {
    const facts = extractFacts(
      { title: 'Event', link: null, text },
      { now, published: on(published) },
    );
    return [facts.eventStart, facts.eventEnd].map((d) => (d ? londonDate(d) : null));
  };

  it.each([
    [
      'Our conference runs from 30 December to 2 January.',
      '2024-11-20',
      ['2024-12-30', '2025-01-02'],
    ],
    [
      'Our conference runs from 1 December to 3 January 2026.',
      '2025-06-02',
      ['2025-12-01', '2026-01-03'],
    ],
    [
      'The showcase runs from 12 to 14 September next year.',
      '2013-09-20',
      ['2014-09-12', '2014-09-14'],
    ],
    ['Join our webinar on Thursday 12 January.', '2017-01-09', ['2017-01-12', '2017-01-12']],
  ])('%s (published %s)', (text, published, expected) => {
    expect(event(text, published)).toEqual(expected);
  });

  it('reads a publication date after today as today', () => {
    const facts = extractFacts(
      { title: 'Event', link: null, text: 'Join our workshop on 14 March.' },
      { now: new Date('2025-01-10T12:00:00Z'), published: new Date('2030-06-01T12:00:00Z') },
    );
    expect(facts.eventStart && londonDate(facts.eventStart)).toBe('2025-03-14');
  });
});
