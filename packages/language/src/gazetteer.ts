import { COUNCIL_PLACES } from './council-areas.ts';
import { normalise } from './normalise.ts';
import { PhraseMatcher } from './phrase-matcher.ts';

/**
 * Places, councils, islands and bodies that pin an item to one taxonomy region. Phrases are
 * written as they appear in text and normalised once at load. A Scottish sub-region never
 * implies "scotland" too: an item for Fife is not for Glasgow, and ranking treats "scotland"
 * as covering every sub-region (docs/tagging.md). Scotland's council areas, towns and city
 * neighbourhoods are not here: they come from the one list (`council-areas.ts`), below; what
 * stays is what spans council areas (Lanarkshire, Tayside, Speyside), bodies and venues.
 */
const PLACES: Record<string, string[]> = {
  'highlands-islands': [
    'Highlands and Islands',
    'Highlands & Islands',
    'the Highlands',
    'Highlands',
    'Scottish Highlands',
    'Highland Council',
    'Highland region',
    'Highland businesses',
    'Eden Court',
    'Comhairle nan Eilean Siar',
    'Hebrides',
    'Inner Hebrides',
    'Cairngorms',
    'Speyside',
    'HIE',
    'Highlands and Islands Enterprise',
    'University of the Highlands and Islands',
    'UHI',
    'Inverness Chamber',
    'Moray Chamber',
    'Orkney Islands Council',
    'Shetland Islands Council',
  ],
  'north-east-scotland': [
    'North East Scotland',
    'north-east of Scotland',
    'North East of Scotland',
    'Grampian',
    'Deeside',
    'Opportunity North East',
    'ONE',
    'Energy Transition Zone',
    'Robert Gordon University',
    'RGU',
    'P&J Live',
    'TECA',
    'AECC',
    'Aberdeen & Grampian Chamber',
    'Aberdeen and Grampian Chamber',
  ],
  'tayside-fife': [
    'Tayside',
    'Tay Cities',
    'Tay Cities Deal',
    'Abertay',
    'V&A Dundee',
    'Caird Hall',
    'Michelin Scotland Innovation Parc',
  ],
  'edinburgh-lothians': [
    'Lothian',
    'Lothians',
    'Heriot-Watt',
    'Napier',
    'Edinburgh Napier',
    'Queen Margaret University',
    'Bayes Centre',
    'CodeBase',
    'Creative Edinburgh',
    'EICC',
    'Murrayfield',
    'Royal Highland Centre',
    'Ingliston',
    'Usher Hall',
    'Waverley Station',
  ],
  'glasgow-clyde': [
    'Clyde',
    'Clydeside',
    'Clyde Valley',
    'Glasgow City Region',
    'Lanarkshire',
    'Dunbartonshire',
    'Strathclyde',
    'SEC',
    'Scottish Event Campus',
    'OVO Hydro',
    'Hampden Park',
    'Hampden',
    'Emirates Arena',
    'Kelvingrove',
    'Glasgow Caledonian',
    'Glasgow School of Art',
  ],
  'forth-valley': ['Forth Valley', 'Stirlingshire', 'Stirling Enterprise Park', 'STEP', 'Kelpies'],
  ayrshire: ['Ayrshire', 'Ayrshire Growth Deal', 'Prestwick Airport'],
  'south-of-scotland': [
    'South of Scotland',
    'Tweed Valley',
    'South of Scotland Enterprise',
    'SOSE',
    'Borderlands',
  ],
  scotland: [
    'across Scotland',
    'all of Scotland',
    'Scotland-wide',
    'throughout Scotland',
    'anywhere in Scotland',
    'Scottish businesses',
    'Scottish SMEs',
    'Scottish firms',
    'Scottish companies',
    'Scotland-based',
    'based in Scotland',
    'operating in Scotland',
    'in Scotland',
    'Scottish Government',
    'Scottish economy',
    "Scotland's economy",
    'all 32 local authorities',
    'every local authority in Scotland',
    'Scottish Enterprise',
    'Scotland',
    'Scottish',
    'Scots',
  ],
  uk: [
    'UK-wide',
    'UK wide',
    'across the UK',
    'throughout the UK',
    'anywhere in the UK',
    'United Kingdom',
    'UK businesses',
    'UK SMEs',
    'UK-registered',
    'UK registered',
    'registered in the UK',
    'based in the UK',
    'British Business Bank',
    'Innovate UK',
    'HMRC',
    'Companies House',
    'UK Government',
    'UK government',
    'Department for Business and Trade',
    'DBT',
    'UK Export Finance',
    'UKEF',
    'Great Britain',
    'across Britain',
    'Britain',
    'UK economy',
    'UK',
    'British',
    'nationwide',
    'four nations',
    'all four nations',
    'Office for National Statistics',
    'ONS',
    'Bank of England',
    'FSB',
    'Federation of Small Businesses',
    'Start Up Loans',
    'Start Up Loan',
    'Catapult',
  ],
  england: [
    'England',
    'English',
    'London',
    'Manchester',
    'Birmingham',
    'Leeds',
    'Sheffield',
    'Newcastle',
    'Liverpool',
    'Bristol',
    'Nottingham',
    'Leicester',
    'Cambridge',
    'Oxford',
    'Yorkshire',
    'Cumbria',
    'Carlisle',
    'Northumberland',
    'North East England',
    'Tees Valley',
    'Teesside',
    'Durham',
    'Lancashire',
    'Cornwall',
    'Devon',
    'Kent',
    'Essex',
    'Midlands',
    'West Midlands',
    'East Midlands',
    'Greater Manchester',
    'Greater London',
    'Brighton',
    'Southampton',
    'Norfolk',
    'Suffolk',
    'Hull',
    'York',
    'Berwick-upon-Tweed',
    'Growth Hub',
    'Arts Council England',
  ],
  wales: [
    'Wales',
    'Welsh',
    'Cardiff',
    'Swansea',
    'Newport',
    'Wrexham',
    'Bangor',
    'Aberystwyth',
    'Business Wales',
    'Development Bank of Wales',
    'Welsh Government',
    'Cymru',
    'Gwynedd',
    'Powys',
    'Pembrokeshire',
    'Carmarthenshire',
    'Anglesey',
    'Ceredigion',
  ],
  'northern-ireland': [
    'Northern Ireland',
    'Belfast',
    'Derry',
    'Londonderry',
    'Invest NI',
    'Invest Northern Ireland',
    'Newry',
    'Lisburn',
    'Armagh',
    'Enniskillen',
    'Antrim',
    'County Down',
    'Fermanagh',
    'Tyrone',
    'InterTradeIreland',
    'NI businesses',
  ],
  international: [
    'outside the UK',
    'Europe',
    'European Union',
    'EU',
    'USA',
    'United States',
    'America',
    'North America',
    'Canada',
    'Germany',
    'France',
    'Netherlands',
    'Norway',
    'Denmark',
    'Sweden',
    'Ireland',
    'Dublin',
    'Japan',
    'China',
    'India',
    'Singapore',
    'Australia',
    'New Zealand',
    'Middle East',
    'Dubai',
    'UAE',
    'Saudi Arabia',
    'Gulf',
    'Nordic',
    'Nordics',
    'Asia',
    'Africa',
    'Brussels',
    'Paris',
    'Berlin',
    'New York',
    'Boston',
    'San Francisco',
    'Texas',
    'Houston',
    'Tokyo',
    'Hong Kong',
    'Korea',
    'South Korea',
    'Vietnam',
    'Brazil',
    'Mexico',
    'Italy',
    'Spain',
    'Iceland',
    'Faroe',
    'Hamburg',
    'Amsterdam',
    'Copenhagen',
    'Oslo',
    'Stavanger',
    'Bergen',
    'Toronto',
    'Chicago',
    'Las Vegas',
    'Cologne',
    'Frankfurt',
    'Munich',
    'Milan',
    'Barcelona',
    'Shanghai',
    'Seoul',
    'Taiwan',
    'Kenya',
    'Nigeria',
    'South Africa',
    'Horizon Europe',
    'Eureka',
  ],
};

