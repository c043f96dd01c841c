/**
 * Extraction, round fourteen: shapes met while writing the fourteenth round of real-world
 * training items (docs/tagging.md), scored before any rule was read from them, in sentences of
 * our own. Every item is read as published on Friday 10 January 2025.
 */
import { describe } from 'vitest';
import { itReadsEach, itReadsNone } from './published-item.ts';

describe('round fourteen: amounts', () => {
  itReadsEach(
    'amountMaxGbp',
    [
      // "as much as" is the top of what one may seek, above the usual ceiling.
      [
        'The usual ceiling is £5,000; growing events may seek up to £15,000, and the largest can ask for as much as £30,000.',
        30000,
      ],
      // A sum handed out to a number of start-ups is shared among them.
      [
        'The new award offers up to £100,000 to the best idea, and the final will hand out up to £1.3 million in grants and loans to around forty start-ups.',
        100000,
      ],
    ],
    'Events fund opens for bids',
  );
});

describe('round fourteen: deadlines', () => {
  itReadsEach(
    'deadline',
    [
      [
        'The window is short: it opens at 9am on Monday 20 January and shuts at 5pm on Monday 27 January.',
        '2025-01-27T17:00',
      ],
    ],
    'Self-catering grants open for a week',
  );
});

describe('round fourteen: event starts', () => {
  itReadsEach(
    'eventStart',
    [
      // The coming weekday, counted from the publication day (a Friday).
      ['The fishing expo is back at the arena this Saturday, with free entry.', '2025-01-11T00:00'],
      ['Our conference in Perth is this Friday: a few places are left.', '2025-01-10T00:00'],
    ],
    'Show news',
  );

  itReadsEach(
    'eventStart',
    [
      // Winners named at a venue on a date: the awards night.
      [
        'Entries close on Friday 7 February. Winners will be named at the Grand Hotel, Belfast, on 19 March 2025.',
        '2025-03-19T00:00',
      ],
    ],
    'Last call to enter the first food-to-go awards',
  );

  itReadsNone(
    'eventStart',
    [
      // A call that opens on a date is not an event, however it is said.
      'A £25m challenge fund for early-stage firms, with a briefing for advisers; it opens to applications on Monday 20 January.',
      // A deadline "this Friday" is not an event's day.
      'Applications for the conference bursaries close this Friday.',
    ],
    'Growth package for start-ups',
  );
});
