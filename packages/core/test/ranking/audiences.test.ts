import { describe, expect, it } from 'vitest';
import { audiencesOf } from '../../src/feed/ranking/audiences.ts';
import { scoreItem } from '../../src/feed/ranking/score.ts';
import { statedMinimumGbp } from '../../src/feed/ranking/stated-minimum.ts';
import { item, NOW, owner } from './fixtures.ts';

const fund = (body: string, title = 'A new fund') => ({ title, body, category: 'funding' });

describe('groups an offer is kept for', () => {
  it('reads them from a fund’s words', () => {
    expect(audiencesOf(fund('We are looking for 12 women with ambitious ideas.'))).toEqual([
      'women',
    ]);
    expect(audiencesOf(fund('Loans for young entrepreneurs the banks turn away.'))).toEqual([
      'young',
    ]);
    expect(audiencesOf(fund('Grants for island businesses hit by ferry disruption.'))).toEqual([
      'islands',
    ]);
    expect(audiencesOf(fund('Only the lead research organisation can submit.'))).toEqual([
      'researchers',
    ]);
    expect(audiencesOf(fund('You must be inside the area shown on the eligibility map.'))).toEqual([
      'mapped-area',
    ]);
    expect(audiencesOf(fund('BID members in the town centre can apply.'))).toEqual(['mapped-area']);
    expect(audiencesOf(fund('This fund is not open to sole traders.'))).toEqual(['companies']);
  });

  it('does not read a group into an item that only mentions it', () => {
    // A fund widened to charities is still open to businesses.
    expect(audiencesOf(fund('Charities can now apply as well as businesses.'))).toEqual([]);
    // A guide about disabled guests, news quoting young entrepreneurs: open to everyone.
    expect(
      audiencesOf({
        title: 'Open tourism up to everyone',
        body: 'Disabled people tend to travel in bigger groups and stay longer.',
        category: 'courses-guides',
      }),
    ).toEqual([]);
    expect(
      audiencesOf({
        title: 'Start-up day',
        body: 'The minister met young entrepreneurs looking for advice.',
        category: 'events',
      }),
    ).toEqual([]);
    expect(
      audiencesOf({
        title: 'Survey',
        body: 'Funding for women founders lags.',
        category: 'market-insights',
      }),
    ).toEqual([]);
  });

  it('reads a guide’s group where it speaks to the applicant', () => {
    expect(
      audiencesOf({
        title: 'Thinking of starting up?',
        body: 'If you are a young person struggling to find work, self-employment could be an option.',
        category: 'courses-guides',
      }),
    ).toEqual(['young', 'out-of-work']);
  });
});

describe('an owner outside the group, inside it, or not saying', () => {
  const womensFund = item({
    title: 'Women in Innovation awards',
    body: 'We are looking for 12 women with ambitious ideas for innovation.',
  });
  const openFund = item({ title: 'Innovation awards', body: 'Ambitious ideas for innovation.' });

  it('leaves the offer out for an owner who said they are outside it', () => {
    expect(scoreItem(womensFund, owner({ answers: { gender: 'male' } }), { now: NOW })).toBeNull();
    const islandFund = item({ body: 'Grants for island businesses.' });
    const mainland = owner({ answers: { business_location: 'Oban, on the mainland coast' } });
    expect(scoreItem(islandFund, mainland, { now: NOW })).toBeNull();
    const skye = owner({ answers: { business_location: 'Just outside Portree, on Skye' } });
    expect(scoreItem(islandFund, skye, { now: NOW })).not.toBeNull();
    const youthLoans = item({ body: 'Loans for young entrepreneurs.' });
    expect(scoreItem(youthLoans, owner({ answers: { age: '45' } }), { now: NOW })).toBeNull();
    expect(scoreItem(youthLoans, owner({ answers: { age: '24' } }), { now: NOW })).not.toBeNull();
    const companiesOnly = item({ body: 'This fund is not open to sole traders.' });
    const soleTrader = owner({ answers: { sector: 'Roofing, I am a sole trader' } });
    expect(scoreItem(companiesOnly, soleTrader, { now: NOW })).toBeNull();
    const cleanerSelfEmployed = owner({
      answers: { sector: 'Holiday lets', team_size: '2, the cleaner is self-employed' },
    });
    expect(scoreItem(companiesOnly, cleanerSelfEmployed, { now: NOW })).not.toBeNull();
  });

  it('ranks it above an open one for an owner in the group, as it is aimed at them', () => {
    const woman = owner({ answers: { gender: 'female' } });
    expect(scoreItem(womensFund, woman, { now: NOW })!.score).toBeGreaterThan(
      scoreItem(openFund, woman, { now: NOW })!.score,
    );
  });

  it('gives nothing extra for a limit most owners meet, such as being a company', () => {
    const company = owner({ answers: { sector: 'Joinery, we are a limited company' } });
    const companiesOnly = item({
      title: 'Innovation awards',
      body: 'Ambitious ideas for innovation. This fund is not open to sole traders.',
    });
    expect(scoreItem(companiesOnly, company, { now: NOW })!.score).toBe(
      scoreItem(openFund, company, { now: NOW })!.score,
    );
  });

  it('keeps it, ranked well below, for an owner who has not said', () => {
    const unsaid = owner();
    const kept = scoreItem(womensFund, unsaid, { now: NOW })!;
    expect(kept.score).toBeGreaterThanOrEqual(1);
    expect(kept.score).toBeLessThan(scoreItem(openFund, unsaid, { now: NOW })!.score - 20);
  });
});

describe('the smallest sum a fund deals in', () => {
  it('reads stated minimums and the low end of a range, keeping the smallest tier', () => {
    expect(statedMinimumGbp('Transactions start at £25 million.')).toBe(25_000_000);
    expect(statedMinimumGbp('Loans of £250,000 to £2 million.')).toBe(250_000);
    expect(
      statedMinimumGbp('Capital projects (minimum award £100k) and studies (minimum £20k).'),
    ).toBe(20_000);
    expect(statedMinimumGbp('Grants of up to £5,000.')).toBeNull();
  });

  it('leaves out a fund many times too big for the owner and lowers one just above them', () => {
    const startup = owner({ stage: 'startup' });
    const huge = item({ body: 'Transactions start at £25 million.' });
    expect(scoreItem(huge, startup, { now: NOW })).toBeNull();
    const big = item({ body: 'Loans of £250,000 to £2 million.' });
    const fitting = item({ body: 'Loans of £1,000 to £50,000.' });
    expect(scoreItem(big, startup, { now: NOW })!.score).toBeLessThan(
      scoreItem(fitting, startup, { now: NOW })!.score,
    );
  });
});

describe('schemes long past', () => {
  it('lowers an emergency scheme that never names the pandemic', () => {
    const who = owner();
    const hardship = item({
      body: 'A one-off hardship payment for firms that have lost more than 30% of trade.',
    });
    const plain = item({ body: 'A one-off payment for firms that want to grow.' });
    expect(scoreItem(hardship, who, { now: NOW })!.score).toBeLessThan(
      scoreItem(plain, who, { now: NOW })!.score - 5,
    );
  });

  it('lowers a report on a year long past, not this year’s', () => {
    const who = owner();
    const report = (year: number) =>
      item({ category: 'market-insights', title: `Business conditions survey ${year}` });
    expect(scoreItem(report(2017), who, { now: NOW })!.score).toBeLessThan(
      scoreItem(report(NOW.getUTCFullYear()), who, { now: NOW })!.score,
    );
  });
});
