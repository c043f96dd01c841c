/**
 * Extraction, round eleven: shapes met on real pages kept outside the repository (a development
 * half of a set of publishers' own texts; the other half stays unread), in sentences of our own.
 * Every item is read as published on Friday 10 January 2025.
 */
import { describe } from 'vitest';
import { itReadsEach, itReadsNone } from './published-item.ts';

describe('round eleven: deadlines', () => {
  itReadsNone(
    'deadline',
    [
      // One date after "open from" opens the window; it says nothing of the close.
      'Coach operators can apply from the first week of February, with the Attractions Fund open from 3 February.',
      // The day the news broke, spelled out as today or followed by "announced".
      'The minister has today (10 January) announced a cashback loan that small firms can apply for.',
      'Ministers on 14 January announced a loan scheme for shops; applications will be taken online.',
    ],
    'Recovery grants for tourism',
  );

  itReadsEach('deadline', [
    // A window with both ends still closes on its last day.
    ['The Attractions Fund is open from 3 February to 14 March.', '2025-03-14T23:59'],
    // "Completed" forms are the application, not the project finished after the award.
    [
      'Support is still there, but firms must make sure completed application forms are submitted by the 21st February.',
      '2025-02-21T23:59',
    ],
  ]);
});

describe('round eleven: event starts', () => {
  itReadsNone(
    'eventStart',
    [
      // An awards category opening for entries is not the night itself.
      'This category opens Monday 3 February at 9am and closes Monday 17 March at 23:59. It celebrates conferences that change their host cities.',
      // "Expressions of interest … open on" starts a call, not an event.
      'Expressions of interest from tour operators open on 22 January, and tourism and events businesses can apply for the other funds later in the month.',
      // A rule's start, with "also" or "but" before "from".
      'Join our webinar on the changes. But also from 6 April, the allowance is set to rise to £10,500.',
      'Book a place at our clinic. From 6 April employers will be able to claim the allowance through payroll.',
    ],
    'Awards and allowances',
  );

  // "Shaping Tomorrow" and "Lisburn Today" are names, not days.
  itReadsNone(
    'eventStart',
    ['Organisers, venues and hotels may enter conferences held in the last year for this award.'],
    'Business Events Shaping Tomorrow Award',
  );

  itReadsEach('eventStart', [
    // The time of day in the sentence after the date.
    [
      'The free event takes place on Tuesday 28 January at the Town House. It will be a drop-in day, running between 10am-2pm, with no booking required.',
      '2025-01-28T10:00',
    ],
    // Lower-case "tonight" still means the publication day.
    ['The awards take place tonight at the Caird Hall, with 300 guests.', '2025-01-10T00:00'],
  ]);
});

// From a second development set of real pages (60, kept outside the repository, each stating
// a deadline, an event start or an amount), in sentences of our own.
describe('round eleven, second set: deadlines', () => {
  itReadsEach(
    'deadline',
    [
      [
        'The fund opened for applications at 10am on 13 January and closed at 5pm on 20 January.',
        '2025-01-20T17:00',
      ],
      ['Closed on:\n14 February\n\nHow much can I apply for?', '2025-02-14T23:59'],
      // "Month day" followed by a verb is still a date.
      ['The deadline of March 14 is fast approaching.', '2025-03-14T23:59'],
      [
        'Entries can be submitted up to 5pm on Monday, March 17 via the website.',
        '2025-03-17T17:00',
      ],
      ['When can I apply?\n\nBetween 13th January 2025 and 14th March 2025', '2025-03-14T23:59'],
      [
        'Eligible ratepayers can apply for a one-off grant payment as set out below up to 31 March 2025.',
        '2025-03-31T23:59',
      ],
      [
        'Applications will be open for a three week period from 3 February 2025 to 24 February 2025.',
        '2025-02-24T23:59',
      ],
      ['Grants will be available from 1 February until 30 April 2025.', '2025-04-30T23:59'],
    ],
    'Support fund',
  );

  itReadsEach(
    'deadline',
    [['Eligible shops may receive a one-off grant from their council.', '2025-03-31T23:59']],
    'Restart grants: applications end March 31st',
  );

  itReadsNone(
    'deadline',
    [
      'The application window will open in the week commencing February 17, and grants are up to £5,000.',
      'All grants must be awarded by 28 February 2025 and all work completed by 31 March 2025.',
      // A byline under the title on the day of publication.
      'By 10th January 2025\n\nGrants of £10,000 are available to ratepayers.',
    ],
    'More about the support fund',
  );
});

