import { cityOf, COUNCIL_PLACES } from './council-areas.ts';
import { GAZETTEER } from './gazetteer.ts';
import { normalise } from './normalise.ts';
import { PhraseMatcher } from './phrase-matcher.ts';

/**
 * Place names as an owner writes them ("we're based in Elgin", "Govan, Glasgow", "near
 * Aberystwyth"), each with its taxonomy region and what kind of place it is. The gazetteer was
 * built for what publishers name (councils, regions, bodies); owners name towns and
 * neighbourhoods: Scotland's come from the council areas' list (`council-areas.ts`), and more
 * towns elsewhere in the UK are added here.
 */

export type PlaceKind = 'town' | 'area' | 'region' | 'country' | 'body' | 'unknown';

export interface PlaceMention {
  /** As written in the text, with its capitals tidied ("elgin" → "Elgin"). */
  name: string;
  region: string | null;
  kind: PlaceKind;
  /** Where it starts in the text. */
  index: number;
  /** For a neighbourhood of a city ("Partick"), the city ("Glasgow"). */
  city?: string;
}

/**
 * Neighbourhoods owners name instead of their city, outside Scotland (Scotland's four cities'
 * come with the council areas, `COUNCIL_PLACES`).
 */
const NEIGHBOURHOODS: Record<string, string[]> = {
  Manchester: ['Levenshulme', 'Northern Quarter', 'Ancoats', 'Didsbury', 'Chorlton'],
  Cardiff: ['Cardiff Bay', 'Canton', 'Roath', 'Pontcanna'],
  London: [
    'Hackney',
    'Camden',
    'Islington',
    'Brixton',
    'Peckham',
    'Shoreditch',
    'Walthamstow',
    'Greenwich',
    'Lewisham',
    'Wandsworth',
    'Croydon',
  ],
};
const CITY_OF = new Map<string, string>();
for (const [name, city] of [
  ...COUNCIL_PLACES.filter((p) => p.kind === 'neighbourhood').map(
    (p) => [normalise(p.name), cityOf(p)!] as const,
  ),
  ...Object.entries(NEIGHBOURHOODS).flatMap(([city, names]) =>
    names.map((n) => [normalise(n), city] as const),
  ),
]) {
  // Tollcross is in Edinburgh and in Glasgow: the first listed, as for its region below.
  if (!CITY_OF.has(name)) CITY_OF.set(name, city);
}

/**
 * Towns the gazetteer lacks, by region, outside Scotland (Scotland's are the council areas'
 * towns, `COUNCIL_PLACES`).
 */
