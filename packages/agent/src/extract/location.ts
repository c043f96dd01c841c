import type { ParsedEntry } from '../contracts.ts';

const ONLINE =
  /\b(?:online|webinar|virtual(?:ly)?|zoom|microsoft teams|ms teams|teams meeting|google meet|livestream(?:ed)?|live stream)\b/i;

// Places a Scottish or UK business event is likely to name; used only as a last resort.
const TOWNS = [
  'Aberdeen',
  'Dundee',
  'Edinburgh',
  'Glasgow',
  'Inverness',
  'Perth',
  'Stirling',
  'Falkirk',
  'Kirkcaldy',
  'Dunfermline',
  'St Andrews',
  'Glenrothes',
  'Livingston',
  'Paisley',
  'Ayr',
  'Kilmarnock',
  'Irvine',
  'Dumfries',
  'Galashiels',
  'Hawick',
  'Melrose',
  'Peebles',
  'Elgin',
  'Fort William',
  'Oban',
  'Portree',
  'Stornoway',
  'Kirkwall',
  'Lerwick',
  'Thurso',
  'Wick',
  'Aviemore',
  'Dingwall',
  'Arbroath',
  'Montrose',
  'Forfar',
  'Brechin',
  'Peterhead',
  'Fraserburgh',
  'Stonehaven',
  'Inverurie',
  'Motherwell',
  'Hamilton',
  'East Kilbride',
  'Cumbernauld',
  'Greenock',
  'Dumbarton',
  'Clydebank',
  'Alloa',
  'Musselburgh',
  'Haddington',
  'Dalkeith',
  'North Berwick',
  'Stranraer',
  'Campbeltown',
  'Dunoon',
  'Pitlochry',
  'Crieff',
  'Blairgowrie',
  'Cupar',
  'Leven',
  'Linlithgow',
  'Bathgate',
  'Largs',
  'Troon',
  'Girvan',
  'Kelso',
  'Jedburgh',
  'Selkirk',
  'Eyemouth',
  'Kirkcudbright',
  'Castle Douglas',
  'Annan',
  'Lockerbie',
  'Nairn',
  'Forres',
  'Buckie',
  'Huntly',
  'Banff',
  'Ullapool',
  'Skye',
  'London',
  'Manchester',
  'Birmingham',
  'Leeds',
  'Newcastle',
  'Belfast',
  'Cardiff',
  'Bristol',
  'Liverpool',
  'Sheffield',
  'Carlisle',
  'York',
];
const TOWN_RE = new RegExp(`\\b(${TOWNS.map((t) => t.replace(/ /g, '\\s+')).join('|')})\\b`);

export function findLocation(entry: ParsedEntry, text: string, isEvent: boolean): string | null {
  const given = entry.location?.trim();
  if (given) {
    if (
      /^https?:\/\//i.test(given) ||
      /^(?:online|virtual|webinar|zoom|microsoft teams|teams)\b/i.test(given)
    )
      return 'Online';
    return given.replace(/\s+/g, ' ');
  }
  const labelled =
    /(?:^|\n|\.\s)\s*(?:venue|location|where|address|place)\s*:\s*([^\n]{2,120})/i.exec(text);
  if (labelled) {
    const place = labelled[1]!.trim().replace(/[.;]\s*$/, '');
    return ONLINE.test(place) && place.length < 40 ? 'Online' : place;
  }
  if (!isEvent) return null;
  if (ONLINE.test(text)) return 'Online';
  const town = TOWN_RE.exec(text);
  return town ? town[1]!.replace(/\s+/g, ' ') : null;
}
