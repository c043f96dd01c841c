import { describe, expect, it } from 'vitest';
import { scoreItem } from '../../src/feed/ranking/score.ts';
import { daysFromNow, item, NOW, owner } from './fixtures.ts';

const fife = owner({
  regions: ['tayside-fife'],
  stage: 'startup',
  sectors: ['food-drink'],
  topicsNeeded: ['export-international', 'grants'],
  answers: {
    business_location: 'Kirkcaldy',
    support_areas_needed: 'Exporting our shortbread to Japan, and packaging',
  },
});
const scored = (fields: Parameters<typeof item>[0], who = fife) =>
  scoreItem(item(fields), who, { now: NOW })!;

describe('reasons in words', () => {
  it('says who it is for, which need it meets and when it closes, most telling first', () => {
    const match = scored({
      group: 'Fife Council',
      regions: ['tayside-fife'],
      title: 'Export grant for Fife start-ups',
      stages: ['startup'],
      topics: ['export-international'],
      deadline: daysFromNow(9.5),
    });
    expect(match.reasons).toEqual([
      'For start-ups in Fife',
      'Help with exporting',
      'Closes in 9 days',
    ]);
  });

  it('names the sector and the owner’s own words when the item is aimed at them', () => {
    const match = scored({
      title: 'Shortbread and biscuit makers: packaging clinic',
      sectors: ['food-drink'],
      regions: ['scotland'],
    });
    expect(match.reasons).toEqual(
      expect.arrayContaining([
        'For food and drink firms across Scotland',
        'Mentions shortbread and packaging',
      ]),
    );
  });

  it('writes a place the owner named with its capital, and a Title Case title’s words without', () => {
    const peebles = owner({
      answers: { support_areas_needed: 'Opening a second shop in Galashiels and hiring bakers' },
    });
    const dropIn = scored(
      {
        title: 'Business advice drop-in, Galashiels',
        body: 'Advisers in Galashiels can help with hiring. Bring your questions.',
      },
      peebles,
    );
    expect(dropIn.reasons).toContain('Mentions Galashiels and hiring');
    const titled = scored(
      { title: 'Hiring Your First Bakers: A Guide', body: 'Read on.' },
      peebles,
    );
    expect(titled.reasons.find((r) => r.startsWith('Mentions'))).toMatch(/^Mentions [a-z]/);
  });

  it('keeps at most three short reasons', () => {
    const match = scored({
      title: 'Export week for Fife food start-ups',
      group: 'Fife Council',
      stages: ['startup'],
      sectors: ['food-drink'],
      topics: ['export-international', 'grants'],
      deadline: daysFromNow(1.5),
      publishedAt: daysFromNow(-1),
    });
    expect(match.reasons.length).toBe(3);
    for (const reason of match.reasons) expect(reason.length).toBeLessThanOrEqual(45);
  });

  it('an open-to-all UK item still has a reason', () => {
    expect(scored({ regions: ['uk'] }).reasons).toEqual(['Open to businesses across the UK']);
  });
});

describe('the owner’s own words', () => {
  it('matches what they need, not the everyday words around it', () => {
    const carers = owner({
      answers: {
        support_areas_needed: 'Keeping our carers, and it is hard to find the right people',
      },
    });
    const bare = scored({ title: 'Guide', body: 'A guide.' }, carers).score;
    expect(
      scored({ title: 'Guide', body: 'Keep the right records; it is hard to find them.' }, carers)
        .score,
    ).toBe(bare);
    expect(scored({ title: 'Guide', body: 'Retaining carers.' }, carers).score).toBeGreaterThan(
      bare,
    );
  });

  it('matches a thing named by two common words, such as a business plan', () => {
    const noPlan = owner({ answers: { support_areas_needed: 'I never wrote a business plan' } });
    expect(scored({ title: 'Business plan template' }, noPlan).reasons).toContain(
      'Mentions business plan',
    );
    expect(scored({ title: 'Business plan template' }, noPlan).score).toBeGreaterThan(
      scored({ title: 'Business growth plan for Fife' }, noPlan).score,
    );
  });

  it('leans away from events, not guides, for an owner who refuses webinars', () => {
    const noWebinars = owner({ answers: { support_type_needed: "I'm no good at webinars" } });
    const noCourses = owner({ answers: { support_type_needed: 'No time for courses' } });
    const anyHelp = owner();
    const guide = { category: 'courses-guides', title: 'Guide' };
    const event = { category: 'events', title: 'Meet-up' };
    expect(scored(guide, noWebinars).score).toBe(scored(guide, anyHelp).score);
    expect(scored(event, noWebinars).score).toBeLessThan(scored(event, anyHelp).score);
    expect(scored(guide, noCourses).score).toBeLessThan(scored(guide, anyHelp).score);
  });
});