describe('round eleven, second set: event starts', () => {
  itReadsEach(
    'eventStart',
    [
      ['Tickets for the awards night on June 20 are now on sale.', '2025-06-20T00:00'],
      [
        'Our team will host the launch event at 5.30pm on the evening of January 30.',
        '2025-01-30T17:30',
      ],
      // "Tomorrow" opening a line after a byline is the day after publication, not a name.
      [
        'By Jane Smith, Chief Executive of the Example Chamber of Commerce\nTomorrow night marks the chamber’s 24th annual business awards.',
        '2025-01-11T00:00',
      ],
      // A running order's first line gives the time.
      [
        'The ceremony takes place on Saturday 20 September 2025 at the Grand Hotel.\n\nTimings:\n• 18.30 Drinks reception\n• 19.30 Dinner',
        '2025-09-20T18:30',
      ],
    ],
    'A night to honour business',
  );

  itReadsNone(
    'eventStart',
    [
      'From today, employers can apply for part of a new £10 million fund to deliver training courses.',
      'Issue Date: 10/01/2025\n\nDeadline Date: 28/02/2025\n\nColleges will run training for employers.',
      'Employers who applied for a grant before midday on 17 January 2025 will hear within two weeks. Join our webinar for details.',
    ],
    'Training fund',
  );
});

describe('round eleven, second set: amounts', () => {
  itReadsEach('amountMaxGbp', [
    // The value of the works is the project's size, not the grant.
    [
      'Businesses can apply for a grant of up to £2,000. Grants of up to £5,000 will be available in exceptional circumstances, with the business matching it, allowing works up to the value of £10,000.',
      5000,
    ],
    // Thousands grouped with a space.
    ['Any organisation can apply for up to £10 000 from the new £10 million fund.', 10000],
    // Limits on aid under subsidy rules are not awards.
    [
      'Eligible shops may be entitled to a one-off grant of up to £18,000. Under subsidy rules you’re allowed up to £335,000 over three years, and a potential total allowance of up to £10,935,000.',
      18000,
    ],
    [
      'Grant payments will be £1,440 or £2,155 for each premises, and the upper limit cap for the Hardship Fund is £14,000.',
      14000,
    ],
    // Money planned for something else is a pot.
    [
      'Grants of £2,000 are on offer to small shops, while up to £1 million had been planned for larger projects.',
      2000,
    ],
  ]);
});

// From a third development set of real pages (47, kept outside the repository), scored unseen
// first: in sentences of our own.
describe('round eleven, third set', () => {
  itReadsEach(
    'deadline',
    [
      ['The Discretionary Grant closed on 11 March 2025.', '2025-03-11T23:59'],
      [
        'The Support Grant closed at 5pm on Friday 14 February 2025 and later submissions will not be considered.',
        '2025-02-14T17:00',
      ],
      [
        'It will close to new applications on 30 June 2025 or when the budget is fully allocated.',
        '2025-06-30T23:59',
      ],
      [
        'The application deadline for the annual challenge passed last week (Friday 3 January) with a record 50 entrants.',
        '2025-01-03T23:59',
      ],
    ],
    'Grant update',
  );

  itReadsEach(
    'eventStart',
    [
      // An awards call with prize money still invites to its ceremony.
      [
        'The winner receives £10,000. The deadline for entries is August 18, with the awards ceremony taking place at the Grand Hotel on October 26.',
        '2025-10-26T00:00',
      ],
    ],
    'Call for the region’s boldest founders',
  );

  itReadsEach('amountMaxGbp', [
    [
      'The normal upper limit is set at £5,000; new events can apply for up to £15,000, and for the largest a £30,000 upper limit will be in place.',
      30000,
    ],
    ['The programme will provide up to £10,000 funding for selected projects.', 10000],
  ]);
});
