import { describe, expect, it } from 'vitest';
import offices from '../../src/reports/business-gateway-offices.json' with { type: 'json' };
import { adviserFor, BUSINESS_GATEWAY_URL } from '../../src/reports/adviser.ts';
import { COUNCIL_AREA_PLACES, councilAreaOf } from '../../src/reports/council-areas.ts';

describe('council area of a location answer', () => {
  it('covers exactly the 32 areas of the office table', () => {
    expect(Object.keys(COUNCIL_AREA_PLACES).sort()).toEqual(offices.map((o) => o.councilArea));
  });

  it.each([
    ['Kirkcaldy', 'fife'],
    ['a unit in Glenrothes, Fife', 'fife'],
    ['Leith, Edinburgh', 'edinburgh'],
    ['a studio in Partick', 'glasgow'],
    ['Torry', 'aberdeen-city'],
    ['Broughty Ferry', 'dundee-city'],
    ['Port Glasgow', 'inverclyde'],
    ['East Kilbride', 'south-lanarkshire'],
    ['South Queensferry', 'edinburgh'],
    ['Bearsden, just outside Glasgow', 'east-dunbartonshire'],
    ['Stornoway on the Isle of Lewis', 'na-h-eileanan-siar'],
    ['Isle of Skye', 'highland'],
    ['Perth and Kinross', 'perth-and-kinross'],
    ['perth', 'perth-and-kinross'],
    ["Bo'ness", 'falkirk'],
    ['Ayr', 'south-ayrshire'],
    ['Galashiels in the Scottish Borders', 'scottish-borders'],
    ['Kirkwall, Orkney', 'orkney'],
    ['Morningside', 'edinburgh'],
    ['Dumfries & Galloway', 'dumfries-and-galloway'],
    ['Brodick, on Arran', 'north-ayrshire'],
    ['near Loch Ness', 'highland'],
    ['The Borders', 'scottish-borders'],
    ['Blackburn, West Lothian', 'west-lothian'],
  ])('%s is in %s', (text, area) => {
    // "perth" in lower case stands alone, so it is still the place.
    expect(councilAreaOf(text)).toBe(area);
  });

  it('does not take everyday words for places', () => {
    expect(councilAreaOf('our shop is at the top of the brae')).toBeNull();
    expect(councilAreaOf('we make dollar-priced exports')).toBeNull();
    expect(councilAreaOf('Scotland')).toBeNull();
    expect(councilAreaOf('Keith and I run it from home')).toBe('moray');
    expect(councilAreaOf('keith and I run it from home, in Ayr')).toBe('south-ayrshire');
  });

  it('leaves out a name that is also another place in the UK, rather than guess the office', () => {
    // Dalry is a North Ayrshire town and a part of Edinburgh; Blackburn is also in Lancashire.
    expect(councilAreaOf('Dalry')).toBeNull();
    expect(councilAreaOf('Tollcross')).toBeNull();
    expect(councilAreaOf('Blackburn')).toBeNull();
    expect(councilAreaOf('')).toBeNull();
    expect(councilAreaOf(null)).toBeNull();
  });
});

describe('the local Business Gateway', () => {
  it("names the area's office, with what the table knows", () => {
    expect(adviserFor('Kirkcaldy', [])).toEqual({
      name: 'Business Gateway Fife',
      url: 'https://www.businessgatewayfife.com',
      phone: '01592 858333',
      email: null,
      address: null,
    });
  });

  it('points at the national website where no local page is known', () => {
    const glasgow = adviserFor('Finnieston, Glasgow', ['glasgow-clyde']);
    expect(glasgow).toMatchObject({ name: 'Business Gateway Glasgow', url: BUSINESS_GATEWAY_URL });
  });

  it('falls back to the national service for a Scottish answer naming no known area', () => {
    expect(adviserFor('somewhere in the Central Belt', ['scotland'])).toMatchObject({
      name: 'Business Gateway',
      url: BUSINESS_GATEWAY_URL,
    });
    expect(adviserFor(null, [])).toMatchObject({ name: 'Business Gateway' });
  });

  it('offers none to a business elsewhere in the UK (Business Gateway is Scottish)', () => {
    expect(adviserFor('Manchester', ['england'])).toBeNull();
    expect(adviserFor(null, ['wales'])).toBeNull();
  });
});
