import { describe, expect, it } from 'vitest';
import offices from '../src/reports/business-gateway-offices.json' with { type: 'json' };

const AREAS = [
  'aberdeen-city',
  'aberdeenshire',
  'angus',
  'argyll-and-bute',
  'clackmannanshire',
  'dumfries-and-galloway',
  'dundee-city',
  'east-ayrshire',
  'east-dunbartonshire',
  'east-lothian',
  'east-renfrewshire',
  'edinburgh',
  'falkirk',
  'fife',
  'glasgow',
  'highland',
  'inverclyde',
  'midlothian',
  'moray',
  'na-h-eileanan-siar',
  'north-ayrshire',
  'north-lanarkshire',
  'orkney',
  'perth-and-kinross',
  'renfrewshire',
  'scottish-borders',
  'shetland',
  'south-ayrshire',
  'south-lanarkshire',
  'stirling',
  'west-dunbartonshire',
  'west-lothian',
];

const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/;

describe('Business Gateway offices', () => {
  it('has one row per council area, in id order', () => {
    expect(offices.map((o) => o.councilArea)).toEqual(AREAS);
  });

  it.each(offices)('$councilArea is well formed', (o) => {
    expect(o.councilName).toBeTruthy();
    expect(o.officeName).toMatch(/Business Gateway/);
    expect(o.url).toMatch(/^https:\/\//);
    expect(o.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    if (o.address !== null) expect(o.address).toMatch(POSTCODE);
    if (o.phone !== null) expect(o.phone).toMatch(/^0\d{3,4} ?\d{3} ?\d{3,4}$/);
    if (o.email !== null) expect(o.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    // A contact detail or an operator must say where it came from.
    if (o.address || o.phone || o.email || o.operatedBy) expect(o.source).toMatch(/^https?:\/\//);
  });
});
