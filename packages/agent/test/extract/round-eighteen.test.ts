/**
 * Extraction, round eighteen: shapes met while writing the eighteenth round of real-world
 * training items (docs/tagging.md), scored before any rule was read from them, in sentences of
 * our own. Every item is read as published on Friday 10 January 2025.
 */
import { describe } from 'vitest';
import { itReadsEach } from './published-item.ts';

describe('round eighteen: deadlines', () => {
  itReadsEach(
    'deadline',
    [
      // "12:00 midday" is one time, not a clock time and then a word.
      [
        'Bids must arrive by 12:00 midday GMT on Friday 14 February 2025 and are scored together.',
        '2025-02-14T12:00',
      ],
      // Putting oneself forward is entering.
      [
        'Local traders have until Friday, February 28 to put their business forward for the awards.',
        '2025-02-28T23:59',
      ],
      // A call that has stopped taking interest still names when it closed.
      [
        'The fund stopped taking expressions of interest at 5pm on Thursday 9 January 2025.',
        '2025-01-09T17:00',
      ],
      // A list of closing dates: the first on or after publication, not the first written.
      ['Deadlines for the year: 5 January, 5 April and 5 July.', '2025-04-05T23:59'],
      // Questions to the buyer come before the tender itself.
      [
        'Site visit on 20 January, questions in by 24 January, and completed tenders by 7 February 2025.',
        '2025-02-07T23:59',
      ],
      // The weekday said, its date in brackets, the time before both.
      ['Owners now have until 5pm next Friday (17 January) to enter.', '2025-01-17T17:00'],
    ],
    'Call for entries',
  );
});

describe('round eighteen: event starts', () => {
  itReadsEach(
    'eventStart',
    [
      // A funding fair is an event, though its page talks of money throughout.
      [
        'Community groups can meet funders at the fair in the town hall on Wednesday 22 January, from 1pm until 6pm. Grants cover up to half of project costs.',
        '2025-01-22T13:00',
      ],
    ],
    'Funding fair for local groups',
  );
});