const MORE_TOWNS: Record<string, string[]> = {
  england: [
    'Newcastle upon Tyne',
    'Gateshead',
    'Sunderland',
    'Middlesbrough',
    'Darlington',
    'Hartlepool',
    'Whitley Bay',
    'North Shields',
    'South Shields',
    'Hexham',
    'Alnwick',
    'Morpeth',
    'Kendal',
    'Penrith',
    'Keswick',
    'Whitehaven',
    'Barrow-in-Furness',
    'Lancaster',
    'Preston',
    'Blackpool',
    'Blackburn',
    'Burnley',
    'Bolton',
    'Wigan',
    'Salford',
    'Stockport',
    'Oldham',
    'Rochdale',
    'Bury',
    'Warrington',
    'Chester',
    'Crewe',
    'Macclesfield',
    'Wirral',
    'Birkenhead',
    'Southport',
    'Bradford',
    'Huddersfield',
    'Halifax',
    'Wakefield',
    'Harrogate',
    'Scarborough',
    'Whitby',
    'Doncaster',
    'Rotherham',
    'Barnsley',
    'Grimsby',
    'Lincoln',
    'Derby',
    'Chesterfield',
    'Stoke-on-Trent',
    'Stafford',
    'Wolverhampton',
    'Coventry',
    'Walsall',
    'Dudley',
    'Solihull',
    'Worcester',
    'Hereford',
    'Shrewsbury',
    'Telford',
    'Northampton',
    'Milton Keynes',
    'Luton',
    'Bedford',
    'Peterborough',
    'Norwich',
    'Ipswich',
    'Colchester',
    'Chelmsford',
    'Southend',
    'Watford',
    'St Albans',
    'Reading',
    'Slough',
    'Swindon',
    'Bath',
    'Gloucester',
    'Cheltenham',
    'Exeter',
    'Plymouth',
    'Truro',
    'Falmouth',
    'Penzance',
    'Torquay',
    'Taunton',
    'Bournemouth',
    'Poole',
    'Salisbury',
    'Winchester',
    'Portsmouth',
    'Guildford',
    'Woking',
    'Crawley',
    'Canterbury',
    'Maidstone',
    'Margate',
    'Folkestone',
    'Dover',
    'Hastings',
    'Eastbourne',
    'Worthing',
    'Chichester',
    'Stratford',
    'Birmingham',
    'Leamington Spa',
    'Stratford-upon-Avon',
    'Oxfordshire',
    'Cambridgeshire',
    'Surrey',
    'Sussex',
    'East Sussex',
    'West Sussex',
    'Hampshire',
    'Dorset',
    'Somerset',
    'Wiltshire',
    'Gloucestershire',
    'Herefordshire',
    'Shropshire',
    'Staffordshire',
    'Derbyshire',
    'Nottinghamshire',
    'Leicestershire',
    'Lincolnshire',
    'Northamptonshire',
    'Warwickshire',
    'Worcestershire',
    'Cheshire',
    'Merseyside',
    'Tyneside',
    'Wearside',
    'North Yorkshire',
    'West Yorkshire',
    'South Yorkshire',
    'East Yorkshire',
    'Bristol',
  ],
  wales: [
    'Cardiff',
    'Swansea',
    'Newport',
    'Wrexham',
    'Bangor',
    'Aberystwyth',
    'Carmarthen',
    'Llanelli',
    'Merthyr Tydfil',
    'Pontypridd',
    'Caerphilly',
    'Bridgend',
    'Barry',
    'Neath',
    'Port Talbot',
    'Haverfordwest',
    'Pembroke',
    'Tenby',
    'St Davids',
    'Cardigan',
    'Lampeter',
    'Machynlleth',
    'Dolgellau',
    'Porthmadog',
    'Pwllheli',
    'Caernarfon',
    'Llandudno',
    'Conwy',
    'Colwyn Bay',
    'Rhyl',
    'Prestatyn',
    'Denbigh',
    'Ruthin',
    'Mold',
    'Welshpool',
    'Newtown',
    'Llandrindod Wells',
    'Brecon',
    'Abergavenny',
    'Monmouth',
    'Chepstow',
    'Cwmbran',
    'Pontypool',
    'Ebbw Vale',
    'Anglesey',
    'Ynys Môn',
    'Holyhead',
    'Gwynedd',
    'Ceredigion',
    'Pembrokeshire',
    'Carmarthenshire',
    'Powys',
    'Monmouthshire',
    'Denbighshire',
    'Flintshire',
    'Snowdonia',
    'Eryri',
    'Gower',
    'Rhondda',
    'Valleys',
  ],
  'northern-ireland': [
    'Bangor',
    'Newtownards',
    'Downpatrick',
    'Ballymena',
    'Coleraine',
    'Portrush',
    'Omagh',
    'Strabane',
    'Dungannon',
    'Cookstown',
    'Magherafelt',
    'Larne',
    'Carrickfergus',
    'Craigavon',
    'Portadown',
    'Lurgan',
    'Banbridge',
    'Ballycastle',
    'Limavady',
    'County Antrim',
    'County Tyrone',
    'County Fermanagh',
    'County Londonderry',
    'County Armagh',
  ],
};

