import { describe, expect, it } from 'vitest';
import {
  breachedLimit,
  statedLimits,
  yearsTradingOf,
} from '../../src/feed/ranking/stated-limits.ts';

const NOW = new Date('2026-11-23T10:00:00Z');

describe('limits an offer states in words', () => {
  it.each([
    ['Loans for businesses with fewer than ten employees.', { staff: { min: 0, max: 9 } }],
    ['Owners of businesses with 5 to 249 employees can join.', { staff: { min: 5, max: 249 } }],
    ['You must employ no more than 50 people.', { staff: { min: 0, max: 50 } }],
    ['If you are 18 to 30 and out of work, we can help.', { founderAge: { min: 18, max: 30 } }],
    [
      'Your business must have been trading for at least two years.',
      { yearsTrading: { min: 2, max: Infinity } },
    ],
    ['For enterprises trading for under five years.', { yearsTrading: { min: 0, max: 5 } }],
    ['You must be trading for 24 months or less.', { yearsTrading: { min: 0.01, max: 2 } }],
    ['Applicants must be actively trading.', { yearsTrading: { min: 0.01, max: Infinity } }],
  ])('%s', (text, limits) => {
    expect(statedLimits(text)).toEqual(limits);
  });

  it('reads tiers as one wider limit, and ignores figures that limit nobody', () => {
    expect(
      statedLimits(
        '£2,000 for micro firms with up to five staff. £15,000 for firms with 11 to 50 staff.',
      ),
    ).toEqual({ staff: { min: 0, max: 50 } });
    expect(statedLimits('Firms with 50 or more staff cannot apply if they had a grant.')).toEqual(
      {},
    );
    expect(statedLimits('Take on a young person aged 16 to 24 and we pay their wages.')).toEqual(
      {},
    );
    expect(statedLimits('Projects last 18 to 24 months.')).toEqual({});
    expect(statedLimits('The service helped more than 1,000 people into work.')).toEqual({});
  });

  it('reads an age that comes with one of several sums as that strand’s, not the offer’s', () => {
    expect(
      statedLimits(
        'We offer start-up grants of £1,000 and loans of up to £5,000. For 18 to 25 year olds with an innovative product, accelerator loans of up to £25,000.',
      ),
    ).toEqual({});
    expect(
      statedLimits('For 18 to 25 year olds: start-up loans of up to £5,000 and grants of £500.'),
    ).toEqual({ founderAge: { min: 18, max: 25 } });
  });

  it('reads a date the business must already have traded on, or not traded before', () => {
    const premises = statedLimits(
      'You must have occupied the premises on 17 March 2020 and be the ratepayer.',
    );
    expect(premises).toEqual({ tradingBy: 2020 });
    expect(statedLimits('The business must have been trading on 2 November 2020.')).toEqual({
      tradingBy: 2020,
    });
    const newOnly = statedLimits(
      'You must not have traded or sold anything before 1 October 2023.',
    );
    expect(newOnly).toEqual({ notTradingBefore: 2023 });
    const owner = (startedIn: number) => ({ staff: 3, age: 40, yearsTrading: 1, startedIn });
    expect(breachedLimit(premises, owner(2024))).toBe('trading');
    // The same year may be either side of the date: kept.
    expect(breachedLimit(premises, owner(2020))).toBeNull();
    expect(breachedLimit(premises, owner(2011))).toBeNull();
    expect(breachedLimit(newOnly, owner(2015))).toBe('trading');
    expect(breachedLimit(newOnly, owner(2024))).toBeNull();
  });

  it('knows an owner’s years of trading from their answer', () => {
    expect(yearsTradingOf('Trading since 2020 (about 6 years)', NOW)).toBe(6);
    expect(yearsTradingOf('Not trading yet', NOW)).toBe(0);
    expect(yearsTradingOf('My father started it in 1987', NOW)).toBe(39);
    expect(yearsTradingOf('a while', NOW)).toBeNull();
  });

  it('an owner outside a limit breaches it; an unknown fact breaches nothing', () => {
    const limits = { staff: { min: 0, max: 9 }, founderAge: { min: 18, max: 30 } };
    expect(breachedLimit(limits, { staff: 12, age: 25, yearsTrading: 3, startedIn: 2023 })).toBe(
      'size',
    );
    // The owner's head count includes themselves: ten people is nine employees.
    expect(
      breachedLimit(limits, { staff: 10, age: 25, yearsTrading: 3, startedIn: 2023 }),
    ).toBeNull();
    expect(breachedLimit(limits, { staff: 3, age: 31, yearsTrading: 3, startedIn: 2023 })).toBe(
      'age',
    );
    expect(
      breachedLimit(limits, { staff: null, age: null, yearsTrading: null, startedIn: null }),
    ).toBeNull();
    expect(
      breachedLimit(
        { yearsTrading: { min: 0.01, max: Infinity } },
        { staff: 1, age: 30, yearsTrading: 0, startedIn: 2026 },
      ),
    ).toBe('trading');
  });
});
