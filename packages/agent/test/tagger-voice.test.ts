/**
 * Round two of the offline tagger (docs/tagging.md, ADR 0022): the item's voice, national scope,
 * and the publishers' own phrases. Sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { normalise, SECTOR_CUES } from '@thistle/language';
import { CATEGORY_SIGNALS, categorySignals, readCategory } from '../src/tagging/category.ts';
import { LEXICONS } from '../src/tagging/offline.ts';
import { withPublisherCues } from '../src/tagging/publisher-cues.ts';
import { regionsFor } from '../src/tagging/regions.ts';

const signal = (title: string, body: string, name: (typeof CATEGORY_SIGNALS)[number]) => {
  const norm = normalise(`${title} ${body}`);
  return categorySignals({ title, body }, norm)[CATEGORY_SIGNALS.indexOf(name)]!;
};

describe("the item's voice", () => {
  it('gives every category a vector, named or not', () => {
    const reading = readCategory(
      { title: 'Grants of up to £5,000', body: 'The fund pays for new equipment.' },
      LEXICONS.category,
    );
    expect([...reading.sightings.keys()].sort()).toEqual([
      'courses-guides',
      'events',
      'funding',
      'market-insights',
    ]);
  });

  it.each([
    ['explains', 'VAT: what you need to know', 'This guide explains the rules; you must register.'],
    ['money-moved', 'Grants paid', 'The council has paid out £2m so far, a total of 400 grants.'],
    [
      'happened',
      'Summit report',
      'Over 200 people attended the summit, which took place yesterday.',
    ],
    ['to-come', 'Summit', 'The summit will take place next month; book your place.'],
  ] as const)('hears %s', (name, title, body) => {
    expect(signal(title, body, name)).toBeGreaterThan(0.5);
  });

  it('does not hear an explanation in a plain call for applications', () => {
    const title = 'Shopfront grants now open';
    const body = 'Apply by 30 June for up to £3,000 towards a new shopfront.';
    expect(signal(title, body, 'explains')).toBe(0);
    expect(signal(title, body, 'money-moved')).toBe(0);
  });
});

describe('national scope', () => {
  it("keeps a report titled with the nation's name national, wherever its news happened", () => {
    const regions = regionsFor(
      {
        title: "Scotland's food makers report a record show",
        body: 'Producers met buyers at the SEC in Glasgow last week. Orders rose by a fifth.',
        sourceRegions: ['scotland'],
      },
      'market-insights',
    );
    expect(Object.keys(regions)).toEqual(['scotland']);
  });

  it('lets a who-may-apply sentence narrow it', () => {
    const regions = regionsFor(
      {
        title: "Scotland's new start-up guide",
        body: 'The guide is for businesses in Fife. It covers tax and premises.',
        sourceRegions: ['scotland'],
      },
      'courses-guides',
    );
    expect(Object.keys(regions)).toEqual(['tayside-fife']);
  });

  it("does not take a body's name for the nation", () => {
    const regions = regionsFor(
      {
        title: 'HMRC guide to self-employment',
        body: 'Our Glasgow team explains how to register.',
        sourceRegions: ['glasgow-clyde'],
      },
      'courses-guides',
    );
    expect(Object.keys(regions)).toEqual(['glasgow-clyde']);
  });

  it("does not move a national publisher's report to the venue of its opening sentence", () => {
    const regions = regionsFor(
      {
        title: 'Tech leaders call for more investment',
        body: 'Speaking at a conference in Edinburgh, founders said growth capital is scarce.',
        sourceRegions: ['scotland'],
      },
      'market-insights',
    );
    expect(Object.keys(regions)).toEqual(['scotland']);
  });

  it('keeps a guide that mentions sales abroad at home, but not an event abroad', () => {
    const guide = regionsFor(
      {
        title: 'VAT registration explained',
        body: 'Sales made outside the UK do not count towards the threshold.',
        sourceRegions: ['uk'],
      },
      'courses-guides',
    );
    expect(guide.international).toBeUndefined();
    const mission = regionsFor(
      {
        title: 'Trade mission to Canada',
        body: 'Join our delegation to Toronto on 4 May.',
        sourceRegions: ['scotland'],
      },
      'events',
    );
    expect(mission.international).toBeDefined();
  });

  it('reads a two-nation publisher writing about one nation as that nation', () => {
    const regions = regionsFor(
      {
        title: 'New packaging rules',
        body: 'Producers selling in Scotland must register by March.',
        sourceRegions: ['scotland', 'northern-ireland'],
      },
      'courses-guides',
    );
    expect(Object.keys(regions)).toEqual(['scotland']);
  });
});

describe("publishers' own phrases", () => {
  it('adds new phrases to a shared lexicon and leaves the ones it has alone', () => {
    const merged = withPublisherCues(SECTOR_CUES, {
      'creative-industries': [
        ['indie studios', 0.85],
        ['music', 0.1],
      ],
    });
    const creative = merged['creative-industries']!;
    expect(creative).toContainEqual(['indie studios', 0.85]);
    expect(creative.filter(([phrase]) => phrase === 'music')).toEqual(
      SECTOR_CUES['creative-industries']!.filter(([phrase]) => phrase === 'music'),
    );
    expect(Object.keys(merged)).toEqual(Object.keys(SECTOR_CUES));
  });

  it('reads them in the tagger but not in the shared lexicon', () => {
    expect(LEXICONS.sectors.cues.some((c) => c.phrase === normalise('indie studios'))).toBe(true);
    expect(SECTOR_CUES['creative-industries']!.some(([p]) => p === 'indie studios')).toBe(false);
  });
});
