/**
 * Extraction, round twenty-six: from misses on the real-world training items (docs/tagging.md),
 * in sentences of our own. Every item is read as published on Friday 10 January 2025.
 */
import { describe } from 'vitest';
import { itReadsEach, itReadsNone } from './published-item.ts';

describe('round twenty-six: event starts', () => {
  itReadsEach(
    'eventStart',
    [
      // A week that runs from today: it starts on the day of publication.
      [
        'The week runs from today until 16 January, with 40 events taking place in person and online.',
        '2025-01-10T00:00',
      ],
    ],
    'Digital skills week opens with 40 events',
  );
  itReadsNone(
    'eventStart',
    ['New licensing rules apply from today, and every event must follow them.'],
    'New rules for events',
  );
  itReadsEach(
    'eventStart',
    [
      // An awards night told of as tonight's, with no event word: the day of publication.
      [
        'Our business awards are back after a year’s gap. Tonight, at the Links Hotel, we will honour the district’s best firms.',
        '2025-01-10T00:00',
      ],
    ],
    'A note from the editor',
  );
  itReadsNone(
    'eventStart',
    ['Entries for the business awards have closed. Tonight the judges will begin reading them.'],
    'Awards update',
  );
});

describe('round twenty-six: deadlines', () => {
  itReadsEach(
    'deadline',
    [
      // An incentive employers claim rather than apply for: the claim's date is its closing date.
      [
        'Employers can claim £2,000 for each new apprentice, up to ten per business. Claims must be made by 31 March 2025 through the apprenticeship service.',
        '2025-03-31T23:59',
      ],
      // With a date to apply by as well, the application's date wins.
      [
        'Apply by 28 February 2025 for up to £5,000 towards a new shopfront. Businesses can claim the grant once the work is done, and claims must be made by 30 June 2025.',
        '2025-02-28T23:59',
      ],
    ],
    'Incentive payments',
  );
  itReadsNone(
    'deadline',
    [
      // A grant's claim after the award, on a scheme applied for: not a date to apply by.
      'Grants of up to £5,000 are available for shopfronts. Successful applicants must submit their claims by 30 June 2025.',
    ],
    'Shopfront grants',
  );
  itReadsNone(
    'deadline',
    [
      // Where things stood by a day, not a day to apply by.
      'By 6 January councils had received 74,216 applications for the grants and paid 45,387 of them.',
      'By 7 January, 805 applications had come in and more than £1.4 million had been paid.',
    ],
    'Grant figures for the spring',
  );
  itReadsEach(
    'deadline',
    [['Expressions of interest by 12 February, please, to the team.', '2025-02-12T23:59']],
    'Town centre fund',
  );
  itReadsEach(
    'deadline',
    [
      // The verb said once for an earlier step and the entries: the entries' date.
      [
        'Nominations close on 19 February and entries on 2 March 2025, through the awards website.',
        '2025-03-02T23:59',
      ],
      // Not an event's day after the close.
      ['Entries close on 19 February and the ceremony is on 2 March 2025.', '2025-02-19T23:59'],
    ],
    'Tourism awards: national categories open',
  );
});

describe('round twenty-six: amounts', () => {
  itReadsEach('amountMaxGbp', [
    // An allowance paid week by week to someone starting out is money received, not a limit.
    [
      'You could receive a weekly allowance worth up to £1,300 over 26 weeks while you start trading, and apply for a start-up loan.',
      1300,
    ],
    // What each voucher is worth.
    [
      'A further 40 innovation vouchers, each worth £4,000, are open to applications this month.',
      4000,
    ],
    // Available for each challenge: what one successful team can have.
    [
      'Up to £300,000 is available for each challenge, and ten challenges are open to applications.',
      300000,
    ],
    // A later stage's award on top of the first, even when larger.
    [
      'Teams receive a £5,000 grant to build a demo, then pitch for a further grant of up to £20,000 to finish it. Apply by 3 February.',
      25000,
    ],
    [
      'Finalists can each receive £1,000, and winners may pitch for as much as £4,000 extra. Apply by 3 February.',
      5000,
    ],
    // Another nation's terms after the item's own.
    [
      'Grants of £500 to £5,000 are on offer to businesses in Wales from a budget of £2.4 million. In England the programme offers £300 to £10,000.',
      5000,
    ],
    // A nation's terms that are the item's only ones.
    ['In Scotland, grants of up to £8,000 are available to rural businesses.', 8000],
    // Joining a scheme is not a cap: "sign up to" a scheme's total.
    [
      'Sixteen traders sign up to £25,000 shop frontage scheme\nThere are two options: grants between £2,500 and £5,000, or a one-off grant of up to £1,000. Applications close on 28 February.',
      5000,
    ],
    // A loan fund's terms list what one can borrow; a firm's own borrowing is a limit.
    [
      'Terms: a fixed 4 per cent interest rate; borrowing of up to £200,000; repayment over two to ten years. Apply with a business plan.',
      200000,
    ],
    ['Firms with borrowing of up to £50,000 on their books can apply for a grant of £2,000.', 2000],
    // Two payments to one applicant.
    [
      'Each new childminder can receive £500 once registered and a second £500 when they take on their first child. Apply online.',
      1000,
    ],
  ]);
  itReadsNone('amountMaxGbp', [
    // A tax allowance is not an award.
    'The Employment Allowance cuts your employer bill by up to £5,000 a year.',
  ]);
  itReadsEach('amountMaxGbp', [
    // Extra money for someone else is not a top-up on the offer.
    [
      'The council will receive £4m extra for roads this year. Businesses can apply for up to £2,000.',
      2000,
    ],
  ]);
});
