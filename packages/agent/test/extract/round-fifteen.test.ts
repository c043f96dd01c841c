/**
 * Extraction, round fifteen: shapes met while writing the fifteenth round of real-world training
 * items (docs/tagging.md), scored before any rule was read from them, in sentences of our own.
 * Every item is read as published on Friday 10 January 2025.
 */
import { describe } from 'vitest';
import { itReadsEach, itReadsNone } from './published-item.ts';

describe('round fifteen: deadlines', () => {
  itReadsEach(
    'deadline',
    [
      // Money left in a scheme "until the end of" a month: the month's last day.
      [
        'Money remains in the shopfront grant scheme until the end of March 2025, for units in the town centre only.',
        '2025-03-31T23:59',
      ],
      ['Funding is still available until the end of February.', '2025-02-28T23:59'],
    ],
    'Facelift grants still on offer',
  );

  itReadsNone(
    'deadline',
    [
      // The end of a month after anything but "until" is a plan, a claim or a payment.
      'Every award must be claimed by the end of March 2026.',
      'Five more missions are planned by the end of March, with payments due towards the end of January.',
    ],
    'Export support',
  );
});

describe('round fifteen: amounts', () => {
  itReadsEach(
    'amountMaxGbp',
    [
      // A cap that rises for some applicants: the higher one.
      [
        'The fund pays 80% of the cost of a new frontage, capped at £3,000, rising to a possible £4,000 for listed buildings.',
        4000,
      ],
    ],
    'Shopfront fund',
  );

  itReadsNone(
    'amountMaxGbp',
    // What pitching firms hope to raise from investors is not on offer.
    [
      'The showcase returns in June; companies pitching are looking to raise between £100,000 and £3 million.',
    ],
    'Investor showcase heads to Dundee',
  );
});

describe('round fifteen: event starts', () => {
  itReadsEach(
    'eventStart',
    [
      // Judging day is a step; the winners named at a venue is the night.
      [
        'Public voting runs until 5 April, judging takes place on 15 March in Dunfermline, and winners will be named at the Glasgow Hilton on 6 May.',
        '2025-05-06T00:00',
      ],
    ],
    'Bakers urged to enter the awards',
  );
});
