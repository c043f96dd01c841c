import { COUNCIL_AREAS, COUNCIL_PLACES, needsCapital } from '@thistle/language';

/**
 * Places finer than the taxonomy's regions: Scotland's 32 council areas, Wales's 22 and Northern
 * Ireland's 11, and England's nine regions. A council's start-up grant is tagged with its region
 * (Tayside & Fife), yet a Dundee firm cannot claim Angus's grant: the ranker reads which of these
 * areas an item names, and which one an owner's business is in.
 *
 * Each area lists the names that identify it: the area itself, then its towns. A name shared by
 * two places ("Newport", "Bangor", Dalry) is left out: a wrong area would take an item away from
 * owners it is open to. Outside Scotland a person ("Barry") or an everyday word ("Reading") is
 * left out too; Scotland's such names ("Keith", "Wick") are marked in the one list and matched
 * with care (a capital; not followed by a surname).
 */

export interface LocalArea {
  id: string;
  /** As a reason names it: "For start-ups in Fife". */
  label: string;
  /** The taxonomy region it sits in. */
  region: string;
  names: string[];
}

const area = (id: string, label: string, region: string, names: string[]): LocalArea => ({
  id,
  label,
  region,
  names: [label, ...names],
});

/**
 * Scotland's council areas from the one list (@thistle/language), without the names that are
 * also another place in the UK (Dalry, Tollcross, Blackburn): a wrong area would take an item
 * away from owners it is open to.
 */
const SCOTLAND: LocalArea[] = COUNCIL_AREAS.map((each) => ({
  id: each.id,
  label: each.label,
  region: each.region,
  names: [
    ...new Set([
      each.label,
      ...each.places.filter((p) => !p.also.includes('uk-place')).map((p) => p.name),
    ]),
  ],
}));
/** What else a Scottish name can mean, by name: it decides how each is matched below. */
const ALSO = new Map(COUNCIL_PLACES.map((p) => [p.name, p.also]));

const WALES: LocalArea[] = [
  area('ceredigion', 'Ceredigion', 'wales', [
    'Aberystwyth',
    'Aberaeron',
    'Cardigan',
    'Lampeter',
    'New Quay',
    'Tregaron',
  ]),
  area('powys', 'Powys', 'wales', [
    'Newtown',
    'Welshpool',
    'Brecon',
    'Llandrindod Wells',
    'Machynlleth',
    'Builth Wells',
    'Llanidloes',
  ]),
  area('wrexham', 'Wrexham', 'wales', []),
  area('cardiff', 'Cardiff', 'wales', []),
  area('swansea', 'Swansea', 'wales', []),
  area('gwynedd', 'Gwynedd', 'wales', [
    'Caernarfon',
    'Pwllheli',
    'Dolgellau',
    'Porthmadog',
    'Blaenau Ffestiniog',
  ]),
  area('anglesey', 'Anglesey', 'wales', ['Ynys Môn', 'Holyhead', 'Llangefni', 'Menai Bridge']),
  area('conwy', 'Conwy', 'wales', ['Llandudno', 'Colwyn Bay', 'Abergele']),
  area('denbighshire', 'Denbighshire', 'wales', [
    'Rhyl',
    'Denbigh',
    'Ruthin',
    'Prestatyn',
    'Llangollen',
  ]),
  area('flintshire', 'Flintshire', 'wales', ['Holywell', "Connah's Quay", 'Deeside']),
  area('pembrokeshire', 'Pembrokeshire', 'wales', [
    'Haverfordwest',
    'Tenby',
    'Milford Haven',
    'Fishguard',
  ]),
  area('carmarthenshire', 'Carmarthenshire', 'wales', [
    'Carmarthen',
    'Llanelli',
    'Ammanford',
    'Llandeilo',
    'Newcastle Emlyn',
  ]),
  area('neath-port-talbot', 'Neath Port Talbot', 'wales', ['Port Talbot']),
  area('bridgend', 'Bridgend', 'wales', []),
  area('vale-of-glamorgan', 'the Vale of Glamorgan', 'wales', [
    'Vale of Glamorgan',
    'Penarth',
    'Cowbridge',
  ]),
  area('rhondda-cynon-taf', 'Rhondda Cynon Taf', 'wales', [
    'Pontypridd',
    'Aberdare',
    'Rhondda',
    'Llantrisant',
  ]),
  area('merthyr-tydfil', 'Merthyr Tydfil', 'wales', []),
  area('caerphilly', 'Caerphilly', 'wales', ['Blackwood', 'Ystrad Mynach']),
  area('blaenau-gwent', 'Blaenau Gwent', 'wales', ['Ebbw Vale', 'Tredegar', 'Abertillery']),
  area('torfaen', 'Torfaen', 'wales', ['Pontypool', 'Cwmbran']),
  area('monmouthshire', 'Monmouthshire', 'wales', ['Monmouth', 'Abergavenny', 'Chepstow']),
];

