/**
 * Extraction, round twenty-five: from misses on the real-world training items (docs/tagging.md),
 * in sentences of our own. Every item is read as published on Friday 10 January 2025.
 */
import { describe } from 'vitest';
import { itReadsEach, itReadsNone } from './published-item.ts';

describe('round twenty-five: event starts', () => {
  itReadsEach(
    'eventStart',
    [
      // A line-up released, told in the past tense, for a strand still to run.
      [
        'The festival has released the line-up for its trade strand, running from 26 February to 1 March, ahead of the main programme.',
        '2025-02-26T00:00',
      ],
    ],
    'Film festival unveils its trade strand',
  );
  itReadsEach(
    'eventStart',
    [
      // A weekend by its name, and its days.
      [
        'The Founders Weekend returns to the college this spring. The weekend runs from Friday 14 March to Sunday 16 March, with teams formed on the first night.',
        '2025-03-14T00:00',
      ],
    ],
    'Founders Weekend at the college, 14-16 March',
  );
  itReadsEach(
    'eventStart',
    [
      // An awards call whose only date is the ceremony: the ceremony, not a closing date.
      [
        'Entries have opened for this year’s town awards. Winners will receive their trophies at a ceremony at the Links Hotel on Friday 21 March, and each will be featured in the local paper. The young achiever also takes home £250.',
        '2025-03-21T00:00',
      ],
    ],
    'Town awards now accepting entries',
  );
});

describe('round twenty-five: no event in a holiday weekend', () => {
  itReadsNone(
    'eventStart',
    ['Opening hours change over the Easter Weekend: the office shuts from Friday 18 April.'],
    'Office hours over the Easter Weekend',
  );
});

describe('round twenty-five: deadlines', () => {
  itReadsEach(
    'deadline',
    [
      // One window of several a year: the end of the one ahead.
      [
        'Grants of up to £15,000 help groups shape their plans. Applications made from 1 to 28 February are decided in April; those made in August are decided in October.',
        '2025-02-28T23:59',
      ],
    ],
    'Development grants',
  );
  itReadsEach(
    'deadline',
    [
      // A news item's closing day by its weekday alone: the coming one, from publication.
      [
        'Time is running out to enter the culture awards, and entries are accepted until Tuesday.',
        '2025-01-14T23:59',
      ],
      ['Applications close at 12pm next Friday, so firms should apply now.', '2025-01-17T12:00'],
    ],
    'Last days to enter',
  );
  itReadsNone(
    'deadline',
    ['The county show opens tomorrow and runs until Saturday, with the trade tent open daily.'],
    'County show opens',
  );
  itReadsNone(
    'deadline',
    [
      // The ceremony's day in an awards call is not its closing date.
      'Nominations are open for the county business awards. Winners will be named at a gala dinner at the Station Hotel on Thursday 27 March, and the apprentice of the year takes home £500.',
    ],
    'County business awards open',
  );
});

describe('round twenty-five: the most one business can receive', () => {
  itReadsEach(
    'amountMaxGbp',
    [
      // A tier's bounds of rateable value are not awards.
      [
        'Venues can apply for a one-off grant. The sum depends on rateable value: £20,000 for premises valued at up to £30,000, £30,000 between £30,001 and £80,000, and £45,000 above that.',
        45_000,
      ],
      // The top of a span with words between its ends.
      [
        'Grants range from £3,000 for firms with up to 20 staff to £18,000 for those with up to 200, towards accredited training.',
        18_000,
      ],
      // What partners bidding together may seek is not what one organisation may.
      [
        'A single organisation may ask for up to £3,000. Where two or more organisations work together on one project, a lead partner can seek up to £9,000.',
        3_000,
      ],
      // A pot enough for several.
      [
        'Up to £120,000 is available in this round, enough to support as many as five towns. Each town may borrow between £10,000 and £40,000.',
        40_000,
      ],
      // After the smallest award, the largest.
      [
        'Projects should cost at least £8,000. The smallest grant will be £4,000 and the largest £60,000, or half the costs if less.',
        60_000,
      ],
      // Several owners may each borrow: the ceiling for the business.
      [
        'Each partner in the firm may borrow up to £20,000, giving a ceiling of £80,000 for the business.',
        80_000,
      ],
    ],
    'Grant scheme',
  );
  itReadsNone(
    'amountMaxGbp',
    [
      'Up to £3 million of grant funding is available to help harbours replace old cranes.',
      'The fund reopens with about £450,000 to award; the first deadline is 30 April.',
      'The town’s improvement district sets out £120,000 for shop front and event grants.',
      'The government has released a further £600,000 to help town centre partnerships.',
      'Up to £400,000 a year is being shared over three years among selected nurseries.',
      'Last year the castle and the gardens, which received up to £350,000 for urgent repairs, reopened early.',
    ],
    'Funding news',
  );
});
