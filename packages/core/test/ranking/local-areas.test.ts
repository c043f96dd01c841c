import { describe, expect, it } from 'vitest';
import { areasNamedIn, LOCAL_AREAS, ownerArea } from '../../src/feed/ranking/local-areas.ts';
import { REGION_IDS } from '@thistle/shared';

const ids = (text: string) => areasNamedIn(text).map((a) => a.id);

describe('local areas', () => {
  it('finds the owner’s council area from where they said the business is, in any case', () => {
    expect(ownerArea('dundee, we rent desks near the waterfront')?.id).toBe('dundee-city');
    expect(ownerArea('Govan, Glasgow')?.id).toBe('glasgow');
    expect(ownerArea('Just outside Portree, on the Isle of Skye')?.id).toBe('highland');
    expect(ownerArea('Aberaeron, Ceredigion')?.id).toBe('ceredigion');
    expect(ownerArea('Newcastle upon Tyne - office in the Ouseburn')?.id).toBe(
      'north-east-england',
    );
    expect(ownerArea('Grangemouth')?.id).toBe('falkirk');
    expect(ownerArea('somewhere nice')).toBeNull();
    // Also a person's name: the place when the answer is all lower case, not beside a capital.
    expect(ownerArea('perth')?.id).toBe('perth-and-kinross');
    expect(ownerArea('keith and I work from home in Ayr')?.id).toBe('south-ayrshire');
    // Coupar Angus is in Perth and Kinross, not Angus; Royal Deeside is not Flintshire's Deeside.
    expect(ownerArea('Coupar Angus')?.id).toBe('perth-and-kinross');
    expect(ownerArea('Ballater, Royal Deeside')?.id).toBe('aberdeenshire');
  });

  it('reads the areas a published text names, keeping to capitalised names', () => {
    expect(ids('Angus Council: grants for Angus businesses')).toEqual(['angus']);
    expect(ids('Invest in Fife and Perthshire')).toEqual(['fife', 'perth-and-kinross']);
    expect(ids('Newcastle Emlyn mart')).toEqual(['carmarthenshire']);
    // People, places abroad and ordinary words are not areas.
    expect(ids('Angus Robertson spoke')).toEqual([]);
    expect(ids('A trade visit to New York and Boston')).toEqual([]);
    expect(ids('Goods crossing the borders, trimmed to the wick')).toEqual([]);
    expect(ids('Hamilton Smith of Dalry opened it')).toEqual([]);
    expect(ids('Grants for Dumfries & Galloway firms')).toEqual(['dumfries-and-galloway']);
  });

  it('every area sits in a taxonomy region, and every id is unique', () => {
    expect(LOCAL_AREAS.every((a) => REGION_IDS.includes(a.region))).toBe(true);
    expect(new Set(LOCAL_AREAS.map((a) => a.id)).size).toBe(LOCAL_AREAS.length);
  });
});