const NORTHERN_IRELAND: LocalArea[] = [
  area('belfast', 'Belfast', 'northern-ireland', []),
  area('antrim-newtownabbey', 'Antrim and Newtownabbey', 'northern-ireland', ['Newtownabbey']),
  area('ards-north-down', 'Ards and North Down', 'northern-ireland', [
    'Ards Peninsula',
    'North Down',
    'Newtownards',
    'Comber',
    'Donaghadee',
    'Portaferry',
  ]),
  area('armagh-banbridge-craigavon', 'Armagh, Banbridge and Craigavon', 'northern-ireland', [
    'Armagh',
    'Banbridge',
    'Craigavon',
    'Portadown',
    'Lurgan',
  ]),
  area('causeway-coast-glens', 'Causeway Coast and Glens', 'northern-ireland', [
    'Coleraine',
    'Ballymoney',
    'Ballycastle',
    'Limavady',
    'Portrush',
  ]),
  area('derry-strabane', 'Derry and Strabane', 'northern-ireland', [
    'Derry',
    'Londonderry',
    'Strabane',
  ]),
  area('fermanagh-omagh', 'Fermanagh and Omagh', 'northern-ireland', [
    'Fermanagh',
    'Omagh',
    'Enniskillen',
    'Tyrone',
  ]),
  area('lisburn-castlereagh', 'Lisburn and Castlereagh', 'northern-ireland', [
    'Lisburn',
    'Castlereagh',
  ]),
  area('mid-east-antrim', 'Mid and East Antrim', 'northern-ireland', [
    'Ballymena',
    'Larne',
    'Carrickfergus',
  ]),
  area('mid-ulster', 'Mid Ulster', 'northern-ireland', [
    'Magherafelt',
    'Dungannon',
    'Cookstown',
    'Coalisland',
  ]),
  area('newry-mourne-down', 'Newry, Mourne and Down', 'northern-ireland', [
    'Newry',
    'Downpatrick',
    'Mourne',
  ]),
];

