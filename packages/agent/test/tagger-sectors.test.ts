/**
 * Round five of the offline tagger (docs/tagging.md): sectors named by their trade and by the body
 * that publishes for it, and the topics. Sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { SECTOR_CUES } from '@thistle/language';
import { defaultModel, facetScores, LEXICONS, tagOffline } from '../src/tagging/offline.ts';
import { readSectors, SECTOR_EVIDENCE } from '../src/tagging/sectors.ts';
import { readTopics, TOPIC_EVIDENCE } from '../src/tagging/topics.ts';
import { EVIDENCE_FEATURES, evidenceVectors } from '../src/tagging/evidence.ts';
import type { Tags } from '../src/contracts.ts';
import type { LabelledItem } from '../tools/tagger/dataset/labelled.ts';
import { MIN_SECTOR_PRECISION, sectorPrecisionFloor } from '../tools/tagger/tune.ts';

const aimedAt = (body: string, id: string) =>
  readSectors({ title: 'Applications open', body }, LEXICONS.sectors).sightings.get(id)?.aimed ?? 0;

describe('a trade named by its people and firms', () => {
  it.each([
    ['Smallholders in the glens can apply for help with new fencing.', 'agriculture-rural'],
    ['Cheesemakers, confectioners and fishmongers are invited to enter.', 'food-drink'],
    ['Convenience stores and shopkeepers can apply for a chiller grant.', 'retail-ecommerce'],
    ['Games companies with fewer than ten staff may apply.', 'creative-industries'],
    ['Web developers and IT companies can apply for a place.', 'digital-tech'],
    ['Open to hostels, holiday parks and glamping sites.', 'tourism-hospitality'],
    ['Roofers, glaziers and gas engineers must register by March.', 'construction-property'],
    ['Dental practices and opticians are eligible for the pilot.', 'life-sciences-health'],
    ['Community enterprises and voluntary groups can apply.', 'social-enterprise'],
    ['Couriers and coach operators can apply for the training.', 'transport-logistics'],
  ])('reads "%s" as aimed at %s', (body, id) => {
    expect(aimedAt(body, id)).toBeGreaterThanOrEqual(0.8);
  });

  it('keeps these phrases out of the lexicon the onboarding chat reads', () => {
    expect(SECTOR_CUES['retail-ecommerce']!.some(([p]) => p === 'convenience stores')).toBe(false);
  });

  it('tags an item for a trade that only its trade nouns name', () => {
    const tags = tagOffline({
      title: 'Chiller grants for convenience stores',
      body: 'Shopkeepers in the town can apply for up to £1,500 towards energy-efficient chillers and freezers. Apply online by 31 May.',
      organisation: 'Example Council',
      sourceRegions: ['scotland'],
    });
    expect(tags.sectors).toContain('retail-ecommerce');
  });
});

describe('a publisher that is a body for its trade', () => {
  const fromBody = (organisation: string) => {
    const reading = readSectors(
      {
        title: 'Annual dinner: tables now on sale',
        body: 'Our annual dinner takes place on Thursday 9 October at the Harbour Hotel, with 200 guests expected. Tables of ten can be booked online.',
        organisation,
      },
      LEXICONS.sectors,
    );
    const sighting = reading.sightings.get('food-drink')!;
    return SECTOR_EVIDENCE.of('food-drink', sighting, reading)[0]!;
  };

  it('counts a guild, an association or a fund named after a trade as speaking for it', () => {
    expect(fromBody('Northfield Brewers Guild')).toBeGreaterThan(0.8);
    expect(fromBody('North Coast Food and Drink Association')).toBeGreaterThan(0.8);
  });

  it('does not count a firm or a paper that carries a trade word in its name', () => {
    expect(fromBody('Northfield Brewers Ltd')).toBe(0);
    expect(fromBody('The Food and Drink Weekly')).toBe(0);
  });

  it('weighs the same text higher from the body than from a paper of the trade', () => {
    const score = (organisation: string) =>
      facetScores(
        {
          title: 'Annual dinner: tables now on sale',
          body: 'Our annual dinner takes place on Thursday 9 October at the Harbour Hotel, with 200 members expected. Our guest speaker will talk about exports, energy costs and food prices. Tables of ten can be booked online.',
          organisation,
          sourceRegions: ['scotland'],
        },
        defaultModel(),
      ).rules.sectors.get('food-drink')!;
    // A ratio, not a fixed gap: the trained weights move with every retraining; without the
    // body's-name feature the two score the same.
    expect(score('North Coast Food and Drink Association')).toBeGreaterThan(
      score('The Food and Drink Weekly') * 1.3,
    );
  });
});

describe('topics the text does not name', () => {
  const reading = readTopics(
    {
      title: 'VAT registration: a short guide',
      body: 'This guide explains when you must register for VAT and how to do it online.',
    },
    LEXICONS.topics,
  );

  it('still get a vector, marked as unnamed, so the item’s voice can speak for them', () => {
    const unnamed = reading.sightings.get('networking-peer-support')!;
    expect(TOPIC_EVIDENCE.of('networking-peer-support', unnamed, reading)[0]).toBe(1);
    const tax = reading.sightings.get('legal-tax-regulation')!;
    expect(TOPIC_EVIDENCE.of('legal-tax-regulation', tax, reading)[0]).toBe(0);
    expect(reading.sightings.size).toBe(LEXICONS.topics.ids.length);
  });

  it('do not count as other topics named beside the one that is', () => {
    expect(reading.named).toBeLessThan(4);
    const vectors = evidenceVectors(reading, LEXICONS.topics.ids);
    const others = EVIDENCE_FEATURES.indexOf('other-ids');
    expect(vectors.get('legal-tax-regulation')![others]).toBeLessThan(0.75);
  });
});

describe('what publishers say an item helps with, in their own words', () => {
  const strength = (body: string, id: string) => {
    const s = readTopics({ title: 'Next steps', body }, LEXICONS.topics).sightings.get(id)!;
    return Math.max(s.aimed, s.passing);
  };

  it.each([
    ['Make new connections over a business breakfast.', 'networking-peer-support'],
    ['The scheme will raise your profile and help you win new business.', 'marketing-sales'],
    ['Written for budding entrepreneurs who are just starting out.', 'starting-up'],
    ['Sessions cover people management and governance.', 'leadership-management'],
    ['Support to commercialise a product development project.', 'innovation-rd'],
  ])('reads "%s" as %s', (body, id) => {
    expect(strength(body, id)).toBeGreaterThanOrEqual(0.8);
  });
});

describe('the sector precision goal, with room for the estimate', () => {
  const item = (id: string, sectors: string[]) =>
    ({ id, labels: { sectors } }) as unknown as LabelledItem;
  const tagsWith = (sectors: string[]) => ({ sectors }) as unknown as Tags;

  it('does not let a setting scrape past 90 % on a handful of sectors given', () => {
    // Nine right of ten: precision 0.9 exactly, but one more miss would make it 0.8.
    const items = Array.from({ length: 10 }, (_, i) => item(`i${i}`, ['food-drink']));
    const tags = items.map((_, i) => tagsWith([i === 0 ? 'retail-ecommerce' : 'food-drink']));
    expect(sectorPrecisionFloor(items, tags)).toBeLessThan(MIN_SECTOR_PRECISION);
  });

  it('lets the same precision through when it rests on many sectors given', () => {
    const items = Array.from({ length: 400 }, (_, i) => item(`i${i}`, ['food-drink']));
    const tags = items.map((_, i) => tagsWith([i % 20 === 0 ? 'retail-ecommerce' : 'food-drink']));
    expect(sectorPrecisionFloor(items, tags)).toBeGreaterThanOrEqual(MIN_SECTOR_PRECISION);
  });
});

describe('a known body of a trade as publisher', () => {
  const neutral = {
    title: 'What happens after you apply',
    body: 'Once your application is in, our team will assess it against the published criteria within six weeks. Successful applicants receive an offer letter setting out how to claim.',
    link: null,
    sourceRegions: ['uk'],
  };
  const evidenceFor = (organisation: string, id: string) =>
    facetScores({ ...neutral, organisation }, defaultModel()).rules.sectors.get(id) ?? 0;

  it.each([
    ['VisitBritain', 'tourism-hospitality'],
    ['Seafish', 'marine-fishing'],
    ['Senscot', 'social-enterprise'],
    ['Arts Council of Northern Ireland', 'creative-industries'],
    ['VisitScotland Business Events', 'tourism-hospitality'],
    ['UK Games Fund', 'creative-industries'],
  ])('reads %s as a body for %s, though its name holds no trade word', (organisation, id) => {
    const reading = readSectors({ ...neutral, organisation }, LEXICONS.sectors);
    expect(reading.knownBodyOf).toEqual(new Set([id]));
    expect(reading.organisationIsBody).toBe(true);
    expect(SECTOR_EVIDENCE.of(id, reading.sightings.get(id)!, reading)).toEqual([1, 1]);
  });

  it('counts a known body for more than the same trade word in a firm name', () => {
    expect(evidenceFor('Seafish', 'marine-fishing')).toBeGreaterThan(
      evidenceFor('Ocean Fishing Supplies Ltd', 'marine-fishing'),
    );
  });

  it('reads no body in a body for every business or a firm merely named after a place', () => {
    for (const organisation of [
      'Scottish Enterprise',
      'Business Gateway',
      'Visit Dundee Tours Ltd',
    ])
      expect(readSectors({ ...neutral, organisation }, LEXICONS.sectors).knownBodyOf.size).toBe(0);
  });

  // A known miss from round ten's retrain to round eleven's, when the full-batch trainer's
  // penalty on every weight stopped "VisitScotland" in the text lifting tourism over the threshold.
  it('does not count a known body named in the text, only the publisher', () => {
    const tags = tagOffline({
      ...neutral,
      organisation: 'Fife Council',
      body: 'Our economic development team met VisitScotland and Seafish to talk about the local economy.',
    });
    expect(tags.sectors).toEqual([]);
  });
});

describe('words that name a place or a paper, not a trade', () => {
  const sectorsOf = (title: string, body: string, organisation: string) =>
    tagOffline({ title, body, organisation, sourceRegions: ['scotland'] }).sectors;

  it('reads a grant for rural businesses as open to every sector: rural is where, not what', () => {
    expect(
      readSectors(
        { title: 'Capital grants for rural businesses', body: 'Rural businesses can apply.' },
        LEXICONS.sectors,
      ).sightings.has('agriculture-rural'),
    ).toBe(false);
    expect(
      sectorsOf(
        'Capital grants for rural businesses in the district',
        'Sole traders and small businesses in the rural parts of the district can apply for capital grants of £2,000 to £10,000 towards equipment and premises.',
        'Example District Council',
      ),
    ).not.toContain('agriculture-rural');
  });

  it('still reads farming and crofting as the agriculture sector', () => {
    expect(
      readSectors(
        { title: 'Grants for crofters', body: 'Crofters and farmers can apply.' },
        LEXICONS.sectors,
      ).sightings.has('agriculture-rural'),
    ).toBe(true);
  });

  it("does not take The Courier's business awards for a transport item, but still reads courier firms", () => {
    expect(
      sectorsOf(
        'Courier Business Awards: entries open',
        "Firms across Tayside and Fife can enter this year's Courier Business Awards in twelve categories before 30 June.",
        'DC Thomson',
      ),
    ).not.toContain('transport-logistics');
    expect(
      aimedAt(
        'Courier firms and delivery drivers can apply for the training.',
        'transport-logistics',
      ),
    ).toBeGreaterThanOrEqual(0.8);
  });
});
