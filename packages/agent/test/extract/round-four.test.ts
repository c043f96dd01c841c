/**
 * Extraction round four: closing dates, event starts and amounts in phrasings of our own,
 * written the way UK funders, councils and agencies put them. Every item is read as published
 * on Friday 10 January 2025 and crawled long after, so a year left out comes from publication.
 */
import { describe, expect, it } from 'vitest';
import { facts, itReadsEach, itReadsNone, local } from './published-item.ts';

describe('round four: closing dates', () => {
  itReadsEach(
    'deadline',
    [
      // An imperative "complete the form" is not a date to finish a project by.
      ['Complete the short form and send it to us before 31 January.', '2025-01-31T23:59'],
      ['Complete your application and submit it by 5pm on 14 February.', '2025-02-14T17:00'],
      // A window, portal or call that "shuts".
      ['The call is open now and shuts on 28 February.', '2025-02-28T23:59'],
      [
        'Applications open on 3 February and the window shuts at 12 noon on 28 February.',
        '2025-02-28T12:00',
      ],
      // Open to applications between two dates: the last day.
      ['The grant is open to applications between 3 February and 3 March.', '2025-03-03T23:59'],
      ['The fund is open for entries from 1 February to 21 March.', '2025-03-21T23:59'],
      // The channel between the verb and "before".
      [
        'Applications must be submitted via the online portal before 12 noon on 28 February.',
        '2025-02-28T12:00',
      ],
      // "Up to" a date after words asking for an application.
      ['You can apply up to 14 March.', '2025-03-14T23:59'],
      ['Applications can be made up to and including 14 March.', '2025-03-14T23:59'],
      // A round or call that runs until a date.
      ['The application round runs from 3 February to 14 March.', '2025-03-14T23:59'],
      ['The next round opens on 3 February and will run until 14 March.', '2025-03-14T23:59'],
      // A label and its value with blank lines between, as flattened pages leave them.
      ['Closing date\n\n\n3 March 2025', '2025-03-03T23:59'],
      // Registering interest is a step before the application, even after "deadline".
      [
        'The deadline to register interest is 7 February and full applications are due by 14 March.',
        '2025-03-14T23:59',
      ],
      // A call due to end, with words between the call and its verb.
      [
        'Grants of £1,500 are on offer, but the scheme, like the other council grants, is due to end on 28 February.',
        '2025-02-28T23:59',
      ],
      // A time repeated in brackets after a word for it.
      ['The deadline is midday (12:00) on 14 March.', '2025-03-14T12:00'],
      // Two labels on one line: the first date is not the closing date's.
      ['Opening date: 3 February 2025 Closing date: 3 March 2025', '2025-03-03T23:59'],
    ],
    'Business grant',
  );

  itReadsNone(
    'deadline',
    [
      // "Complete" of the project stays a date to finish by, not to apply by.
      'Grants of up to £2,000 are on offer. Projects must be complete by 31 March.',
      // No fixed deadline: the dates are the panels'.
      'Application deadline: rolling, with panels on 14 February and 16 May.',
      // A date to finish the work by is not one to apply by.
      'Grants of up to £5,000 for work starting after 1 May and finishing by 31 March.',
      // A show, a venue or a road that closes is not a call.
      'The exhibition closes on 14 March; grants of up to £500 helped artists take part.',
      'Station Road will close on 3 March for resurfacing. Businesses can apply for up to £1,000.',
      // An office shutting is not a call closing.
      'Our office shuts on 24 December and reopens on 6 January.',
      // A call's lone date that says who may apply, not when to.
      'Grants of up to £3,000 for shops. To apply you must have been trading on 14 March.',
      'Loans of up to £10,000 for companies on the register as at 1 April. Apply online.',
      'Grants of up to £1,500 for firms established before 1 February. Apply online.',
    ],
    'Business grant',
  );
});

