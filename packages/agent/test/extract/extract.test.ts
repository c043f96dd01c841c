import { describe, expect, it } from 'vitest';
import type { ParsedEntry } from '../../src/contracts.ts';
import { extractFacts, findDeadline, findAmountMax } from '../../src/extract/index.ts';

// A Saturday in late November, GMT. BST runs from 28 March to 31 October 2027.
const now = new Date('2026-11-21T12:00:00Z');
const entry = (text: string, extra: Partial<ParsedEntry> = {}): ParsedEntry => ({
  title: extra.title ?? 'Item',
  link: null,
  text,
  ...extra,
});
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('deadline (Europe/London; a date alone means 23:59 that day)', () => {
  it.each([
    ['Closes 5pm on 12 March 2027', '2027-03-12T17:00:00.000Z'],
    ['The deadline 31/01/2027 is firm.', '2027-01-31T23:59:00.000Z'],
    ['Applications close Friday 5 February', '2027-02-05T23:59:00.000Z'],
    ['Closing date: 3rd of April', '2027-04-03T22:59:00.000Z'],
    ['Please submit by midday on 1 May 2027.', '2027-05-01T11:00:00.000Z'],
    ['Deadline: 2027-02-28', '2027-02-28T23:59:00.000Z'],
    // A month's end in a leap year.
    ['Bids must be submitted by the end of February 2028.', '2028-02-29T23:59:00.000Z'],
    ['The fund closes at noon on 30 June 2027.', '2027-06-30T11:00:00.000Z'],
    ['Submit your application by 5pm, 14 May 2027', '2027-05-14T16:00:00.000Z'],
    ['The closing date for entries is 12/06/2027 at 17:00.', '2027-06-12T16:00:00.000Z'],
    ['Deadline extended to 20 March 2027', '2027-03-20T23:59:00.000Z'],
    [
      'Applications must be received no later than 23:59 on 9 January 2027',
      '2027-01-09T23:59:00.000Z',
    ],
    ['Applications close at midnight on 28 February 2027', '2027-02-28T23:59:00.000Z'],
    [
      'Call closes 5pm on 29 March 2027 (the day after the clocks change)',
      '2027-03-29T16:00:00.000Z',
    ],
    ['deadline: 5 Dec', '2026-12-05T23:59:00.000Z'],
    ['Round 1 closes 15 January 2027; round 2 closes 15 May 2027.', '2027-01-15T23:59:00.000Z'],
    [
      'Expressions of interest close on Monday 11th January 2027 at 12pm',
      '2027-01-11T12:00:00.000Z',
    ],
    ['Register by 3 December to secure a place.', '2026-12-03T23:59:00.000Z'],
    ['The competition is open until 31 August 2027.', '2027-08-31T22:59:00.000Z'],
    [
      'The closing date for applications is Friday 12 March 2027 at 12 noon.',
      '2027-03-12T12:00:00.000Z',
    ],
    ['Deadline for applications: 5pm, Monday 1 March 2027', '2027-03-01T17:00:00.000Z'],
    ['Fund closes: 15/02/27', '2027-02-15T23:59:00.000Z'],
    ['Apply before 1 April 2027', '2027-04-01T22:59:00.000Z'],
    ['EOI deadline 12 noon 4 March 2027', '2027-03-04T12:00:00.000Z'],
    ['Deadline: Wednesday, 3rd February 2027 (12:00 GMT)', '2027-02-03T12:00:00.000Z'],
    ['Deadline 17:00 BST 14 June 2027', '2027-06-14T16:00:00.000Z'],
    ['The call is open now and closes on 30 April 2027 at 4pm.', '2027-04-30T15:00:00.000Z'],
    ['The event closes with a drinks reception on 5 March 2027', null],
    ['Closing keynote on 5 March 2027', null],
    ['Closes in two weeks', null],
    ['Closing Date\n', null],
    ['Join us on Tuesday 3 March 2027 for a hands-on workshop.', null],
    ['Published 12 January 2027 by the Scottish Government.', null],
    ['Applications open on 1 March 2027.', null],
    ['The programme runs from 4 May 2027 to 30 June 2027.', null],
    ['Deadline: to be confirmed. The event is on 12 March 2027.', null],
    ['Organised by Business Gateway on 10 March 2027', null],
  ])('%s', (text, expected) => {
    expect(iso(extractFacts(entry(text), { now }).deadline)).toBe(expected);
  });

  it('falls back to the latest past deadline when all have gone', () => {
    expect(iso(findDeadline('The deadline was 1 October 2026.', now).deadline)).toBe(
      '2026-10-01T22:59:00.000Z',
    );
  });

  it('does not take an event date for the deadline when both are given', () => {
    const facts = extractFacts(
      entry('Export workshop on Wednesday 10 March 2027 in Perth. Book by 3 March 2027.'),
      { now },
    );
    expect(iso(facts.deadline)).toBe('2027-03-03T23:59:00.000Z');
    expect(iso(facts.eventStart)).toBe('2027-03-10T00:00:00.000Z');
  });
});

