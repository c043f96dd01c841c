/**
 * The most one business can receive (issue 13): per-business maxima, never a fund's total,
 * a turnover or rateable-value limit, or a price. Sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { classifySums, findAmountMax } from '../../src/extract/amount.ts';

function readsAmounts(cases: [string, number | null][]) {
  it.each(cases)('%s', (text, expected) => {
    expect(findAmountMax(text)).toBe(expected);
  });
}

describe('per-business maximum', () => {
  readsAmounts([
    ['Businesses can apply for up to £7,500.', 7_500],
    ['Grants of between £1,000 and £10,000 are available to local firms.', 10_000],
    ['Each award is a maximum of £5,000.', 5_000],
    ['Support is capped at £2,500 per business.', 2_500],
    ['Awards of up to £25k for food producers', 25_000],
    ['Loans from £500 to £25,000 for sole traders', 25_000],
    ['Awards range from £2,000 to £20,000.', 20_000],
    ['Funding of between £5k and £25k is available.', 25_000],
    ['We fund half of eligible costs, to a maximum of £10,000.', 10_000],
    ['The grant covers up to 75% of costs to a maximum of £15,000', 15_000],
    ['The grant is worth up to £2,000.', 2_000],
    ['A £3,000 grant is available for each shop.', 3_000],
    ['Grant: £500 to £3,000', 3_000],
    ['Each successful business will receive £2,500.', 2_500],
    ['The winner receives £5,000 and a year of mentoring.', 5_000],
    ['Grants of £500, £1,000 or £2,000 depending on size', 2_000],
    ['New firms get a £1,000 grant; rural firms may receive an additional £500.', 1_500],
    ['Loans of up to £25 million for large exporters', 25_000_000],
    ['Loans of £250,000 to £2 million for growing companies', 2_000_000],
    ['The maximum grant has been raised to £10,000.', 10_000],
    // A partnership shares its award; one business can have the single-applicant sum.
    [
      'Single organisations can apply for up to £25,000; partnership bids can seek up to £75,000.',
      25_000,
    ],
  ]);
});

describe('a fund’s total is never the amount', () => {
  readsAmounts([
    ['A £25m fund offers up to £100,000 per business.', 100_000],
    ['The total pot is £2m, with grants of up to £20,000.', 20_000],
    ['The fund has a budget of £500,000. Businesses can apply for up to £5,000.', 5_000],
    ['Scottish Enterprise has invested £12m in 40 firms; grants are up to £50,000.', 50_000],
    ['The council has supported businesses with £3.5m over the last year.', null],
    ['Tourism is worth £4bn to the economy. Grants of up to £3,000 are available.', 3_000],
    ['A total of £1m is available, with individual grants up to £25,000.', 25_000],
    ['The £10m Growth Programme opens today; firms can get up to £200k.', 200_000],
    ['£3m has been made available for the scheme.', null],
    ['Up to £25 million is available in this round.', null],
    ['The council secured £2m from the Levelling Up Fund.', null],
    ['£750,000 of funding has been awarded to 20 businesses.', null],
    ['Firms will receive a share of £3m.', null],
    ['Last year £3m in grants reached the high street.', null],
    ['Shops can receive up to £2,000 in grants.', 2_000],
    ['The programme has helped 200 firms raise £30m.', null],
    ['Exports of whisky reached £5.6bn last year.', null],
  ]);
});

describe('a report of money paid out offers nothing to the reader', () => {
  readsAmounts([
    ['The council has paid out £2.4 million to 310 local firms since March.', null],
    ['So far 48 shops have received £96,000 between them.', null],
    ['Lenders have invested £3 million in the bakery, the report says.', null],
    // A headline of money already moved: the sums quoted describe the scheme, not an offer.
    [
      '£4m approved from the town loan fund\nThe scheme offers loans of up to £100,000 to firms trading for two years.',
      null,
    ],
    [
      'Record year: £9m lent to local firms\nMicro loans of up to £25,000 were the most common.',
      null,
    ],
    [
      '£2 million in grants for 40 local food firms\nThe separate growth fund offers £20,000 to £80,000 per project.',
      null,
    ],
    // "Eligible" said of firms already paid is no invitation.
    [
      '£9m of grants paid to local firms\nThe last round offered up to £25,000; every eligible firm has now been paid.',
      null,
    ],
    // Unless the text still invites applications.
    ['£4m approved from the town loan fund\nLoans of up to £100,000: apply online.', 100_000],
    // A report that still invites applications offers what it names.
    ['Firms have received £250,000 so far; eligible businesses can still apply for £5,000.', 5_000],
    ['A total of £80,000 remains and applications close on 30 June; grants of £2,000.', 2_000],
  ]);
});

describe('thresholds and prices are not the amount', () => {
  readsAmounts([
    ['Businesses with turnover under £2m can apply for grants of up to £10,000.', 10_000],
    ['Properties with a rateable value up to £51,000 receive a grant of £3,000.', 3_000],
    [
      'The grant is £2,000 where the rateable value is £51,000 or less, and £3,000 above that.',
      3_000,
    ],
    ['Projects must cost at least £40,000; we pay half.', null],
    ['Open to firms with an annual turnover of less than £10m.', null],
    ['Tickets cost £25. Book online.', null],
    ['£95 per delegate, lunch included.', null],
    ['Members £10, non-members £15.', null],
    ['A £50 deposit secures your stall.', null],
    ['The annual fee is £52 for small businesses and up to £3,763 for large ones.', null],
    // A page about wages and statutory pay offers no money, even with a tribunal's "award".
    [
      'From 1 April the hourly rate for workers over 21 rises to £12.21 and statutory sick pay to £118.75 a week.',
      null,
    ],
    [
      'Wages: the basic award for unfair dismissal rises to £17,000 and the compensatory award cap to £105,000.',
      null,
    ],
    ['Employers taking on an apprentice can claim a grant of £3,000 towards wages.', 3_000],
    ['A recruitment incentive: employers can receive up to £4,000 towards wages.', 4_000],
    // A loan's representative example is what the borrower pays back.
    ['Loan example: 60 monthly payments of £193.33, total amount payable £11,599.80.', null],
  ]);
});

describe('round three: caps, help in kind, match funding, several kinds of applicant', () => {
  readsAmounts([
    // A cap on the award itself is the most on offer; a cap on the project's cost is not.
    ['No single award will exceed £40,000, whatever the project costs.', 40_000],
    ['Grants will not normally exceed £15,000.', 15_000],
    ['Total project costs must not exceed £200,000; grants of up to £20,000.', 20_000],
    // Help valued in pounds is not money received.
    ['Each team gets up to £4,000 in cash and up to £12,000 of in-kind support.', 4_000],
    ['In-kind support worth up to £2,500 comes with each grant of £1,000.', 1_000],
    ['A grant of £6,000 and in-kind support from a mentor.', 6_000],
    // Match funding is what the applicant brings.
    ['You will need match funding of at least £3,000 to apply for a grant of up to £9,000.', 9_000],
    ['Match funding of £5,000 must be in place before any grant is paid.', null],
    // An average is not a maximum; a trillion is a trillion; a fee is paid, not received.
    ['The scheme has made 900 start-up loans, averaging £7,800.', null],
    ['The £1 trillion export target for the decade is out of reach, the grant report says.', null],
    ['Traders pay a £75 application fee; the grant covers stall costs.', null],
    // The property's value is a limit, not the award.
    ['Grants of up to £10,000 for premises valued between £15,001 and £51,000.', 10_000],
    // A call open only to partnerships: its per-project award is the most on offer.
    ['Collaborative projects can each receive up to £6,000 from the fund.', 6_000],
    // Several kinds of applicant: a business can have only what is named for businesses.
    ['Charities can bid for up to £20,000 and businesses for up to £5,000.', 5_000],
    ['Up to £4,000 for firms and up to £12,000 for community groups.', 4_000],
    ['For charities, grants of up to £30,000; for businesses, up to £7,500.', 7_500],
    ['Sole traders can receive £2,000 and limited companies £4,000.', 4_000],
    // A sum listed after another for one applicant is one too, past the limit that qualified it.
    [
      'Grants of £10,000 for premises with a rateable value up to £15,000 and £25,000 for those valued between £15,001 and £51,000.',
      25_000,
    ],
    ['The grant is £2,000 for sole traders and £3,000 for businesses with staff.', 3_000],
    ['The council has set £2m for local businesses; grants of up to £5,000.', 5_000],
    // A revenue grant is a kind of grant, not a limit on a business's revenue.
    ['Revenue grants of up to £2,500 are available.', 2_500],
    // With no business named, every applicant's sum counts.
    ['Community groups may apply for £500 to £5,000; schools for up to £1,000.', 5_000],
  ]);
});

describe('notation', () => {
  readsAmounts([
    ['Grants of up to £25k', 25_000],
    ['Loans of up to £1.5m', 1_500_000],
    ['Grants of up to £2 million', 2_000_000],
    ['Grants of up to £250,000', 250_000],
    ['Grants of up to 50,000 pounds', 50_000],
    ['Grants of up to GBP 75,000', 75_000],
  ]);
});

describe('classifySums', () => {
  it('reads a sum "up to the value of" as offered', () => {
    const text = 'Grants up to the value of £12,000 may be awarded; most will be below £5,000.';
    expect(classifySums(text).map((s) => [s.written, s.kind])).toEqual([
      ['£12,000', 'offer'],
      ['£5,000', 'threshold'],
    ]);
  });

  it('says what each sum is', () => {
    const text =
      'The £5m fund offers grants of £1,000 to £10,000 to firms with turnover under £2m; tickets for the launch cost £20.';
    expect(classifySums(text).map((s) => [s.written, s.kind])).toEqual([
      ['£5m', 'total'],
      ['£1,000 to £10,000', 'offer'],
      ['£2m', 'threshold'],
      ['£20', 'price'],
    ]);
  });
});