describe('round four: the most one business can receive', () => {
  itReadsEach(
    'amountMaxGbp',
    [
      // A cap after a typical range.
      ['Grants are typically £2,000 to £5,000, and no more than £8,000.', 8000],
      ['Each award will be for a sum not exceeding £12,000.', 12000],
      // Match funding as the funder's rate, capped by the sum.
      ['The fund offers match funding of 50% up to £5,000 for new equipment.', 5000],
      // Said to be for each successful business.
      ['Funding of up to £50k is available to each successful business.', 50000],
      // A percentage of costs to a cap, the cap written after the sum.
      ['Grant: 50% of costs to £4,000 max', 4000],
      // A bracket ends the words about costs: the loan after it is offered.
      [
        'The fund provides grants up to £5,000 (70% of eligible costs) and loans up to £25,000.',
        25000,
      ],
      // The usual size of an award, next to the fund's total.
      ['We have a total fund of £100k and expect to make awards of around £5k.', 5000],
      // "and the total budget" names no fund for the sum before it.
      ['The maximum grant per applicant is £6,000 and the total budget is £300,000.', 6000],
      // A stray space after the thousands comma, as some pages type it.
      ['The scheme provides a one-off grant of £10, 000 to each eligible business.', 10000],
      // "Up to" a modest sum said to be available is one applicant's.
      ['Up to £3,000 is available to help with shopfront improvements.', 3000],
      ['Funding of up to £10,000 is available for eligible projects.', 10000],
      ['£2,000 is available for each new business.', 2000],
      // Partnerships as a form of business, not businesses applying together.
      [
        'Start-up grants: £1,000 for sole traders, £2,000 for partnerships and limited companies.',
        2000,
      ],
      // A sum of a million or more plainly offered to one applicant.
      ['Grant funding of between £1m and £3m per project.', 3000000],
      ['The £50m fund will offer investments of £100,000 to £2 million.', 2000000],
      // A sum in brackets after an offer reads alike.
      ['Grants of up to £2,000 (£3,000 in rural areas).', 3000],
      // What each award is worth, not a fund's worth.
      ['Grants are worth £1,000 to £3,000 each.', 3000],
      // A larger sum for businesses applying together is not one business's.
      [
        'Businesses can receive up to £10,000, or up to £20,000 where two or more businesses apply together.',
        10000,
      ],
      ['Grants of up to £5,000, or up to £12,000 for joint applications.', 5000],
      // An award still to come.
      ['Each successful applicant will be awarded £2,000 towards new equipment.', 2000],
      ['Successful businesses will be awarded up to £2,000.', 2000],
    ],
    'Business grant',
  );

  itReadsNone(
    'amountMaxGbp',
    [
      // Last year's figure is not on offer this year.
      'Producers can bid for a share of £10.2 million, up from £7.3 million last year.',
      'A £4m fund this year, compared with £2.5m in 2024, for capital projects.',
      // A sale's price and an income limit are not money on offer.
      'The building, home to a grant-funded incubator, was sold for £1.2m to a local developer.',
      'You can earn up to £1,000 a year from a side business before you need to tell HMRC about the income, and no grant is needed.',
      // A large sum "up to" and available is the round's pot.
      'Up to £1 million is available for the programme this year.',
      // A million or more with nothing to say it is one applicant's heads a competition or a pot.
      'Measurement innovators: £6.5 million for analysis problems. Apply by 1 February.',
      'Grants for the high street: £3m for town centres across the region, with applications open now.',
      // A limit stays a limit after "no more than".
      'Open to firms with a turnover of no more than £2m; grants are paid for training.',
    ],
    'Business grant',
  );
});

