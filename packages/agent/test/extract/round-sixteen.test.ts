/**
 * Extraction, round sixteen: shapes met while writing the sixteenth round of real-world training
 * items (docs/tagging.md), scored before any rule was read from them, in sentences of our own.
 * Every item is read as published on Friday 10 January 2025.
 */
import { describe } from 'vitest';
import { itReadsEach, itReadsNone } from './published-item.ts';

describe('round sixteen: deadlines', () => {
  itReadsEach(
    'deadline',
    [
      // "Completed tenders" are the bid itself, not a finished project.
      [
        'Completed tenders must be returned by 12 noon on 14 February 2025 to the address in the pack.',
        '2025-02-14T12:00',
      ],
      ['Completed quotes should be sent by 5pm on 21 February.', '2025-02-21T17:00'],
    ],
    'Contract opportunity: café concession at the country park',
  );

  itReadsNone(
    'deadline',
    // A project that must be finished by a date is still not a date to apply by.
    ['Successful applicants must have completed the works by 31 March 2025.'],
    'Shopfront grants awarded',
  );
});

describe('round sixteen: amounts', () => {
  itReadsEach(
    'amountMaxGbp',
    [
      // A cap on what one business may take in all, above the sum each partner may borrow.
      [
        'Each partner may borrow up to £25,000, but no single business can receive more than £100,000 in total.',
        100_000,
      ],
      // A relief with a cash cap per business is money the business gets.
      [
        'Qualifying shops and cafés get 40% off their rates, and the relief is capped at £110,000 per business.',
        110_000,
      ],
      // The works a grant helps pay for are the project's size, not the grant.
      [
        'You may ask for up to £3,000, matched pound for pound by the business, allowing works of up to £6,000.',
        3000,
      ],
    ],
    'Funding for small firms',
  );

  itReadsNone(
    'amountMaxGbp',
    [
      // Paid per person taken on: a business's total depends on how many it hires.
      'Employers can claim £3,000 for each new apprentice who starts before the end of March.',
      'The council pays a grant of £1,500 per new recruit aged 16 to 24.',
    ],
    'Apprenticeship incentive',
  );
});

describe('round sixteen: event starts', () => {
  itReadsEach(
    'eventStart',
    [
      // A mission abroad by any name, on a day range.
      [
        'Six firms from the region join a trade and investment mission running from 10 to 14 March.',
        '2025-03-10T00:00',
      ],
      [
        'Companies may apply for a place on a market visit to Japan from 17 to 21 March 2025.',
        '2025-03-17T00:00',
      ],
    ],
    'Heading overseas',
  );
});