const ENGLAND: LocalArea[] = [
  area('north-east-england', 'the North East of England', 'england', [
    'North East England',
    'Newcastle upon Tyne',
    'Newcastle',
    'Gateshead',
    'Sunderland',
    'County Durham',
    'Durham',
    'Northumberland',
    'Tyneside',
    'Tyne and Wear',
    'Teesside',
    'Tees Valley',
    'Middlesbrough',
    'Darlington',
    'Hartlepool',
    'Stockton-on-Tees',
    'South Shields',
    'Hexham',
    'Morpeth',
    'Berwick-upon-Tweed',
  ]),
  area('north-west-england', 'the North West of England', 'england', [
    'North West England',
    'Greater Manchester',
    'Manchester',
    'Liverpool City Region',
    'Liverpool',
    'Merseyside',
    'Lancashire',
    'Lancaster',
    'Preston',
    'Blackpool',
    'Burnley',
    'Bolton',
    'Wigan',
    'Salford',
    'Stockport',
    'Oldham',
    'Rochdale',
    'Warrington',
    'Cheshire',
    'Chester',
    'Crewe',
    'Cumbria',
    'Carlisle',
    'Kendal',
    'Wirral',
    'St Helens',
    'Trafford',
    'Morecambe',
  ]),
  area('yorkshire', 'Yorkshire and the Humber', 'england', [
    'Yorkshire',
    'Leeds',
    'Bradford',
    'Sheffield',
    'Kingston upon Hull',
    'Wakefield',
    'Huddersfield',
    'Doncaster',
    'Rotherham',
    'Barnsley',
    'Harrogate',
    'Scarborough',
    'Humber',
    'Grimsby',
    'Scunthorpe',
    'Calderdale',
    'Kirklees',
  ]),
  area('east-midlands', 'the East Midlands', 'england', [
    'East Midlands',
    'Nottingham',
    'Nottinghamshire',
    'Derby',
    'Derbyshire',
    'Leicester',
    'Leicestershire',
    'Lincoln',
    'Lincolnshire',
    'Northampton',
    'Northamptonshire',
    'Rutland',
    'Erewash',
    'Ilkeston',
    'Long Eaton',
    'Chesterfield',
    'Mansfield',
    'Loughborough',
    'Grantham',
    'Kettering',
    'Corby',
  ]),
  area('west-midlands', 'the West Midlands', 'england', [
    'West Midlands',
    'Birmingham',
    'Coventry',
    'Wolverhampton',
    'Walsall',
    'Dudley',
    'Sandwell',
    'Solihull',
    'Black Country',
    'Staffordshire',
    'Stoke-on-Trent',
    'Stafford',
    'Cannock Chase',
    'Cannock',
    'Lichfield',
    'Tamworth',
    'Shropshire',
    'Shrewsbury',
    'Telford',
    'Bridgnorth',
    'Herefordshire',
    'Hereford',
    'Worcestershire',
    'Worcester',
    'Warwickshire',
    'Nuneaton',
    'Newcastle-under-Lyme',
  ]),
  area('east-of-england', 'the East of England', 'england', [
    'East of England',
    'Cambridge',
    'Cambridgeshire',
    'Peterborough',
    'Norwich',
    'Norfolk',
    'Suffolk',
    'Ipswich',
    'Essex',
    'Chelmsford',
    'Colchester',
    'Southend',
    'Hertfordshire',
    'Luton',
    'Bedford',
    'Bedfordshire',
    'St Albans',
    'Watford',
    'Stevenage',
  ]),
  area('london', 'London', 'england', [
    'Greater London',
    'City of London',
    'Square Mile',
    'Westminster',
    'Camden',
    'Hackney',
    'Islington',
    'Southwark',
    'Lambeth',
    'Croydon',
    'Sutton',
    'Hillingdon',
    'Brent',
    'Ealing',
    'Barnet',
    'Enfield',
    'Haringey',
    'Tower Hamlets',
    'Newham',
    'Lewisham',
    'Bromley',
    'Bexley',
    'Kingston upon Thames',
    'Richmond upon Thames',
    'Hounslow',
    'Wandsworth',
    'Hammersmith',
    'Waltham Forest',
    'Redbridge',
    'Havering',
  ]),
  area('south-east-england', 'the South East of England', 'england', [
    'South East England',
    'Kent',
    'Surrey',
    'Sussex',
    'Hampshire',
    'Berkshire',
    'Buckinghamshire',
    'Oxfordshire',
    'Oxford',
    'Southampton',
    'Portsmouth',
    'Brighton',
    'Crawley',
    'Guildford',
    'Maidstone',
    'Canterbury',
    'Milton Keynes',
    'Slough',
    'Wokingham',
    'Bracknell',
    'Thames Valley',
    'Isle of Wight',
    'Basingstoke',
    'Winchester',
    'Eastbourne',
    'Worthing',
    'Chichester',
    'Aylesbury',
    'High Wycombe',
  ]),
  area('south-west-england', 'the South West of England', 'england', [
    'South West England',
    'Bristol',
    'Cornwall',
    'Devon',
    'Plymouth',
    'Exeter',
    'Somerset',
    'Dorset',
    'Bournemouth',
    'Gloucestershire',
    'Gloucester',
    'Cheltenham',
    'Wiltshire',
    'Swindon',
    'Torbay',
    'Truro',
    'Taunton',
    'Salisbury',
  ]),
];