describe('the most one business can receive, in pounds', () => {
  it.each([
    ['Grants of up to £25k for small firms', 25_000],
    ['Awards from £5,000-£50,000', 50_000],
    ['grants of £5,000 - 50,000 are available', 50_000],
    ['We fund 50% of eligible costs up to £100,000.', 100_000],
    // Issue 13: a fund's size is not what one business can receive (these four were its total).
    ['A £1.5m fund for rural businesses', null],
    ['£2 million is available this year', null],
    ['Micro-grants of £500', 500],
    ['A voucher worth £3.50', 3],
    ['Loans between £1,000 and £10,000', 10_000],
    ['Funding of £5-10k per project', 10_000],
    ['Grants of £50,000 to £1m', 1_000_000],
    ['Loans from £100,000 to £2m', 2_000_000],
    ['GBP 75,000 available', 75_000],
    ['A total of 250,000 pounds', null],
    ['The £2.5bn National Wealth Fund', null],
    ['Up to $50,000 or €20,000 for US and EU applicants', null],
    ['Covers 100% of costs', null],
    ['Tickets £10 + VAT. Grants up to £5,000 for attendees.', 5_000],
    ['Businesses with a turnover under £2m can apply for up to £50k.', 50_000],
    ['Lunch costs £20 per person', null],
    ['Entry fee £15', null],
    ['No money here', null],
  ])('%s', (text, expected) => {
    expect(findAmountMax(text)).toBe(expected);
  });
});

describe('event start and end', () => {
  it.each([
    [
      'Workshop: Tuesday 3 March 2027, 10:00–12:30',
      '2027-03-03T10:00:00.000Z',
      '2027-03-03T12:30:00.000Z',
    ],
    [
      'Conference, 3-5 March 2027, Aberdeen',
      '2027-03-03T00:00:00.000Z',
      '2027-03-05T23:59:00.000Z',
    ],
    [
      'Webinar: Thursday 10 June 2027, 2pm - 3pm',
      '2027-06-10T13:00:00.000Z',
      '2027-06-10T14:00:00.000Z',
    ],
    [
      'Networking breakfast on 14 January from 8am to 9.30am',
      '2027-01-14T08:00:00.000Z',
      '2027-01-14T09:30:00.000Z',
    ],
    ['Masterclass on 9 April 2027', '2027-04-08T23:00:00.000Z', '2027-04-09T22:59:00.000Z'],
  ])('%s', (text, start, end) => {
    const facts = extractFacts(entry(text), { now });
    expect(iso(facts.eventStart)).toBe(start);
    expect(iso(facts.eventEnd)).toBe(end);
  });

  it('leaves funding calls without event dates', () => {
    const facts = extractFacts(entry('The fund opens on 1 March 2027 and offers up to £20,000.'), {
      now,
    });
    expect(facts.eventStart).toBeNull();
    expect(facts.amountMaxGbp).toBe(20_000);
  });

  it('prefers the dates the calendar gave', () => {
    const start = new Date('2027-05-05T09:00:00Z');
    const end = new Date('2027-05-05T11:00:00Z');
    const facts = extractFacts(
      entry('Workshop on 1 June 2027', { eventStart: start, eventEnd: end }),
      { now },
    );
    expect(facts.eventStart).toEqual(start);
    expect(facts.eventEnd).toEqual(end);
  });
});

describe('location and organisation', () => {
  it.each([
    [entry('Workshop', { location: 'https://zoom.us/j/123' }), 'Online'],
    [entry('Workshop', { location: 'Online event' }), 'Online'],
    [entry('Workshop', { location: 'The Albert Halls,  Stirling' }), 'The Albert Halls, Stirling'],
    [entry('Seminar on 4 March 2027.\nVenue: Caird Hall, Dundee\nFree.'), 'Caird Hall, Dundee'],
    [entry('Where: Online via Teams\nWorkshop on 4 March 2027'), 'Online'],
    [entry('A webinar on 4 March 2027 about VAT.'), 'Online'],
    [entry('Join us in Inverness for a networking lunch on 4 March 2027.'), 'Inverness'],
    [entry('Funding for firms in Glasgow of up to £10,000.'), null],
  ])('%#', (e, expected) => {
    expect(extractFacts(e, { now }).location).toBe(expected);
  });

  it('takes the entry organisation, else the source name', () => {
    expect(
      extractFacts(entry('x', { organisation: 'Sample: Fife Business Support' }), {
        now,
        sourceName: 'Src',
      }).organisation,
    ).toBe('Sample: Fife Business Support');
    expect(extractFacts(entry('x'), { now, sourceName: 'Scottish Enterprise' }).organisation).toBe(
      'Scottish Enterprise',
    );
    expect(extractFacts(entry('x'), { now }).organisation).toBeNull();
  });
});
