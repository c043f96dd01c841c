/**
 * Extraction, round seventeen: shapes met while writing the seventeenth round of real-world
 * training items (docs/tagging.md), scored before any rule was read from them, in sentences of
 * our own. Every item is read as published on Friday 10 January 2025.
 */
import { describe } from 'vitest';
import { itReadsEach, itReadsNone } from './published-item.ts';

describe('round seventeen: deadlines', () => {
  itReadsEach(
    'deadline',
    [
      // A fact sheet's window: the call closes at its end.
      [
        'Funder: the enterprise agency. Largest award: £50,000. Window: 6 January 2025 to 28 March 2025.',
        '2025-03-28T23:59',
      ],
    ],
    'Feasibility grant at a glance',
  );
});

describe('round seventeen: amounts', () => {
  itReadsEach(
    'amountMaxGbp',
    [
      // Match funding the funder offers is its award, not what the applicant brings.
      [
        'The scheme offers match funding of £5,000 to £25,000 per project to bring new life into town centres.',
        25_000,
      ],
      // What a developer pays into the fund each year is the pot.
      [
        'The wind farm operator pays £24,000 a year into the fund, and grants range from £250 to £6,000.',
        6000,
      ],
      // The pot for the round, then the cap on one bid.
      [
        'A new round is taking bids, with up to £100,000 in the pot this time. Any one bid is capped at £5,000.',
        5000,
      ],
      // "per cent" in words, as "%".
      ['Successful firms can claim 100 per cent of costs up to £50,000.', 50_000],
    ],
    'Funding round open',
  );
});

describe('round seventeen: event starts', () => {
  itReadsEach(
    'eventStart',
    [
      // "Next Wednesday" from a Friday: the Wednesday of the week after publication.
      [
        'Traders are invited to a business forum next Wednesday at the Corn Exchange.',
        '2025-01-15T00:00',
      ],
      // A past session and a coming one in one sentence, split by a semicolon.
      [
        'The first workshop took place yesterday; the next is in Launceston on Monday 13 January.',
        '2025-01-13T00:00',
      ],
    ],
    'Business workshops',
  );

  itReadsNone(
    'eventStart',
    // A call that closes next Friday names no event.
    ['Applications for the networking fund close next Friday.'],
    'Networking fund',
  );
});
