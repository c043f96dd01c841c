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