/**
 * Phrases that say nothing about place however they look: "Angus" as a first name is rare in
 * this genre, but "ONE" and "STEP" as English words are common, so those two only count in
 * their original capitals (checked separately).
 */
const CASE_SENSITIVE = new Set([
  'ONE',
  'STEP',
  'SEC',
  'HIE',
  'UHI',
  'RGU',
  'DBT',
  'ONS',
  'FSB',
  'EU',
  'UAE',
  'SOSE',
  'UKEF',
]);

/** Weaker hints: a national word is overruled by a named place (see `matchRegions`). */
const WEAK = new Set([
  normalise('Scotland'),
  normalise('Scottish'),
  normalise('Scots'),
  normalise('UK'),
  normalise('British'),
  normalise('Britain'),
  normalise('English'),
  normalise('Welsh'),
  normalise('Europe'),
  normalise('in Scotland'),
  normalise('Ireland'),
  normalise('America'),
  normalise('Catapult'),
  normalise('Growth Hub'),
  normalise('Newport'),
  normalise('York'),
  normalise('Clyde'),
  normalise('Durham'),
  normalise('Kent'),

  // Bodies name who publishes, not where an item applies: a Scottish guide may cite HMRC.
  ...[
    'British Business Bank',
    'Innovate UK',
    'HMRC',
    'Companies House',
    'FSB',
    'Federation of Small Businesses',
    'Department for Business and Trade',
    'DBT',
    'UK Export Finance',
    'UKEF',
    'Start Up Loans',
    'Start Up Loan',
    'Office for National Statistics',
    'ONS',
    'Bank of England',
    'UK Government',
    'UK government',
    'Scottish Government',
    'Scottish Enterprise',
    'Scotland',
  ].map(normalise),
]);