const COUNTRIES = new Set([
  'scotland',
  'england',
  'wales',
  'northern ireland',
  'uk',
  'united kingdom',
  'great britain',
  'britain',
]);
const BODY =
  /\b(?:council|enterprise|hub|invest|government|gateway|chamber|agency|partnership|fund|authority|comhairle|arts|business|network|trust|university|college|nhs|board)\b/;
/** Regional names a person would not give as "where the business is" if they could name a town. */
const REGION_NAMES = new Set(
  [
    'Highlands and Islands',
    'Highlands & Islands',
    'the Highlands',
    'Scottish Highlands',
    'Highland region',
    'Hebrides',
    'Inner Hebrides',
    'Western Isles',
    'Outer Hebrides',
    'North East Scotland',
    'north-east of Scotland',
    'North East of Scotland',
    'Grampian',
    'Tayside',
    'Lothian',
    'Lothians',
    'Clyde',
    'Clydeside',
    'Clyde Valley',
    'Glasgow City Region',
    'Forth Valley',
    'South of Scotland',
    'Scottish Borders',
    'the Borders',
    'Borders',
    'Midlands',
    'West Midlands',
    'East Midlands',
    'North East England',
    'Tees Valley',
    'Yorkshire',
    'Central Belt',
    'Speyside',
    'Cairngorms',
    'Valleys',
  ].map(normalise),
);
const CITIES = new Set(COUNCIL_PLACES.filter((p) => p.kind === 'neighbourhood').map((p) => p.area));
/** Council areas, their districts and counties: a town inside one is the better answer. */
const AREA_NAMES = new Set(
  [
    // A city's council ("Glasgow City") is the city to an owner: a town, below.
    ...COUNCIL_PLACES.filter((p) => p.kind === 'area' && !CITIES.has(p.area)).map((p) => p.name),
    // Old counties across several council areas.
    'Ayrshire',
    'Dunbartonshire',
    'Lanarkshire',
    'Stirlingshire',
    'Cumbria',
    'Northumberland',
    'Durham',
    'Lancashire',
    'Cornwall',
    'Devon',
    'Kent',
    'Essex',
    'Norfolk',
    'Suffolk',
    'Greater Manchester',
    'Greater London',
    ...Object.keys(MORE_TOWNS).flatMap((r) =>
      MORE_TOWNS[r]!.filter((t) =>
        /shire$|^County |^(?:Surrey|Sussex|East Sussex|West Sussex|Dorset|Somerset|Merseyside|Tyneside|Wearside|Gwynedd|Ceredigion|Powys|Anglesey|Flintshire|North Yorkshire|West Yorkshire|South Yorkshire|East Yorkshire)$/.test(
          t,
        ),
      ),
    ),
  ].map(normalise),
);

interface Entry {
  phrase: string;
  region: string | null;
  kind: PlaceKind;
}

const ENTRIES: Entry[] = [];
const seen = new Set<string>();
function add(phrase: string, region: string | null, kind: PlaceKind) {
  const key = `${phrase}|${region}`;
  if (seen.has(key) || phrase.trim() === '') return;
  seen.add(key);
  ENTRIES.push({ phrase, region, kind });
}
for (const place of COUNCIL_PLACES) {
  const phrase = normalise(place.name);
  add(
    phrase,
    place.region,
    REGION_NAMES.has(phrase) ? 'region' : AREA_NAMES.has(phrase) ? 'area' : 'town',
  );
}
for (const [region, towns] of Object.entries(MORE_TOWNS)) {
  for (const town of towns) {
    const phrase = normalise(town);
    add(phrase, region, AREA_NAMES.has(phrase) ? 'area' : 'town');
  }
}
const CITY_REGION: Record<string, string> = {
  Manchester: 'england',
  London: 'england',
  Cardiff: 'wales',
};
for (const [city, names] of Object.entries(NEIGHBOURHOODS)) {
  for (const name of names) add(normalise(name), CITY_REGION[city]!, 'town');
}
for (const entry of GAZETTEER) {
  const phrase = entry.phrase;
  const kind: PlaceKind = COUNTRIES.has(phrase.trim())
    ? 'country'
    : BODY.test(phrase)
      ? 'body'
      : REGION_NAMES.has(phrase)
        ? 'region'
        : AREA_NAMES.has(phrase)
          ? 'area'
          : entry.region === 'uk' || entry.region === 'scotland'
            ? 'country'
            : entry.region === 'international'
              ? 'region'
              : 'town';
  add(phrase, entry.region, kind);
}
for (const country of COUNTRIES) {
  add(
    ` ${country} `,
    country === 'northern ireland'
      ? 'northern-ireland'
      : country === 'scotland' || country === 'england' || country === 'wales'
        ? country
        : 'uk',
    'country',
  );
}