describe('the score', () => {
  it('puts an item aimed at the owner’s needs above a bare eligible one', () => {
    const aimed = scored({
      topics: ['export-international'],
      sectors: ['food-drink'],
      stages: ['startup'],
    });
    const bare = scored({ topics: ['premises-property'] });
    expect(aimed.score).toBeGreaterThan(bare.score);
  });

  it('rises as the deadline nears while still open, and counts a far deadline little', () => {
    const soon = scored({ deadline: daysFromNow(9) }).score;
    const later = scored({ deadline: daysFromNow(50) }).score;
    const far = scored({ deadline: daysFromNow(200) }).score;
    const none = scored({}).score;
    expect(soon).toBeGreaterThan(later);
    expect(later).toBeGreaterThan(far);
    expect(far).toBeGreaterThan(none);
  });

  it('prefers fresh items, and puts news below opportunities', () => {
    expect(scored({ publishedAt: daysFromNow(-2) }).score).toBeGreaterThan(
      scored({ publishedAt: daysFromNow(-60) }).score,
    );
    expect(scored({ category: 'funding' }).score).toBeGreaterThan(
      scored({ category: 'market-insights' }).score,
    );
  });

  it('weighs the amount against the owner’s stage', () => {
    const fits = scored({ amountMaxGbp: 20_000 }).score;
    const huge = scored({ amountMaxGbp: 25_000_000 }).score;
    const unknown = scored({}).score;
    expect(fits).toBeGreaterThan(unknown);
    expect(huge).toBeLessThan(unknown);
  });

  it('pushes down an item announcing it has closed, and a Covid-19 emergency scheme', () => {
    const open = scored({ title: 'Start-up grant' }).score;
    expect(scored({ title: 'Start-up grant – now closed' }).score).toBeLessThan(open);
    expect(
      scored({ title: 'Start-up grant', body: 'For firms hit by the COVID-19 restrictions.' })
        .score,
    ).toBeLessThan(open);
  });

  it('counts money for a purpose the owner never named as little more than a bare item', () => {
    const grants = owner({ topicsNeeded: ['net-zero-sustainability', 'grants'] });
    const forSolar = scored({ topics: ['grants', 'net-zero-sustainability'] }, grants).score;
    const forRd = scored({ topics: ['innovation-rd', 'grants'] }, grants).score;
    const bare = scored({ topics: ['innovation-rd'] }, grants).score;
    expect(forSolar).toBeGreaterThan(forRd + 5);
    expect(forRd).toBeLessThan(bare + 5);
    // Money alone, for no stated purpose, still meets the need in full.
    expect(scored({ topics: ['grants'] }, grants).score).toBeGreaterThan(bare + 5);
  });

  it('never scores an eligible item below 1', () => {
    const worst = scored({
      category: 'market-insights',
      title: 'Scheme paused',
      body: 'Coronavirus hardship fund.',
      publishedAt: daysFromNow(-900),
    });
    expect(worst.score).toBeGreaterThanOrEqual(1);
  });

  it('an owner with no profile gets every item newest first', () => {
    const blank = owner({ regions: [], stage: null, sectors: [], topicsNeeded: [] });
    const ages = [1, 30, 5, 400, 90];
    const order = ages
      .map((age) => ({
        age,
        score: scored(
          { publishedAt: daysFromNow(-age), deadline: daysFromNow(3), regions: ['wales'] },
          blank,
        ).score,
      }))
      .sort((a, b) => b.score - a.score)
      .map((s) => s.age);
    expect(order.slice(0, 4)).toEqual([1, 5, 30, 90]);
  });
});
