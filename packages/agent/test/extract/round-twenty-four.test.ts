/**
 * Extraction, round twenty-four: the hours of an event and the most one business can be paid
 * per head, from misses on the real-world training items (docs/tagging.md), in sentences of our
 * own, and two closing phrasings. Every item is read as published on Friday 10 January 2025.
 */
import { describe } from 'vitest';
import { itReadsEach, itReadsNone } from './published-item.ts';

describe('round twenty-four: deadlines', () => {
  itReadsEach(
    'deadline',
    [
      // Whoever has until a date to claim: the claim is the application.
      [
        'Traders are urged to move quickly now that the closing date has been brought forward. Firms now have until 14 February to claim the £5,000 grant. The scheme had been due to stay open until June.',
        '2025-02-14T23:59',
      ],
      // Signing the grant agreement comes after the award.
      [
        'Applications closed on Friday 3 January 2025. Grant agreements had to be signed by 24 January.',
        '2025-01-03T23:59',
      ],
      // Opening by a month's end is no deadline; the last date for submitting one is.
      [
        'Applications are expected to open by the end of January, and the last date for submitting one is Friday 7 March.',
        '2025-03-07T23:59',
      ],
      // Close of business is the end of the working day, said before the date.
      [
        'Fill in the questionnaire and email it to the estates team before close of business on Friday 31 January.',
        '2025-01-31T23:59',
      ],
    ],
    'Expressions of interest',
  );
});

describe('round twenty-four: dates a call gives that are not its deadline', () => {
  itReadsNone(
    'deadline',
    [
      // When a call opens, however many words stand between.
      'Apply for a grant: the agency will open its new Net Zero Kickstart call to applications on 18 February, with £2 million available.',
      'Apply for a grant: the new fund for high streets began accepting applications on Monday 17 February.',
      // When the kit must be in place, after the award.
      'Apply for a grant for new fridges. Everything funded has to be fitted by 1 March, so send the form in early.',
    ],
    'New grant fund',
  );
});

describe('round twenty-four: event hours', () => {
  itReadsEach(
    'eventStart',
    [
      // A recurring market's hours, then its first day.
      [
        'The makers market will run on the second Saturday of every month from 11am to 4pm, starting on Saturday, February 8.',
        '2025-02-08T11:00',
      ],
      // A roadshow's line: the day, the venue, then its hours.
      [
        'Roadshow dates: Jan 21, Forres Town Hall, 10:30 to 15:00; Jan 23, Elgin Library, 13:00 to 16:30.',
        '2025-01-21T10:30',
      ],
      // The next sentence opens the evening.
      [
        'The awards dinner is on Saturday 15 March at the County Hotel. The evening opens with a drinks reception at 7pm, followed by dinner at 8pm.',
        '2025-03-15T19:00',
      ],
    ],
    'Business awards and markets',
  );
  // Tomorrow's or this Friday's event, at the hour its own sentence or the next one gives.
  itReadsEach(
    'eventStart',
    [
      [
        'Tomorrow at 10.30am the chamber holds its breakfast briefing at the Station Hotel.',
        '2025-01-11T10:30',
      ],
      [
        'Come and meet us at the trade show this coming Monday. The show runs from 9am to 3pm at the Corn Exchange and costs nothing to attend.',
        '2025-01-13T09:00',
      ],
    ],
    'See us at the show',
  );
  // Winners revealed at a marquee event or a reception: that gathering is the event.
  itReadsEach(
    'eventStart',
    [
      [
        'Entry is free. This year the winners will be revealed on 14 March at a marquee event beside the harbour.',
        '2025-03-14T00:00',
      ],
    ],
    'Business awards open for entries',
  );
  // A news item's weekday alone, for an event still to come: the coming one (the items are
  // published on Friday 10 January 2025).
  itReadsEach(
    'eventStart',
    [
      ['The Harbour Tech Festival returns on Wednesday for its third year.', '2025-01-15T00:00'],
      [
        'The chamber will host an online meeting for tourism businesses on Tuesday at 2pm.',
        '2025-01-14T14:00',
      ],
    ],
    'Tech festival back next week',
  );
  itReadsNone(
    'eventStart',
    [
      'The minister said on Monday that the conference had been a success.',
      'The networking club meets every Thursday at the Corn Exchange.',
    ],
    'Business news',
  );
  // A lone time after a place is no event's hour: it may be a train's or a deadline's.
  itReadsEach(
    'eventStart',
    [
      [
        'The fair is on 21 January, Forres Town Hall, 10:30 train from Inverness recommended.',
        '2025-01-21T00:00',
      ],
    ],
    'Trade fair',
  );
});

describe('round twenty-four: paid per head, with a cap per business', () => {
  itReadsEach(
    'amountMaxGbp',
    [
      [
        'Claim £1,500 for each apprentice you take on, for a maximum of four apprentices per business.',
        6_000,
      ],
      [
        'Employers receive £3,000 per learner. Payments are capped at five learners per business.',
        15_000,
      ],
    ],
    'Apprentice incentive',
  );
  // With no cap, what one business gets depends on how many it hires.
  itReadsNone(
    'amountMaxGbp',
    ['Employers receive £3,000 per learner they recruit before March.'],
    'Apprentice incentive',
  );
});

describe('round twenty-four: the grant, not the project or the fund', () => {
  itReadsEach(
    'amountMaxGbp',
    [
      // The project's size, which the grant pays part of.
      [
        'Grants from £400 up to £3,500 will meet half the cost of equipment projects worth no more than £7,000.',
        3_500,
      ],
      [
        'Projects should normally cost at least £8,000 and no more than £120,000. The largest grant is £60,000.',
        60_000,
      ],
      // Money put up to create the fund is the fund.
      [
        'The board agreed to use up to £240,000 of its reserves to create the Harbour Town Recovery Fund. Each town can receive one grant of £8,000.',
        8_000,
      ],
      // A top-up one employer can have beside the payment.
      [
        'An employer receives £3,000 over the first year, plus a £600 top-up if the job pays the real Living Wage.',
        3_600,
      ],
      // A grant that pays is an offer; a business paying is a price.
      [
        'The Shop Recovery Grant helps town centre traders, paying £5,000 or £8,000 by floor area.',
        8_000,
      ],
      // Money shared across a nation, and what a counted set of past grants came to.
      [
        'Extra government cash for councils, up to £420 million across England, is going into our micro grants. Each award tops out at £8,000.',
        8_000,
      ],
      [
        'Apply for a shop improvement grant of up to £4,000. The last round approved 19 grants worth £61,250.',
        4_000,
      ],
      // Sums for community projects are not a business's.
      [
        'The community fund offers £2,000 to £25,000 for community projects, and the new enterprise strand gives businesses grants of up to £4,000.',
        4_000,
      ],
    ],
    'Grants open',
  );
});

describe('round twenty-four: pots and rates are no maximum', () => {
  itReadsNone(
    'amountMaxGbp',
    [
      // A pot said in so many words at the end of its clause.
      'The shopfront scheme is now open to town centre businesses, with £90,000 available. Apply online.',
      // A rate per thing planted or bought, and a return per pound.
      'Grants pay for hedges and fencing at £4,200 a hectare, for five years.',
      'Since 2015 the scheme has returned £11.20 for every £1 invested.',
    ],
    'Grant scheme opens',
  );
  itReadsEach(
    'amountMaxGbp',
    [
      [
        'The scheme is open with £90,000 available, and each business can apply for up to £3,000.',
        3_000,
      ],
    ],
    'Grant scheme opens',
  );
});
