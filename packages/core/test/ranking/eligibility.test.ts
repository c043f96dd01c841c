import { describe, expect, it } from 'vitest';
import { liveAt } from '../../src/feed/live-items.ts';
import { scoreItem } from '../../src/feed/ranking/score.ts';
import { daysFromNow, item, NOW, owner } from './fixtures.ts';

const fifeStartUp = owner({
  regions: ['tayside-fife'],
  stage: 'startup',
  sectors: ['food-drink'],
  answers: {
    business_location: 'Kirkcaldy',
    team_size: '4',
    age: '34',
    business_age: 'Trading since 2025 (about 2 years)',
  },
});
const eligible = (fields: Parameters<typeof item>[0], who = fifeStartUp) =>
  scoreItem(item(fields), who, { now: NOW }) !== null;

describe('eligibility: every way an item can be out of reach', () => {
  it('another nation, or another Scottish region, is out', () => {
    expect(eligible({ regions: ['wales'] })).toBe(false);
    expect(eligible({ regions: ['northern-ireland', 'international'] })).toBe(false);
    expect(eligible({ regions: ['glasgow-clyde'] })).toBe(false);
  });

  it('the owner’s region, Scotland (which holds it) and the UK (which holds Scotland) are in', () => {
    expect(eligible({ regions: ['tayside-fife'] })).toBe(true);
    expect(eligible({ regions: ['scotland'] })).toBe(true);
    expect(eligible({ regions: ['uk'] })).toBe(true);
    expect(eligible({ regions: ['england', 'wales', 'northern-ireland', 'scotland'] })).toBe(true);
  });

  it('an international programme with no home region is open to UK owners', () => {
    expect(eligible({ regions: ['international'] })).toBe(true);
    expect(eligible({ regions: [] })).toBe(true);
  });

  it('another council area in the owner’s region is out; their own is in', () => {
    expect(
      eligible({ regions: ['tayside-fife'], group: 'Angus Council', title: 'Start & Grow grants' }),
    ).toBe(false);
    expect(eligible({ regions: ['tayside-fife'], title: 'Grants for Dundee firms' })).toBe(false);
    expect(
      eligible({ regions: ['tayside-fife'], group: 'Fife Council', title: 'Fife Growth Grant' }),
    ).toBe(true);
    // An owner whose answers name no place keeps every item of their region.
    expect(
      eligible(
        { regions: ['tayside-fife'], group: 'Angus Council' },
        owner({ regions: ['tayside-fife'] }),
      ),
    ).toBe(true);
  });

  it('an English region’s own offer is for that region only', () => {
    const newcastle = owner({
      regions: ['england'],
      sectors: [],
      answers: { business_location: 'Newcastle upon Tyne' },
    });
    expect(
      eligible(
        { regions: ['england'], title: 'Made Smarter for Lancashire manufacturers' },
        newcastle,
      ),
    ).toBe(false);
    expect(eligible({ regions: ['england'], title: 'Sunderland meet the buyer' }, newcastle)).toBe(
      true,
    );
    expect(
      eligible({ regions: ['england'], title: 'A grant for firms in England' }, newcastle),
    ).toBe(true);
  });

  it('an owner who only said "Scotland" is not ruled out of a region within it', () => {
    expect(eligible({ regions: ['highlands-islands'] }, owner({ regions: ['scotland'] }))).toBe(
      true,
    );
    expect(eligible({ regions: ['wales'] }, owner({ regions: ['scotland'] }))).toBe(false);
  });

  it('another stage is out; an item naming no stage is open to all', () => {
    expect(eligible({ stages: ['established'] })).toBe(false);
    expect(eligible({ stages: ['idea', 'startup'] })).toBe(true);
    expect(eligible({ stages: [] })).toBe(true);
  });

  it('another sector is out; an item with no sectors is open to all sectors', () => {
    expect(eligible({ sectors: ['creative-industries'] })).toBe(false);
    expect(eligible({ sectors: ['food-drink', 'tourism-hospitality'] })).toBe(true);
    expect(eligible({ sectors: [] })).toBe(true);
  });

  it('a size, age or trading limit the offer states keeps others out', () => {
    expect(eligible({ body: 'Open to firms with 5 to 249 employees.' })).toBe(false);
    expect(eligible({ body: 'For businesses with fewer than 10 employees.' })).toBe(true);
    expect(
      eligible({ body: 'If you are 18 to 30 and starting out, we can lend you up to £5,000.' }),
    ).toBe(false);
    expect(
      eligible({ body: 'Your business must have been trading for at least three years.' }),
    ).toBe(false);
    expect(eligible({ body: 'For enterprises trading for under five years.' })).toBe(true);
    // Figures in news are not limits.
    expect(
      eligible({
        category: 'market-insights',
        body: 'Among firms with 5 to 249 employees, sales fell.',
      }),
    ).toBe(true);
  });

  it('an owner with no profile is eligible for everything', () => {
    const blank = owner({ regions: [], stage: null, sectors: [], topicsNeeded: [] });
    expect(
      eligible(
        { regions: ['wales'], stages: ['established'], sectors: ['creative-industries'] },
        blank,
      ),
    ).toBe(true);
  });

  it('an expired item is not live: deadline passed, event over, or started over a day ago', () => {
    const none = { deadline: null, eventStart: null, eventEnd: null };
    expect(liveAt({ ...none, deadline: daysFromNow(-0.1) }, NOW)).toBe(false);
    expect(liveAt({ ...none, deadline: daysFromNow(0.1) }, NOW)).toBe(true);
    expect(liveAt({ ...none, eventStart: daysFromNow(-2), eventEnd: daysFromNow(-1.9) }, NOW)).toBe(
      false,
    );
    expect(liveAt({ ...none, eventStart: daysFromNow(-2) }, NOW)).toBe(false);
    expect(liveAt({ ...none, eventStart: daysFromNow(-0.5) }, NOW)).toBe(true);
    expect(liveAt(none, NOW)).toBe(true);
  });
});