export const LOCAL_AREAS: LocalArea[] = [...SCOTLAND, ...WALES, ...NORTHERN_IRELAND, ...ENGLAND];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const key = (name: string) =>
  name.replace(/\s+/g, ' ').replace(/’/g, "'").replace(/ & /g, ' and ').toLowerCase();

/** Places abroad whose names hold a UK one ("New York" is not York): matched, then ignored. */
const ABROAD = [
  'New York',
  'New England',
  'New South Wales',
  'Perth, Australia',
  'Perth, Western Australia',
];

/**
 * A name followed by another capitalised word may be a person ("Angus Robertson"), unless
 * that word is one an organisation or place would use ("Angus Council", "Moray Chamber").
 */
const PERSONAL = new Set([
  ...[...ALSO].filter(([, also]) => also.includes('person')).map(([name]) => name),
  'Durham',
  'Kent',
  'Sutton',
  'Lancaster',
  'Chester',
]);
/** What else each Scottish name can mean, by its key. */
const ALSO_BY_KEY = new Map([...ALSO].map(([name, also]) => [key(name), also]));
const NOT_A_SURNAME =
  'Council|Chamber|Business|Businesses|Enterprise|College|University|Growth|Partnership|Area|Region|County|City|Town|Tourism|Firms|Employers';

const NAMES: Array<[name: string, place: LocalArea | null]> = [
  ...LOCAL_AREAS.flatMap((each) => each.names.map((name): [string, LocalArea] => [name, each])),
  ...ABROAD.map((name): [string, null] => [name, null]),
];
const areaOfName = new Map(NAMES.map(([name, place]) => [key(name), place]));

/** One pattern over every name, longest first: "Newcastle upon Tyne" wins over "Newcastle". */
function namePattern(flags: string, guardPeople: boolean): RegExp {
  const alternatives = NAMES.map(([name]) => name)
    .sort((a, b) => b.length - a.length)
    .map((name) => {
      const pattern = escape(name)
        .replace(/ and /g, ' (?:and|&) ')
        .replace(/ /g, '\\s+')
        .replace(/'/g, "['’]");
      return guardPeople && PERSONAL.has(name)
        ? `${pattern}(?!\\s+(?!(?:${NOT_A_SURNAME})\\b)[A-Z][a-z])`
        : pattern;
    });
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, flags);
}

/** Publishers capitalise place names: matching their case keeps "wick" and "the borders" out. */
const PUBLISHED_NAMES = namePattern('gu', true);
/** Owners often write in lower case ("dundee, near the waterfront"). */
const OWNER_NAMES = namePattern('giu', false);

function areasIn(text: string, pattern: RegExp): LocalArea[] {
  const found: LocalArea[] = [];
  for (const match of text.matchAll(pattern)) {
    const name = key(match[0]);
    // Only the owner's pattern ignores case: "keith and I" is not Keith in Moray.
    const also = ALSO_BY_KEY.get(name);
    if (also && needsCapital(also, text) && !/\p{Lu}/u.test(match[0])) continue;
    const named = areaOfName.get(name);
    if (named && !found.includes(named)) found.push(named);
  }
  return found;
}

/** Every area a published text names, in reading order. */
export function areasNamedIn(text: string): LocalArea[] {
  return areasIn(text, PUBLISHED_NAMES);
}

/** The area an owner's answer about where the business is names first, if any. */
export function ownerArea(location: string | null | undefined): LocalArea | null {
  if (!location) return null;
  return areasIn(location, OWNER_NAMES)[0] ?? null;
}
