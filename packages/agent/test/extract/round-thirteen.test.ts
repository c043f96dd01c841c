/**
 * Extraction, round thirteen: shapes met while writing the thirteenth round of real-world
 * training items (docs/tagging.md), scored before any rule was read from them, in sentences of
 * our own. Every item is read as published on Friday 10 January 2025.
 */
import { describe } from 'vitest';
import { itReadsEach, itReadsNone } from './published-item.ts';

describe('round thirteen: deadlines', () => {
  itReadsEach(
    'deadline',
    [
      // An application window named as "the window", with a time at each end: the later end.
      [
        'One application per firm; the window runs from noon on 20 January to noon on 3 February.',
        '2025-02-03T12:00',
      ],
    ],
    'Events supply chain grant opens',
  );

  itReadsNone(
    'deadline',
    // A project's delivery period is not a window for applying.
    ['Your project must be delivered in the period that runs from 1 April 2025 to 31 March 2026.'],
    'Business growth grant',
  );
});

describe('round thirteen: amounts', () => {
  itReadsEach(
    'amountMaxGbp',
    [
      // A turnover limit's clause ends where the offer's verb begins.
      [
        'Manufacturers with a turnover below €40m can seek between £15,000 and £400,000 towards new equipment.',
        400000,
      ],
      [
        'Firms employing fewer than 50 staff with turnover under £5m may receive up to £25,000.',
        25000,
      ],
    ],
    'Processing grants',
  );

  itReadsEach(
    'amountMaxGbp',
    [
      // "It" is the grant the sentence before names.
      [
        'Pubs and restaurants can claim a one-off top-up grant. Set by the government, it is worth £3,000 or £5,500 depending on rateable value.',
        5500,
      ],
    ],
    'Top-up grant for hospitality',
  );

  itReadsNone(
    'amountMaxGbp',
    [
      // A fine is what one pays.
      'Letting a property without a licence is an offence, with fines of up to £5,000.',
      'Missing the deadline risks a penalty of £2,500 and a year-long ban.',
      // A turnover limit with no offer after it is still a limit.
      'Firms with a turnover under £2m can apply for advice.',
    ],
    'Licensing explained',
  );
});

describe('round thirteen: event starts', () => {
  itReadsEach(
    'eventStart',
    [
      // "Come along" invites; the time rides with the date.
      [
        'Come along from 6pm on Thursday 23 January to the third floor for talks and pizza.',
        '2025-01-23T18:00',
      ],
    ],
    'Monthly tech night',
  );

  // A meetup by its one-word name.
  itReadsEach(
    'eventStart',
    [['Talks this month on open data, then drinks nearby.', '2025-01-15T00:00']],
    'CodeMeetup Aberdeen – Wednesday 15 January',
  );

  itReadsEach(
    'eventStart',
    [
      // The weekend's first day takes the time given for its weekday later on.
      [
        'The hackathon runs from Friday 24 to Sunday 26 January. Doors open from 5.30pm on the Friday, with pitches after dinner.',
        '2025-01-24T17:30',
      ],
      // A trader's stall at a festive market, whose festivities start at a time and a date.
      [
        'Book a stall at the lights switch-on market: the festivities start at 4pm on Friday 28 November.',
        '2025-11-28T16:00',
      ],
    ],
    'Christmas in town',
  );

  itReadsNone(
    'eventStart',
    // A time for another weekday does not move the first day's start.
    ['A list of the grants approved on Friday 24 January will be published on the Monday at 9am.'],
    'Grant results',
  );
});