describe('round four: event starts', () => {
  it.each([
    // "Tonight" in a later sentence, and a gathering is an event.
    [
      'Makers meet in Perth tonight',
      'Perth has a new club for makers. It holds its first gathering at the museum this evening.',
      '2025-01-10T00:00',
    ],
    // A step of an awards timetable is not the ceremony.
    [
      'Tourism awards 2025',
      'Key dates: entries close 14 March; shortlist 2 May; awards ceremony and dinner 6 June 2025.',
      '2025-06-06T00:00',
    ],
    [
      'Retail awards',
      'Finalists notified 3 April. The awards night takes place on 15 May at the City Halls.',
      '2025-05-15T00:00',
    ],
    // A deadline that has been extended does not make the ceremony's date a past one.
    [
      'Business awards',
      'The closing date has been extended to 14 February, and winners are announced at a ceremony in the Corn Exchange on 20 March.',
      '2025-03-20T00:00',
    ],
    // A time range whose first hour borrows the second's am or pm.
    ['Workshop', 'Workshop, Tuesday 4 March, 6-8pm, Town Hall.', '2025-03-04T18:00'],
    ['Webinar', 'Join us on Tuesday 4 March from 6–8.30pm.', '2025-03-04T18:00'],
    ['Webinar', 'Tuesday 4 March, 10-11.30am, online.', '2025-03-04T10:00'],
    ['Lunch and learn', 'Tuesday 4 March, 12-2pm, at the library.', '2025-03-04T12:00'],
    ['Lunch and learn', 'Tuesday 4 March, 11 to 1pm, at the library.', '2025-03-04T11:00'],
    // Month first as event calendars and ticketing sites print it, time after the year or an "@".
    ['Workshop', 'March 12 @ 9:30 am - 12:00 pm', '2025-03-12T09:30'],
    ['Workshop', 'Wednesday, March 12, 2025 9:30 AM - 12:00 PM GMT', '2025-03-12T09:30'],
    ['Networking', 'Networking lunch | March 12 | 12:30 | The Corn Exchange', '2025-03-12T12:30'],
    // A rescheduled event starts on its new day.
    [
      'Workshop',
      'The workshop, originally scheduled for 6 February, will now take place on 13 February.',
      '2025-02-13T00:00',
    ],
    ['Workshop', 'The workshop has been moved from 6 February to 13 February.', '2025-02-13T00:00'],
    ['Trade show', 'The trade show has been postponed until 10 June.', '2025-06-10T00:00'],
    // The time of the start, written before the date.
    [
      'Networking evening',
      'Doors open at 6pm for a 6.30pm start on Thursday 13 February.',
      '2025-02-13T18:30',
    ],
    // "From" a date that opens an event, not a rule.
    [
      'Harbour market',
      'From 1 March, the makers’ market runs every Saturday at the harbour.',
      '2025-03-01T00:00',
    ],
    // An event about tendering is still an event.
    [
      'Tendering workshop for small firms',
      'Learn to bid for council contracts at our workshop on 4 February at 10am. Book by 31 January.',
      '2025-02-04T10:00',
    ],
  ])('%s: %s → %s', (title, text, expected) => {
    expect(local(facts(text, title).eventStart)).toBe(expected);
  });

  it.each([
    // An event that ran all week and ended today started days ago.
    [
      'Food festival wraps up',
      'The food festival closed today after five days of tastings and talks.',
    ],
    // A report of today's event.
    [
      'My first networking lunch',
      'Today I went to my first networking lunch, with twenty other owners.',
    ],
    // Winners named on a day is an announcement, not an event.
    [
      'Shortlist for the awards',
      'Judges will attend each finalist’s premises over the coming weeks, with winners named on 3 April.',
    ],
    // A cancelled event has no start.
    [
      'Trade fair cancelled',
      'The trade fair, which was due to take place on 1 and 2 April at the exhibition centre, has been cancelled.',
    ],
    [
      'Spring workshop',
      'Our workshop on 12 March will no longer go ahead; we hope to run it in the autumn.',
    ],
    // The day a rule or a rate changes, in a guide that mentions an undated webinar.
    [
      'Employment law changes',
      'From 6 April, employers must pay the new rate. Our free webinar explains what to do.',
    ],
    [
      'Pay rates for 2025',
      'The National Living Wage rises to £12.21 on 1 April. Book onto our payroll workshop to get ready.',
    ],
    // A tender's briefing for suppliers is a step of the tender, as a call's briefing is.
    [
      'Council invites tenders for grounds maintenance',
      'A supplier briefing takes place online on 4 February at 10am. Tenders must be submitted by noon on 3 March.',
    ],
  ])('no event start: %s', (title, text) => {
    expect(facts(text, title).eventStart).toBeNull();
  });
});
