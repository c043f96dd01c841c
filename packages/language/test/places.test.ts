import { describe, expect, it } from 'vitest';
import { findPlaces } from '../src/index.ts';

const first = (text: string) => {
  const [place] = findPlaces(text);
  return place && { name: place.name, region: place.region, kind: place.kind, city: place.city };
};

describe('findPlaces over the council areas', () => {
  it('places a town by its council area', () => {
    // Keith is in Moray, Dunoon and Helensburgh in Argyll and Bute: Highlands and Islands.
    expect(first('Keith')?.region).toBe('highlands-islands');
    expect(first('a studio in Dunoon')?.region).toBe('highlands-islands');
    expect(first('Helensburgh')?.region).toBe('highlands-islands');
    // Arran is North Ayrshire's, but inside the Highlands and Islands region.
    expect(first('Brodick, Isle of Arran')?.region).toBe('highlands-islands');
    // The longer name wins: the Vale of Leven is West Dunbartonshire, not Fife's Leven.
    expect(first('Alexandria, in the Vale of Leven')).toMatchObject({ name: 'Alexandria' });
    expect(first('the Vale of Leven')?.region).toBe('glasgow-clyde');
  });

  it('knows a city by its neighbourhoods and by its council’s name', () => {
    expect(first('Torry')).toMatchObject({ region: 'north-east-scotland', city: 'Aberdeen' });
    expect(first('a flat in Lochee')).toMatchObject({ region: 'tayside-fife', city: 'Dundee' });
    expect(first('Glasgow City')).toMatchObject({ region: 'glasgow-clyde', kind: 'town' });
    expect(first('Kintyre')).toMatchObject({ region: 'highlands-islands', kind: 'area' });
  });

  it('reads a name that is also a word or a person only with its capital, beside capitals', () => {
    expect(findPlaces('Keith and I run a cafe in Ayr').map((p) => p.name)).toEqual([
      'Keith',
      'Ayr',
    ]);
    expect(findPlaces('Me and keith run a cafe in Ayr').map((p) => p.name)).toEqual(['Ayr']);
    expect(findPlaces('keith')[0]?.name).toBe('Keith');
  });
});
