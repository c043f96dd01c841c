/**
 * Round five of the offline tagger (docs/tagging.md): sectors named by their trade and by the body
 * that publishes for it, and the topics. Sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { SECTOR_CUES } from '@thistle/language';
import { LEXICONS, tagOffline } from '../src/tagging/offline.ts';
import { readSectors } from '../src/tagging/sectors.ts';

const aimedAt = (body: string, id: string) =>
  readSectors({ title: 'Applications open', body }, LEXICONS.sectors).sightings.get(id)?.aimed ??
  0;

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
