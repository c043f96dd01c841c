/**
 * Extraction, round twenty-two: shapes met while writing the twenty-second round of real-world
 * training items (docs/tagging.md), scored before any rule was read from them, in sentences of
 * our own. Every item is read as published on Friday 10 January 2025.
 */
import { describe } from 'vitest';
import { itReadsEach, itReadsNone } from './published-item.ts';

describe('round twenty-two: deadlines', () => {
  itReadsEach(
    'deadline',
    [
      // The window's opening day does not hide the day it runs until.
      [
        'The application window opens on 20 January and runs until 14 February.',
        '2025-02-14T23:59',
      ],
      ['The application period opens 3 February and runs until 3 March.', '2025-03-03T23:59'],
      // A window named and dated at once still closes on its last day.
      ['Application window 1 to 14 March.', '2025-03-14T23:59'],
    ],
    'Trial fund reopens',
  );
});

describe('round twenty-two: amounts', () => {
  itReadsEach(
    'amountMaxGbp',
    [
      // A valuation range may run on with "up to" alone: its top is a limit, not the grant.
      ['Shops valued from £15,001 up to £51,000 can claim £25,000.', 25_000],
      ['Premises valued from £12,001 up to £50,999 qualify for £10,000.', 10_000],
    ],
    'Support grants',
  );
});

describe('round twenty-two: event starts', () => {
  itReadsEach(
    'eventStart',
    [
      // A launch at an hour is a gathering.
      [
        'The new traders network will be launched on Tuesday 4 February at 6pm in the village hall. All are welcome at the launch event.',
        '2025-02-04T18:00',
      ],
      // The time in the next sentence, which says where the event is held.
      [
        'Join our consultation event on Thursday 6 February. It will be held in the second-floor lecture theatre of the town library on Market Street from 5.30pm until 7pm. Doors open at 5pm.',
        '2025-02-06T17:30',
      ],
    ],
    'Business network evening',
  );
  // A scheme launched on a day, with no hour, is no event.
  itReadsNone(
    'eventStart',
    ['The grant scheme was launched on 6 January. Come to our workshop to learn more.'],
    'Workshop on the new grant',
  );
});
