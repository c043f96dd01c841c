/**
 * Extraction, round six: phrasings met on real UK funders', councils' and organisers' pages that
 * the extractor had never seen (sentences of our own). Every item is read as published on Friday
 * 10 January 2025 and crawled long after.
 */
import { describe, expect, it } from 'vitest';
import { facts, itReadsEach, itReadsNone, local } from './published-item.ts';

describe('round six: times and days', () => {
  itReadsEach('eventStart', [
    // The 24-hour clock without a colon, as council notices write it.
    ['The open day takes place on Saturday 22 March from 1100-1500 hrs.', '2025-03-22T11:00'],
    ['The drop-in will be held on 22 March at 1430 hrs.', '2025-03-22T14:30'],
    // Already on the 24-hour clock: the first time does not borrow the afternoon.
    ['The fun day takes place on Saturday 22 March from 0600-2000 hrs.', '2025-03-22T06:00'],
    // A month-first date right before the word for the event.
    ['Our March 13th event will look at exporting to Europe.', '2025-03-13T00:00'],
    // The weekday names the last day of the range: the year is not moved to make it agree.
    [
      'The trade fair will now run over tomorrow and Sunday, 18-19 January, at the SEC.',
      '2025-01-18T00:00',
    ],
  ]);

  it('four digits without "hrs" are not a time: they may be years', () => {
    expect(
      local(facts('The ceilidh is on Saturday 14 June from 1930-1945 in the hall.').eventStart),
    ).toBe('2025-06-14T00:00');
  });

  it('a zone after the bracketed time: "12:00 (midday) GMT on"', () => {
    expect(
      local(
        facts('Applications must be received no later than 12:00 (midday) GMT on 27 February.')
          .deadline,
      ),
    ).toBe('2025-02-27T12:00');
  });
});

describe('round six: closing dates', () => {
  itReadsEach('deadline', [
    // A date before "deadline" that opened the call, then the deadline with its own date.
    ['Open 10th February, deadline for entering is 11th March 00:00.', '2025-03-11T00:00'],
    ['Open 10th February deadline for entering is 11th March.', '2025-03-11T23:59'],
    // A key-dates list: the label has its own words on a line of its own.
    [
      'Key dates\n\nEntries open\n1st February\n\nDeadline for entries\n15th March\n\nJudging\nApril',
      '2025-03-15T23:59',
    ],
    ['Closing date for applications\n\n28 February 2025', '2025-02-28T23:59'],
    // Guards: "the 14 March deadline" still reads its date, with or without words after it.
    ['The 14 March deadline for applications is fast approaching.', '2025-03-14T23:59'],
    // Those who applied already are told apart from those who still must.
    [
      'Grants of up to £3,000. Firms that have already applied by 3 January will be contacted; new applicants should apply by 28 February.',
      '2025-02-28T23:59',
    ],
  ]);

  itReadsNone('deadline', [
    // When the funder will reply is not when the applicant must apply.
    'Apply now for grants of up to £3,000. We will get in touch with you by email no later than 28 February to confirm whether you are eligible.',
    'Grants of £1,500 are available to apply for. We will let applicants know by 14 March.',
    // A payment date is not a closing date, even as a call's only date ahead.
    'Apply for grants of up to £5,000. The next payment from the fund is due to go to businesses on 23 January.',
    // A window told in the past tense has closed.
    'The grant was initially open to applications between 3 January and 8 January. It has now been reopened for market traders. Grants of £2,000.',
    'Applications were accepted until 8 January. Grants of £2,000 were paid to 40 firms.',
  ]);
});

describe('round six: the most one business can receive', () => {
  itReadsEach('amountMaxGbp', [
    // A cap for a business with several premises is the most one business can get.
    [
      'The closure grant has two tiers: £2,875 for businesses with a Rateable Value (RV) of up to and including £51,000, and £4,310 for businesses with a RV over £51,001. An upper limit of £21,000 in total will apply to any business operating multiple premises.',
      21_000,
    ],
    // The largest award named as such, with words between it and its "is".
    [
      'The highest level of grant payment available in this new fund is £25,000. Councils may also make payments of any amount up to £10,000 at their discretion.',
      25_000,
    ],
    ['The maximum grant available to any one shop under the scheme is £4,000. Apply now.', 4_000],
    // Guards: a pot named as available still gives way to a sum for each business.
    ['Funding available is £5,000 per business, paid as a one-off grant.', 5_000],
    ['Grants of up to £5,000 are on offer. The turnover upper limit is £2 million.', 5_000],
  ]);

  itReadsNone('amountMaxGbp', [
    // A council's whole allocation, said to be the funding available.
    'The funding available is £87,750 in capital and £77,000 in revenue. Businesses with a turnover under £1 million can apply for a grant.',
    'Funding available is £102,500 and £208,000 revenue respectively. Apply for a business grant.',
    // The smallest award is not the most on offer.
    'The minimum grant payment will now be £3,000 for every eligible business.',
    // A rateable value written with its abbreviation is still a property's value.
    'Grants are available to shops with a Rateable Value (RV) of up to £51,000.',
  ]);
});

describe('round six: events put off or moved', () => {
  it.each([
    // Postponed with no new day: no start.
    [
      'Conference postponed',
      'The annual conference on 22 March has been postponed. A new date is yet to be confirmed.',
    ],
    [
      'Annual Conference 22nd March postponed',
      'With regret, the conference will now be postponed because of the rail strike.',
    ],
    ['Dinner off', 'The business dinner on 22 March is postponed until further notice.'],
  ])('no start: %s', (title, text) => {
    expect(facts(text, title).eventStart).toBeNull();
  });

  itReadsEach(
    'eventStart',
    [
      // Guards: a postponement that names its new day starts then.
      [
        'The expo has been postponed until 13 February and will be held at the town hall.',
        '2025-02-13T00:00',
      ],
      [
        'The expo on 6 February has been postponed. It will now take place on 13 March at the town hall.',
        '2025-03-13T00:00',
      ],
      ['The expo, which was postponed last year, is now on 14 March.', '2025-03-14T00:00'],
      // A range the event has left is skipped whole, weekdays and all.
      [
        'The trade fair, originally scheduled for Sunday and Monday, 19-20 January, will now run over tomorrow and Sunday, 11-12 January.',
        '2025-01-11T00:00',
      ],
    ],
    'Expo news',
  );
});
