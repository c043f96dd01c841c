/**
 * Extraction, round nine: phrasings from the first 40 items of round nine's labelled data, read
 * before any rule was changed for them, in sentences of our own. Every item is read as published
 * on Friday 10 January 2025 and crawled long after.
 */
import { describe, expect, it } from 'vitest';
import { facts, itReadsEach, itReadsNone, local } from './published-item.ts';

describe('round nine: amounts', () => {
  itReadsEach('amountMaxGbp', [
    // A property "rated between" two sums: its rateable value, not the award.
    [
      'The larger grant, £25,000, goes to shops whose premises were rated between £18,001 and £51,000 on 17 March.',
      25_000,
    ],
    // A higher cap for some projects is still the most one business can receive.
    [
      'Grants run from £2,000 to £8,000, rising to as much as £20,000 for projects with wider benefits. Apply online.',
      20_000,
    ],
    // A heading's sum is offered even when the next paragraph opens with the scheme's name.
    [
      'Shopfront Grants of up to £4,000\nShopfront Grants help traders in the town centre. A £9,000 project would get £4,000.',
      4_000,
    ],
  ]);

  itReadsNone('amountMaxGbp', [
    // What others got, in a sentence told as past: "went to", "were worth", "have received".
    'The biggest awards, £150,000 each, went to a hotel group and two builders; smaller grants went to 40 firms.',
    "Last year's prizes, including mentoring, were worth £60,000, £8,000 and £8,000 respectively.",
    'Residents have received £300,000 from the food fund, £31,000 in fuel grants and £12,000 in other support.',
    // A fund's whole size: set aside, or a competition's overall prize fund.
    'The council sets aside £15,000 for a pitching competition to be held in March.',
    'This year the competition has an overall prize fund of £80,000 for student start-ups.',
  ]);

  it('reads an offer under a headline of money shared or approved when the body invites bids', () => {
    expect(
      facts(
        'Producers and food businesses can now bid for grants of up to £4,000 to promote local produce. The government has put £90,000 into this round.',
        'Local Food Fund opens a new round with £90,000 to share',
      ).amountMaxGbp,
    ).toBe(4_000);
    expect(
      facts(
        'The fund has approved £3m so far. Project funding runs from £40,000 to £800,000, and we want more applications.',
        'Green Investment Fund: £3m approved so far',
      ).amountMaxGbp,
    ).toBe(800_000);
  });

  it('reads a headline sum that the body calls a fund set aside as that fund', () => {
    expect(
      facts(
        'Ministers have set aside £400,000 this year to help charities and small firms gain a cyber security certificate.',
        '£400,000 to help small firms with cyber security',
      ).amountMaxGbp,
    ).toBeNull();
  });
});

describe('round nine: dates that are not deadlines or events', () => {
  it("does not take an update's dateline for a closing date", () => {
    expect(
      facts(
        'Update, 14 January 2025: sole traders can now apply to this fund. The fund pays £1,500 to eligible firms.',
      ).deadline,
    ).toBeNull();
  });

  it('reads a closing time given before the day of a call already closed', () => {
    expect(
      local(
        facts(
          'Applications for the grant have now closed: they closed at midnight on 7 January 2025.',
        ).deadline,
      ),
    ).toBe('2025-01-07T23:59');
  });

  it('skips a meeting the organisers decided to cancel for the next one', () => {
    expect(
      local(
        facts(
          'We have decided to cancel our open meeting planned for January 21. Our next networking meeting is on Tuesday 18 February, from 7pm to 9pm.',
        ).eventStart,
      ),
    ).toBe('2025-02-18T19:00');
  });

  it('does not take the day a scheme starts paying for an event', () => {
    expect(
      facts(
        'From today (10 January 2025) ratepayers in hospitality and leisure venues can claim a one-off payment of £3,000.',
      ).eventStart,
    ).toBeNull();
  });

  it('still reads a closing date and an event day written plainly', () => {
    const read = facts(
      'Apply by 5pm on 14 February. An information session will be held at the town hall on 28 January at 10am.',
    );
    expect(local(read.deadline)).toBe('2025-02-14T17:00');
    expect(local(read.eventStart)).toBe('2025-01-28T10:00');
  });
});