const MATCHER = new PhraseMatcher(ENTRIES.map((e) => e.phrase));

/** Gazetteer entries that are acronyms ("ONE", "SEC") or adjectives ("Welsh"), not places in owners' words. */
const NOT_PLACES = new Set(
  [
    'one',
    'step',
    'sec',
    'hie',
    'uhi',
    'rgu',
    'dbt',
    'ons',
    'fsb',
    'eu',
    'uae',
    'sose',
    'ukef',
    'english',
    'welsh',
    'scottish',
    'british',
    'irish',
    'northern irish',
    'growth hub',
  ].map(normalise),
);

/** Words that are also place names but rarely meant as one in an owner's message. */
const AMBIGUOUS_LOWER = new Set([
  // Scottish names that are also a word, a person or another place ("keith said", "up the brae").
  ...COUNCIL_PLACES.filter((p) => p.also.length > 0).map((p) => normalise(p.name).trim()),
  'barry',
  'mold',
  'newport',
  'reading',
  'bury',
  'stratford',
  'bath',
  'valleys',
]);

function tidyName(raw: string): string {
  return raw
    .split(/(\s+|-)/)
    .map((w) =>
      /^(?:of|on|upon|the|and|in|le|nan|na)$/i.test(w)
        ? w.toLowerCase()
        : /^[a-z]/.test(w)
          ? w[0]!.toUpperCase() + w.slice(1)
          : w,
    )
    .join('')
    .replace(/^./, (c) => c.toUpperCase());
}

/** Every place named in `text`, longest match first at each position, in reading order. */
export function findPlaces(text: string): PlaceMention[] {
  const found = [...MATCHER.find(normalise(text))].map((i) => ENTRIES[i]!);
  const mentions: PlaceMention[] = [];
  for (const entry of found) {
    if (NOT_PLACES.has(entry.phrase)) continue;
    // Inside a longer match ("Bank of England", "Newton Mearns"): not a place of its own.
    if (
      found.some(
        (o) =>
          o !== entry && o.phrase.length > entry.phrase.length && o.phrase.includes(entry.phrase),
      )
    )
      continue;
    const words = entry.phrase
      .trim()
      .split(' ')
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${words.join("[\\s\\-'’&,.]+(?:and\\s+|&\\s+)?")}(?![\\p{L}\\p{N}])`,
      'iu',
    );
    const match = pattern.exec(text);
    if (!match) continue;
    const raw = match[0];
    // "keith said", "reading the news": lower-case ambiguous words are ordinary words.
    if (
      AMBIGUOUS_LOWER.has(entry.phrase.trim()) &&
      raw === raw.toLowerCase() &&
      text !== text.toLowerCase()
    )
      continue;
    if (mentions.some((m) => m.index === match.index && m.name.length >= raw.length)) continue;
    mentions.push({
      name: tidyName(raw),
      region: entry.region,
      kind: entry.kind,
      index: match.index,
      ...(CITY_OF.has(entry.phrase) ? { city: CITY_OF.get(entry.phrase)! } : {}),
    });
  }
  return mentions.sort((a, b) => a.index - b.index);
}
