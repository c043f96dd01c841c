/**
 * Deadlines and event starts as real UK pages write them (issue 13), in sentences of our own.
 * Every item is read as published on Friday 10 January 2025 and crawled long after, so a date
 * without a year must come from the publication date, not from the crawl.
 */
import { describe, expect, it } from 'vitest';
import { extractFacts } from '../../src/extract/index.ts';
import { facts, itReadsEach, itReadsNone, local, published } from './published-item.ts';

describe('deadline phrasings (published 10 January 2025)', () => {
  itReadsEach('deadline', [
    // A weekday and a date, no year.
    ['Applications close on Friday 14 March.', '2025-03-14T23:59'],
    ['The deadline is Friday 14 March at 5.30pm.', '2025-03-14T17:30'],
    ['Submit your bid by 17:00 on Friday 14 March.', '2025-03-14T17:00'],
    ['Entries must be received by noon on 14 March.', '2025-03-14T12:00'],
    ['The portal closes at midday, Friday 14 March.', '2025-03-14T12:00'],
    ['Applications close at midnight on 14 March.', '2025-03-14T23:59'],
    ['Closing date: 14 March 2025 (5pm)', '2025-03-14T17:00'],
    ['Deadline 14 March, 4.45 pm', '2025-03-14T16:45'],
    // A label in a table or a definition list.
    ['Fund | Open\nClosing date | 28 February 2025\nAward | Up to £5,000', '2025-02-28T23:59'],
    ['Opening date\n3 February 2025\nClosing date\n28 February 2025', '2025-02-28T23:59'],
    ['Deadline\t28/02/2025', '2025-02-28T23:59'],
    // Numbers only.
    ['Apply by: 14/03/2025', '2025-03-14T23:59'],
    ['Bids must be in before 14.03.25.', '2025-03-14T23:59'],
    ['Closes midnight 14/03/2025', '2025-03-14T23:59'],
    // Windows and ranges: the last day counts.
    ['Application window: 3–14 March 2025', '2025-03-14T23:59'],
    ['Applications are open from 3 March to 14 March.', '2025-03-14T23:59'],
    // Other ways of saying it.
    ['You have until 28 February to apply.', '2025-02-28T23:59'],
    ['Forms should be returned to us by 28 February.', '2025-02-28T23:59'],
    [
      'The scheme is open for applications until 31 March or until the money runs out.',
      '2025-03-31T23:59',
    ],
    ['The last date for applications is 31/03/2025.', '2025-03-31T23:59'],
    ['Don’t miss the 31 March deadline for the next round.', '2025-03-31T23:59'],
    ['Expressions of interest by 12 February, please.', '2025-02-12T23:59'],
    ['Applications received after 5pm on 14 March will not be considered.', '2025-03-14T17:00'],
    ['The deadline has been extended from 3 March to 17 March.', '2025-03-17T23:59'],
    ['14 March: applications close', '2025-03-14T23:59'],
    ['Deadline 14-Mar-2025', '2025-03-14T23:59'],
    ['Apply online at www.example.gov.uk by 14 March.', '2025-03-14T23:59'],
    // Not a date to apply by.
    ['Projects must be completed by 31 March.', null],
    ['Results will be announced by 12 March.', null],
    ['You must not have traded before 1 October 2024.', null],
    // A registration date gives way to the application's own.
    [
      'Register your interest by 3 March. Full applications are due by noon on 17 March.',
      '2025-03-17T12:00',
    ],
    // After the award: claiming the money is not applying for it.
    ['Grants of up to £5,000. Claims must be in by 30 June.', null],
    // A timetable's line for the full application, after the registration line.
    [
      'Registration closes: noon, 10 March 2025. Full application and finance forms: noon, 17 March 2025.',
      '2025-03-17T12:00',
    ],
    // Nominating someone comes before the nominee's own entry.
    ['Nominations are open until 28 February and entries close on 14 March.', '2025-03-14T23:59'],
    ['Nominations close 28 February; entries close 14 March.', '2025-03-14T23:59'],
    // With only a nomination date, that is the date.
    ['Nominations close on 28 February.', '2025-02-28T23:59'],
  ]);

  it('takes the deadline announced at publication when every date has passed', () => {
    const text =
      'Expressions of interest by 12 noon on 12 February; full applications due 30 April. ' +
      'Claims must be in by 31 March 2026.';
    expect(local(facts(text).deadline)).toBe('2025-02-12T12:00');
  });

  it('prefers the next deadline still ahead of today for an item read soon after publication', () => {
    const text = 'Round 1 closes 14 February; round 2 closes 30 May.';
    const result = extractFacts(
      { title: 'Item', link: null, text },
      {
        now: new Date('2025-03-01T12:00:00Z'),
        published,
      },
    );
    expect(local(result.deadline)).toBe('2025-05-30T23:59');
  });
});

