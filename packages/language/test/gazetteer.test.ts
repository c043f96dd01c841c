import { describe, expect, it } from 'vitest';
import { matchRegions, normalise } from '../src/index.ts';

/** Each region named, as a strong hit (a place) or a weak one (a word that may be one). */
const regions = (text: string) =>
  Object.fromEntries(
    [...matchRegions(normalise(text), text)].map(([id, c]) => [id, c >= 0.8 ? 'strong' : 'weak']),
  );

describe('the gazetteer’s reading of the council areas', () => {
  it('places a council area’s towns and neighbourhoods, the longer name first', () => {
    expect(regions('Self-employment in North Queensferry')).toEqual({ 'tayside-fife': 'strong' });
    expect(regions('A new café in Partick')).toEqual({ 'glasgow-clyde': 'strong' });
    expect(regions('Ferry links for Brodick')).toEqual({ 'highlands-islands': 'strong' });
  });

  it('makes a name that is also a word, a person or a place abroad a weak hit', () => {
    expect(regions('Keith said the fund reopens')).toEqual({ 'highlands-islands': 'weak' });
    expect(regions('Grants in Perth')).toEqual({ 'tayside-fife': 'weak' });
  });

  it('leaves out a name two UK places share, and keeps the gazetteer’s own meaning of one', () => {
    expect(regions('A shop in Dalry')).toEqual({});
    expect(regions('A shop in Blackburn')).toEqual({});
    expect(regions('An energy conference in Houston')).toEqual({ international: 'strong' });
  });
});
