import { describe, expect, it } from 'vitest';
import { isScottishRegion, REGION_IDS } from '@thistle/shared';
import { COUNCIL_AREAS, COUNCIL_PLACES, normalise } from '../src/index.ts';

const key = (name: string) => normalise(name).trim();

describe('the one list of Scottish council areas', () => {
  it('has the 32 council areas, each once', () => {
    expect(COUNCIL_AREAS).toHaveLength(32);
    expect(new Set(COUNCIL_AREAS.map((a) => a.id)).size).toBe(32);
    expect(new Set(COUNCIL_AREAS.map((a) => a.name)).size).toBe(32);
  });

  it('puts every area and every place in a Scottish sub-region of the taxonomy', () => {
    for (const area of COUNCIL_AREAS) {
      expect(REGION_IDS, area.id).toContain(area.region);
      expect(isScottishRegion(area.region) && area.region !== 'scotland', area.id).toBe(true);
    }
    for (const place of COUNCIL_PLACES) {
      expect(REGION_IDS, place.name).toContain(place.region);
      expect(isScottishRegion(place.region) && place.region !== 'scotland', place.name).toBe(true);
    }
  });

  it('gives every area a name that places something in it', () => {
    for (const area of COUNCIL_AREAS) expect(area.places.length, area.id).toBeGreaterThan(0);
  });

  it('holds a name to one council area unless it is marked as the name of another place too', () => {
    const areasOf = new Map<string, Set<string>>();
    for (const place of COUNCIL_PLACES) {
      const areas = areasOf.get(key(place.name)) ?? new Set();
      areas.add(place.area);
      areasOf.set(key(place.name), areas);
    }
    const shared = [...areasOf].filter(([, areas]) => areas.size > 1).map(([name]) => name);
    for (const name of shared) {
      const places = COUNCIL_PLACES.filter((p) => key(p.name) === name);
      expect(
        places.every((p) => p.also.includes('uk-place')),
        `${name} is in ${places.map((p) => p.area).join(' and ')}`,
      ).toBe(true);
    }
    // The deliberate ones, so that a new clash is a decision rather than a slip.
    expect(shared.sort()).toEqual(['dalry', 'tarbert', 'tollcross']);
  });

  it('lists no name twice within an area ("&" and "and" are the same)', () => {
    for (const area of COUNCIL_AREAS) {
      const names = area.places.map((p) => key(p.name));
      expect(new Set(names).size, area.id).toBe(names.length);
    }
  });
});