describe('round three: closing dates (published 10 January 2025)', () => {
  itReadsEach('deadline', [
    // A window given by what is accepted, its end the deadline.
    ['Applications will be accepted from 3 February to 5pm on 14 March.', '2025-03-14T17:00'],
    ['Bids are welcomed between 3 February and 14 March.', '2025-03-14T23:59'],
    // A call due to end takes no more applications after that day.
    ['The scheme is due to end on 28 February, so get your form in.', '2025-02-28T23:59'],
    ['Forms must be submitted on or before 14 March.', '2025-03-14T23:59'],
    // A closing date named as such, with its own words before "is" and the date.
    [
      'The closing date for completed forms, together with two quotes and your accounts, is Friday 14 March.',
      '2025-03-14T23:59',
    ],
    ['Last day to apply: 14 March', '2025-03-14T23:59'],
    // Windows for applying, their last day the deadline.
    ['Grants for shops, open from 6 January through 14 February.', '2025-02-14T23:59'],
    ['Apply between 6 January and 14 February.', '2025-02-14T23:59'],
    ['The portal is open 6 January – 14 February.', '2025-02-14T23:59'],
    ['The portal will be open for four weeks, until 14 February.', '2025-02-14T23:59'],
    // A single date after "open" is the opening.
    ['The portal is open 6 January for applications.', null],
    // The end of a month, when it is the date to apply by.
    ['Applications must be in by the end of March.', '2025-03-31T23:59'],
    ['The scheme closes at the end of February.', '2025-02-28T23:59'],
    ['The project runs to the end of March.', null],
    // A bare "close" right before its date.
    ['Round 3: applications open 6 January 2025, close 14 February 2025.', '2025-02-14T23:59'],
    // The word in brackets repeats the time.
    ['Applications will close at 12:00 (midday) on Friday 14 February.', '2025-02-14T12:00'],
    // A table of rounds: the closing column, not the next line's first cell.
    [
      'Round | Opens | Closes\nRound 1 | 6 January 2025 | 14 February 2025\nRound 2 | 3 March 2025 | 11 April 2025',
      '2025-02-14T23:59',
    ],
    ['Panel meeting | Closing date\n12 March 2025 | 30 January 2025', '2025-01-30T23:59'],
    [
      'Opens\tCloses\tDecision\n6 January 2025\t14 February 2025\t20 March 2025',
      '2025-02-14T23:59',
    ],
    // A date to spend the money by is not a date to apply by.
    ['The council must spend the grant money by 31 March; firms may apply for up to £3,000.', null],
  ]);

  it.each([
    // A call naming one date ahead and nothing else it could be: its closing date.
    [
      'Shop front grants',
      'Up to £5,000 for new shop fronts. Apply now – 14 March.',
      '2025-03-14T23:59',
    ],
    [
      'Grants for rural firms',
      'Grants of £500 to £4,000 are open to rural firms.\nApplications: Friday 14 March, 5pm',
      '2025-03-14T17:00',
    ],
    // Two dates ahead: which one closes is not said.
    ['Shop front grants', 'Up to £5,000 for shop fronts. Apply: 14 March or 30 May.', null],
    // The one date has another role: an opening, an event, a start.
    ['Shop front grants', 'Up to £5,000 for shop fronts; applications open on 14 March.', null],
    [
      'Shop front grants',
      'Up to £5,000 for shop fronts. Hear more at a webinar on 14 March.',
      null,
    ],
    ['Shop front grants', 'Up to £5,000 for shop fronts. Projects may start from 14 March.', null],
    [
      'Shop front grants',
      'Up to £5,000 for shop fronts in the financial year ending 31 March. Apply online.',
      null,
    ],
    // An event about funding, laid out as a listing: its date is the event's.
    ['Meet the funders', 'Grants of up to £5,000 explained.\nDate: 14 March\nVenue: Perth', null],
    // Not a call: no money on offer.
    ['Rates bills', 'Your business rates bill arrives on 14 March; apply for relief online.', null],
  ])('lone date: %s – %s', (title, text, expected) => {
    expect(local(facts(text, title).deadline)).toBe(expected);
  });
});

