import { describe, expect, it } from 'vitest';
import { areasNamedIn, LOCAL_AREAS, ownerArea } from '../../src/feed/ranking/local-areas.ts';
import { REGION_IDS } from '@thistle/shared';

const ids = (text: string) => areasNamedIn(text).map((a) => a.id);

describe('local areas', () => {
  it('finds the owner’s council area from where they said the business is, in any case', () => {
    expect(ownerArea('dundee, we rent desks near the waterfront')?.id).toBe('dundee');
    expect(ownerArea('Govan, Glasgow')?.id).toBe('glasgow');
    expect(ownerArea('Just outside Portree, on the Isle of Skye')?.id).toBe('highland');
    expect(ownerArea('Aberaeron, Ceredigion')?.id).toBe('ceredigion');
    expect(ownerArea('Newcastle upon Tyne - office in the Ouseburn')?.id).toBe(
      'north-east-england',
    );
    expect(ownerArea('Grangemouth')?.id).toBe('falkirk');
    expect(ownerArea('somewhere nice')).toBeNull();
  });

  it('reads the areas a published text names, keeping to capitalised names', () => {
    expect(ids('Angus Council: grants for Angus businesses')).toEqual(['angus']);
    expect(ids('Invest in Fife and Perthshire')).toEqual(['fife', 'perth-kinross']);
    expect(ids('Newcastle Emlyn mart')).toEqual(['carmarthenshire']);
    // People, places abroad and ordinary words are not areas.
    expect(ids('Angus Robertson spoke')).toEqual([]);
    expect(ids('A trade visit to New York and Boston')).toEqual([]);
    expect(ids('Goods crossing the borders, trimmed to the wick')).toEqual([]);
  });

  it('every area sits in a taxonomy region, and every id is unique', () => {
    expect(LOCAL_AREAS.every((a) => REGION_IDS.includes(a.region))).toBe(true);
    expect(new Set(LOCAL_AREAS.map((a) => a.id)).size).toBe(LOCAL_AREAS.length);
  });
});