export interface GazetteerEntry {
  phrase: string;
  region: string;
  strong: boolean;
  caseSensitive: RegExp | null;
}

const OWN: GazetteerEntry[] = Object.entries(PLACES).flatMap(([region, phrases]) =>
  phrases.map((p) => {
    const phrase = normalise(p);
    return {
      phrase,
      region,
      strong: !WEAK.has(phrase),
      caseSensitive: CASE_SENSITIVE.has(p) ? new RegExp(`\\b${p}\\b`) : null,
    };
  }),
);

/**
 * The council areas' names as the tagger reads them: a name that is also another UK place
 * (Dalry, Leven, Blackburn) says nothing about which; one that is also a word, a person or a
 * place abroad (Wick, Hamilton, Perth) is a weak hit; a name the lists above give elsewhere
 * (Houston, Texas) keeps that meaning.
 */
const ownPhrases = new Set(OWN.map((e) => e.phrase));
const FROM_COUNCIL_AREAS: GazetteerEntry[] = COUNCIL_PLACES.filter(
  (p) => !p.also.includes('uk-place') && !ownPhrases.has(normalise(p.name)),
).map((p) => ({
  phrase: normalise(p.name),
  region: p.region,
  strong: p.also.length === 0,
  caseSensitive: null,
}));

export const GAZETTEER: GazetteerEntry[] = [...OWN, ...FROM_COUNCIL_AREAS];

const SCOTTISH_SUBREGIONS = new Set([
  'highlands-islands',
  'north-east-scotland',
  'tayside-fife',
  'edinburgh-lothians',
  'glasgow-clyde',
  'forth-valley',
  'ayrshire',
  'south-of-scotland',
]);

export function isScottishSubregion(id: string): boolean {
  return SCOTTISH_SUBREGIONS.has(id);
}

/**
 * Regions named in the text with a confidence each. Rules: a place phrase counts once per
 * region; a Scottish sub-region makes the bare word "Scotland" redundant unless a phrase says
 * the whole country ("across Scotland"); a longer phrase wins over the shorter one inside it
 * ("Highlands and Islands Enterprise" is one hit, not "Islands" too).
 */
const MATCHER = new PhraseMatcher(GAZETTEER.map((e) => (e.caseSensitive ? '' : e.phrase)));
const CASED = new Map(
  GAZETTEER.filter((e) => e.caseSensitive !== null).map((e) => [
    e.caseSensitive!.source.slice(2, -2),
    e,
  ]),
);
const CASED_RE = new RegExp(`\\b(${[...CASED.keys()].join('|')})\\b`, 'g');

export function matchRegions(normalised: string, raw: string): Map<string, number> {
  const hits = new Map<string, { strong: number; weak: number }>();
  const count = (entry: GazetteerEntry) => {
    const h = hits.get(entry.region) ?? { strong: 0, weak: 0 };
    if (entry.strong) h.strong += 1;
    else h.weak += 1;
    hits.set(entry.region, h);
  };
  const found = [...MATCHER.find(normalised)].map((index) => GAZETTEER[index]!);
  for (const entry of found) {
    // "Bank of England" is a body, not England: a phrase inside a longer match does not count.
    const inside = found.some(
      (other) => other.phrase.length > entry.phrase.length && other.phrase.includes(entry.phrase),
    );
    if (!inside) count(entry);
  }
  const cased = new Set<string>();
  for (const m of raw.matchAll(CASED_RE)) cased.add(m[1]!);
  for (const word of cased) count(CASED.get(word)!);
  const out = new Map<string, number>();
  for (const [region, h] of hits) {
    out.set(region, h.strong > 0 ? Math.min(0.97, 0.8 + 0.05 * h.strong) : 0.45);
  }
  return out;
}