describe('event starts (published 10 January 2025)', () => {
  it.each([
    ['Join our networking breakfast on Friday 14 March.', '2025-03-14T00:00', '2025-03-14T23:59'],
    ['Webinar at 17:00 on 14 March.', '2025-03-14T17:00', null],
    ['Workshop: Friday 14 March, 5.30pm – 7pm', '2025-03-14T17:30', '2025-03-14T19:00'],
    ['The masterclass runs from noon to 2pm on 14 March.', '2025-03-14T12:00', '2025-03-14T14:00'],
    ['Our conference takes place on 3-5 June.', '2025-06-03T00:00', '2025-06-05T23:59'],
    ['Trade show, 3 to 5 June 2025, Aberdeen', '2025-06-03T00:00', '2025-06-05T23:59'],
    ['Summit: Tue 3 – Thu 5 June', '2025-06-03T00:00', '2025-06-05T23:59'],
    ['Export seminar, 14/03/2025, 10:00–12:30', '2025-03-14T10:00', '2025-03-14T12:30'],
    ['Expo 14.03.25, doors open at 9am', '2025-03-14T09:00', null],
    [
      'Workshop\nDate: Friday 14 March 2025\nTime: 9.30am – 12.30pm',
      '2025-03-14T09:30',
      '2025-03-14T12:30',
    ],
    ['Trade mission, Monday 30 June – Friday 4 July', '2025-06-30T00:00', '2025-07-04T23:59'],
    ['Business awards dinner on 12 and 13 November.', '2025-11-12T00:00', '2025-11-13T23:59'],
    [
      'The festival returns from 12 to 14 September next year.',
      '2026-09-12T00:00',
      '2026-09-14T23:59',
    ],
    ['Our supplier briefing is on Wednesday 22nd, from 6pm.', '2025-01-22T18:00', null],
    ['Networking event tonight in Perth: come along.', '2025-01-10T00:00', '2025-01-10T23:59'],
    ['Our workshop runs tomorrow in Perth.', '2025-01-11T00:00', '2025-01-11T23:59'],
    [
      'Marketing on a budget\nDate: 14 March 2025\nVenue: Perth',
      '2025-03-14T00:00',
      '2025-03-14T23:59',
    ],
    ['Cyber Resilience Week runs from 3 to 7 March.', '2025-03-03T00:00', '2025-03-07T23:59'],
    ['The exhibition opens on 14 March at the V&A.', '2025-03-14T00:00', '2025-03-14T23:59'],
    ['Members’ AGM, 14 March, 6pm', '2025-03-14T18:00', null],
    ['Meet the funders on 14 March in Elgin.', '2025-03-14T00:00', '2025-03-14T23:59'],
    ['Free business surgery on 14 March, 10am to 1pm.', '2025-03-14T10:00', '2025-03-14T13:00'],
    ['The Royal Highland Show returns on 19 June.', '2025-06-19T00:00', '2025-06-19T23:59'],
    ['A Christmas market for local makers on 14 November.', '2025-11-14T00:00', '2025-11-14T23:59'],
    [
      'The expo, which was postponed last year, is now on 14 March.',
      '2025-03-14T00:00',
      '2025-03-14T23:59',
    ],
  ])('%s', (text, start, end) => {
    const result = facts(text);
    expect(local(result.eventStart)).toBe(start);
    expect(local(result.eventEnd)).toBe(end);
  });

  itReadsNone(
    'eventStart',
    [
      // A report of something that happened before publication.
      'The first webinar, on 7 January, covered exporting to the EU.',
      'The conference took place on 3 December in Glasgow.',
      // A call for applications whose dates are steps of the call.
      'Grants of up to £10,000 for retailers. Briefing event: 20 January. Applications close 14 February.',
      // A fund opening for applications is not an event, whatever the page says of a Q&A.
      'Two funds open for applications on Monday 20 January; a Q&A session explains them.',
      // A rule coming into force is not an event.
      'New labelling rules come into force on 1 April; a training session explains them.',
    ],
    'Funding update',
  );

  it.each([
    // The time in a sentence of its own, about the event the title names.
    [
      'Launch of the new traders’ chamber',
      'Join us for the launch of the new chamber on 28 June. The launch is at the Crown Hotel at 7pm.',
      '2025-06-28T19:00',
    ],
    [
      'Networking evening',
      'Networking evening on 28 June in Perth. Doors open at 6.30pm.',
      '2025-06-28T18:30',
    ],
    // A closing time is not the event's.
    [
      'Export workshop',
      'Export workshop on 28 June. Booking closes at 5pm the day before. The workshop is at the library at 10am.',
      '2025-06-28T10:00',
    ],
    // With two days named, which one the time belongs to is not said.
    [
      'Export workshops',
      'Export workshops on 28 June and 5 July. The workshop is at the library at 10am.',
      '2025-06-28T00:00',
    ],
  ])('time told apart from the date: %s', (title, text, start) => {
    expect(local(facts(text, title).eventStart)).toBe(start);
  });

  it('takes the time from a later mention of the same day', () => {
    const result = facts(
      'Book now for our seminar, 2pm–4.30pm on Tuesday 18 February, in Stirling.',
      'Seminar on workplace innovation – 18 February',
    );
    expect(local(result.eventStart)).toBe('2025-02-18T14:00');
  });
});

describe('round three: an event that explains a fund (published 10 January 2025)', () => {
  it.each([
    // The briefing offers nothing itself: the sum is the fund's, described to those attending.
    [
      'Funding briefing: the Green Growth Fund',
      'Join our briefing on 14 March to hear how the fund works: grants of up to £10,000 are available.',
      null,
    ],
    // A prize won at the event is money on offer.
    [
      'Start-up workshop and pitch',
      'Our workshop on 14 March ends with founders pitching for a £5,000 prize.',
      5_000,
    ],
    // With an application to close, the item is a call as well.
    [
      'Shop front grant workshop',
      'A workshop on 14 March explains the shop front grant of up to £5,000; applications close on 28 March.',
      5_000,
    ],
  ])('%s', (title, text, amount) => {
    expect(facts(text, title).amountMaxGbp).toBe(amount);
  });
});
