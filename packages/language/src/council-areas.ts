/**
 * Scotland's 32 council areas, each with its taxonomy region, the names of the area as a whole
 * and of districts wholly inside it, its towns, villages and islands, and for the four cities
 * their neighbourhoods. It is the one list of Scottish places below region level: the gazetteer
 * (the tagger's regions), `findPlaces` (the onboarding chat), the ranker's local areas and the
 * Monday report's Business Gateway office all read it, each with its own way of matching.
 *
 * A name that is also something else says so (`also`), and each reader decides what that means
 * for it: a publisher's "Angus Robertson" or "mull it over", an owner's "keith and I". A name
 * for two places in different council areas (Dalry, Tollcross, Tarbert) is listed under both,
 * each marked `uk-place`; the consistency test holds every other name to one area.
 *
 * Names the list leaves to the gazetteer: ones spanning several areas (Lanarkshire, Ayrshire,
 * Lothian, Stirlingshire, Speyside, the Cairngorms), regions, bodies and venues.
 */

/**
 * What else a place name can mean:
 * - `word`: an everyday word ("brae", "dollar", "mull over");
 * - `person`: a first name or surname ("Keith", "Angus", "Hamilton");
 * - `uk-place`: another place in the UK with the same name (Blackburn in Lancashire; Dalry, both
 *   a North Ayrshire town and a part of Edinburgh);
 * - `abroad-place`: a place abroad with the same name (Perth in Western Australia).
 */
export type AlsoMeans = 'word' | 'person' | 'uk-place' | 'abroad-place';

export interface PlaceName {
  name: string;
  also?: readonly AlsoMeans[];
  /**
   * A taxonomy region other than its council area's: Arran and the Cumbraes are in North
   * Ayrshire but inside Highlands and Islands Enterprise's area, as the Highlands and Islands
   * region is drawn.
   */
  region?: string;
}

type Listed = string | PlaceName;

export interface CouncilAreaData {
  /** Stable id (the Business Gateway office table's `councilArea`). */
  id: string;
  /** The council area's own name. */
  name: string;
  /** As a sentence names it: "For start-ups in the Scottish Borders". */
  label: string;
  /** Its region id in packages/shared/src/taxonomy.json. */
  region: string;
  /**
   * Names for the area as a whole, and for districts or old counties wholly inside it. Written
   * once: readers take "and" and "&" as the same ("Perth & Kinross").
   */
  names: readonly Listed[];
  /** Towns, villages and islands. */
  towns: readonly Listed[];
  /** A city's neighbourhoods, which owners name instead of the city. */
  neighbourhoods?: readonly Listed[];
}

const HIE_AREA = 'highlands-islands';

const DATA: CouncilAreaData[] = [
  {
    id: 'aberdeen-city',
    name: 'Aberdeen City',
    label: 'Aberdeen',
    region: 'north-east-scotland',
    names: ['Aberdeen City'],
    towns: ['Aberdeen', 'Peterculter'],
    neighbourhoods: [
      'Torry',
      'Footdee',
      'Dyce',
      'Bucksburn',
      'Cults',
      'Bridge of Don',
      'Kingswells',
    ],
  },
  {
    id: 'aberdeenshire',
    name: 'Aberdeenshire',
    label: 'Aberdeenshire',
    region: 'north-east-scotland',
    names: ['Aberdeenshire', 'Buchan', 'Kincardine and Mearns', 'Royal Deeside'],
    towns: [
      'Peterhead',
      'Fraserburgh',
      'Inverurie',
      'Stonehaven',
      'Ellon',
      'Westhill',
      'Banchory',
      'Huntly',
      'Turriff',
      'Portlethen',
      { name: 'Banff', also: ['abroad-place'] },
      'Macduff',
      'Mintlaw',
      'Kintore',
      'Oldmeldrum',
      'Laurencekirk',
      'Aboyne',
      'Ballater',
      'Braemar',
      { name: 'Alford', also: ['uk-place'] },
      'Insch',
      'Inverbervie',
      'Portsoy',
    ],
  },
  {
    id: 'angus',
    name: 'Angus',
    label: 'Angus',
    region: 'tayside-fife',
    names: [{ name: 'Angus', also: ['person'] }],
    towns: [
      'Arbroath',
      'Forfar',
      'Montrose',
      'Brechin',
      'Carnoustie',
      'Monifieth',
      'Kirriemuir',
      'Edzell',
      'Glamis',
      { name: 'Letham', also: ['uk-place'] },
    ],
  },
  {
    id: 'argyll-and-bute',
    name: 'Argyll and Bute',
    label: 'Argyll and Bute',
    region: 'highlands-islands',
    names: ['Argyll and Bute', 'Argyll', 'Kintyre', 'Cowal'],
    towns: [
      'Oban',
      // Outside HIE's area (it was never in the old Argyll district), but in the council area,
      // whose region is the one every other list gave it.
      'Helensburgh',
      'Dunoon',
      'Campbeltown',
      'Rothesay',
      'Isle of Bute',
      'Lochgilphead',
      'Inveraray',
      { name: 'Tarbert', also: ['uk-place'] },
      'Tobermory',
      'Isle of Mull',
      { name: 'Mull', also: ['word'] },
      'Islay',
      { name: 'Jura', also: ['abroad-place'] },
      'Tiree',
      { name: 'Coll', also: ['word'] },
    ],
  },
  {
    id: 'clackmannanshire',
    name: 'Clackmannanshire',
    label: 'Clackmannanshire',
    region: 'forth-valley',
    names: ['Clackmannanshire', 'Clacks'],
    towns: [
      'Clackmannan',
      'Alloa',
      'Tillicoultry',
      { name: 'Alva', also: ['person'] },
      { name: 'Dollar', also: ['word'] },
      'Menstrie',
      'Tullibody',
    ],
  },
  {
    id: 'dumfries-and-galloway',
    name: 'Dumfries and Galloway',
    label: 'Dumfries and Galloway',
    region: 'south-of-scotland',
    names: ['Dumfries and Galloway', 'Galloway'],
    towns: [
      'Dumfries',
      'Stranraer',
      { name: 'Annan', also: ['person'] },
      'Castle Douglas',
      'Kirkcudbright',
      'Newton Stewart',
      'Lockerbie',
      'Moffat',
      'Gretna',
      'Langholm',
      'Dalbeattie',
      'Gatehouse of Fleet',
      'Wigtown',
      'Whithorn',
      'Portpatrick',
      'Sanquhar',
      { name: 'Thornhill', also: ['uk-place'] },
      'Kirkconnel',
      'Lochmaben',
    ],
  },
  {
    id: 'dundee-city',
    name: 'Dundee City',
    label: 'Dundee',
    region: 'tayside-fife',
    names: ['Dundee City'],
    towns: ['Dundee'],
    neighbourhoods: ['Broughty Ferry', 'Lochee'],
  },
  {
    id: 'east-ayrshire',
    name: 'East Ayrshire',
    label: 'East Ayrshire',
    region: 'ayrshire',
    names: ['East Ayrshire'],
    towns: [
      'Kilmarnock',
      'Cumnock',
      'Stewarton',
      'Galston',
      'Newmilns',
      'Darvel',
      'Auchinleck',
      'Dalmellington',
      'Hurlford',
      'Mauchline',
    ],
  },
  {
    id: 'east-dunbartonshire',
    name: 'East Dunbartonshire',
    label: 'East Dunbartonshire',
    region: 'glasgow-clyde',
    names: ['East Dunbartonshire'],
    towns: [
      'Bearsden',
      'Milngavie',
      'Bishopbriggs',
      'Kirkintilloch',
      'Lenzie',
      'Torrance',
      'Lennoxtown',
      'Milton of Campsie',
    ],
  },
  {
    id: 'east-lothian',
    name: 'East Lothian',
    label: 'East Lothian',
    region: 'edinburgh-lothians',
    names: ['East Lothian'],
    towns: [
      'Haddington',
      'Musselburgh',
      'North Berwick',
      { name: 'Dunbar', also: ['person'] },
      'Tranent',
      'Prestonpans',
      'Cockenzie',
      'Port Seton',
      'Gullane',
      'Aberlady',
      'East Linton',
      'Ormiston',
      'Pencaitland',
    ],
  },
  {
    id: 'east-renfrewshire',
    name: 'East Renfrewshire',
    label: 'East Renfrewshire',
    region: 'glasgow-clyde',
    names: ['East Renfrewshire'],
    towns: [
      'Newton Mearns',
      'Giffnock',
      'Clarkston',
      'Barrhead',
      'Neilston',
      'Busby',
      'Eaglesham',
      'Thornliebank',
    ],
  },
  {
    id: 'edinburgh',
    name: 'City of Edinburgh',
    label: 'Edinburgh',
    region: 'edinburgh-lothians',
    names: ['City of Edinburgh'],
    towns: [
      'Edinburgh',
      'South Queensferry',
      // Also Queensferry by Deeside, in Flintshire; North Queensferry is across the Forth, in Fife.
      { name: 'Queensferry', also: ['uk-place'] },
      'Ratho',
      'Kirkliston',
    ],
    neighbourhoods: [
      'Leith',
      'Portobello',
      'Morningside',
      'Stockbridge',
      'Bruntsfield',
      'Marchmont',
      'Corstorphine',
      'Gorgie',
      { name: 'Dalry', also: ['uk-place'] },
      { name: 'Tollcross', also: ['uk-place'] },
      'Newington',
      'Granton',
      { name: 'Newhaven', also: ['uk-place'] },
      'Cramond',
      'Gilmerton',
      'Liberton',
      'Fountainbridge',
      'Craigentinny',
      'Restalrig',
      'Sighthill',
      'Wester Hailes',
      'Juniper Green',
      { name: 'Currie', also: ['person'] },
      'Balerno',
    ],
  },
  {
    id: 'falkirk',
    name: 'Falkirk',
    label: 'Falkirk',
    region: 'forth-valley',
    names: [],
    towns: [
      'Falkirk',
      'Grangemouth',
      "Bo'ness",
      'Larbert',
      'Stenhousemuir',
      { name: 'Denny', also: ['person'] },
      'Bonnybridge',
      'Polmont',
      'Camelon',
      'Brightons',
    ],
  },
  {
    id: 'fife',
    name: 'Fife',
    label: 'Fife',
    region: 'tayside-fife',
    names: ['Fife', 'East Neuk'],
    towns: [
      'Kirkcaldy',
      'Dunfermline',
      'Glenrothes',
      'St Andrews',
      'Cupar',
      // Also the Vale of Leven (West Dunbartonshire), Loch Leven and a Leven in Yorkshire.
      { name: 'Leven', also: ['uk-place'] },
      'Methil',
      'Levenmouth',
      'Burntisland',
      'Kinghorn',
      'Anstruther',
      'Crail',
      'Pittenweem',
      'St Monans',
      { name: 'Elie', also: ['person'] },
      'Falkland',
      'Auchtermuchty',
      { name: 'Newburgh', also: ['uk-place'] },
      'Tayport',
      'Newport-on-Tay',
      'Leuchars',
      'Cowdenbeath',
      'Lochgelly',
      'Inverkeithing',
      'North Queensferry',
      'Rosyth',
      'Kelty',
      'Dalgety Bay',
      'Aberdour',
      'Culross',
      'Ladybank',
      'Kennoway',
      'Lower Largo',
    ],
  },
  {
    id: 'glasgow',
    name: 'Glasgow City',
    label: 'Glasgow',
    region: 'glasgow-clyde',
    names: ['Glasgow City'],
    towns: ['Glasgow'],
    neighbourhoods: [
      'Govan',
      'Partick',
      'Dennistoun',
      'Finnieston',
      'Shawlands',
      'Pollokshields',
      'Hyndland',
      'Hillhead',
      'Merchant City',
      { name: 'Calton', also: ['uk-place'] },
      'Bridgeton',
      'Gorbals',
      'Tradeston',
      'Anderston',
      'Maryhill',
      'Springburn',
      'Easterhouse',
      'Castlemilk',
      'Drumchapel',
      'Knightswood',
      'Scotstoun',
      'Yoker',
      'Cathcart',
      { name: 'Battlefield', also: ['word'] },
      'Langside',
      'Strathbungo',
      'Pollokshaws',
      'Parkhead',
      'Shettleston',
      { name: 'Tollcross', also: ['uk-place'] },
      { name: 'Southside', also: ['uk-place'] },
      { name: 'West End', also: ['uk-place'] },
      { name: 'East End', also: ['uk-place'] },
      'East End of Glasgow',
      'Byres Road',
    ],
  },
  {
    id: 'highland',
    name: 'Highland',
    label: 'Highland',
    region: 'highlands-islands',
    names: [
      { name: 'Highland', also: ['word'] },
      'Caithness',
      'Sutherland',
      'Ross-shire',
      'Ross and Cromarty',
      'Easter Ross',
      'Wester Ross',
      'Black Isle',
      'Lochalsh',
      'Lochaber',
      'Badenoch',
      'Strathspey',
      'Loch Ness',
    ],
    towns: [
      'Inverness',
      'Fort William',
      { name: 'Nairn', also: ['person'] },
      'Thurso',
      { name: 'Wick', also: ['word'] },
      'Dingwall',
      'Aviemore',
      'Portree',
      'Isle of Skye',
      'Skye',
      'Ullapool',
      'Dornoch',
      'Golspie',
      'Brora',
      'Tain',
      'Alness',
      'Invergordon',
      'Kingussie',
      'Newtonmore',
      'Grantown-on-Spey',
      'Grantown',
      'Beauly',
      'Muir of Ord',
      'Culloden',
      'Drumnadrochit',
      'Fort Augustus',
      'Mallaig',
      'Gairloch',
      'Kyle of Lochalsh',
      'Plockton',
      'Broadford',
      'Lochinver',
      'Durness',
      "John o' Groats",
      'Carrbridge',
      'Boat of Garten',
      'Spean Bridge',
      'Glencoe',
      'Ballachulish',
    ],
  },
  {
    id: 'inverclyde',
    name: 'Inverclyde',
    label: 'Inverclyde',
    region: 'glasgow-clyde',
    names: ['Inverclyde'],
    towns: ['Greenock', 'Port Glasgow', 'Gourock', 'Kilmacolm', 'Wemyss Bay', 'Inverkip'],
  },
  {
    id: 'midlothian',
    name: 'Midlothian',
    label: 'Midlothian',
    region: 'edinburgh-lothians',
    names: ['Midlothian'],
    towns: [
      'Dalkeith',
      'Penicuik',
      'Bonnyrigg',
      'Loanhead',
      'Gorebridge',
      { name: 'Mayfield', also: ['uk-place'] },
      'Newtongrange',
      'Pathhead',
      'Roslin',
    ],
  },
  {
    id: 'moray',
    name: 'Moray',
    label: 'Moray',
    region: 'highlands-islands',
    names: [{ name: 'Moray', also: ['person'] }],
    towns: [
      'Elgin',
      'Forres',
      'Buckie',
      'Lossiemouth',
      { name: 'Keith', also: ['person'] },
      'Fochabers',
      'Aberlour',
      'Dufftown',
      'Rothes',
    ],
  },
  {
    id: 'na-h-eileanan-siar',
    name: 'Na h-Eileanan Siar',
    label: 'the Outer Hebrides',
    region: 'highlands-islands',
    names: ['Na h-Eileanan Siar', 'Eilean Siar', 'Western Isles', 'Outer Hebrides'],
    towns: [
      'Stornoway',
      'Isle of Lewis',
      { name: 'Lewis', also: ['person'] },
      'Isle of Harris',
      { name: 'Harris', also: ['person'] },
      'Lewis and Harris',
      { name: 'Tarbert', also: ['uk-place'] },
      'Barra',
      'Benbecula',
      'North Uist',
      'South Uist',
      'Uist',
      'Eriskay',
    ],
  },
  {
    id: 'north-ayrshire',
    name: 'North Ayrshire',
    label: 'North Ayrshire',
    region: 'ayrshire',
    names: ['North Ayrshire', { name: 'Arran and Cumbrae', region: HIE_AREA }],
    towns: [
      { name: 'Irvine', also: ['person'] },
      'Kilwinning',
      'Saltcoats',
      'Ardrossan',
      'Stevenston',
      'Largs',
      'West Kilbride',
      'Beith',
      'Kilbirnie',
      { name: 'Dalry', also: ['uk-place'] },
      { name: 'Millport', region: HIE_AREA },
      { name: 'Isle of Arran', region: HIE_AREA },
      { name: 'Arran', region: HIE_AREA },
      { name: 'Brodick', region: HIE_AREA },
      { name: 'Lamlash', region: HIE_AREA },
    ],
  },
  {
    id: 'north-lanarkshire',
    name: 'North Lanarkshire',
    label: 'North Lanarkshire',
    region: 'glasgow-clyde',
    names: ['North Lanarkshire'],
    towns: [
      'Motherwell',
      'Wishaw',
      'Airdrie',
      'Coatbridge',
      'Cumbernauld',
      'Bellshill',
      'Kilsyth',
      'Shotts',
      'Chryston',
      'Stepps',
      'Moodiesburn',
      'Newmains',
    ],
  },
  {
    id: 'orkney',
    name: 'Orkney Islands',
    label: 'Orkney',
    region: 'highlands-islands',
    names: ['Orkney'],
    towns: ['Kirkwall', 'Stromness', 'Sanday', 'Westray', { name: 'Hoy', also: ['word'] }],
  },
  {
    id: 'perth-and-kinross',
    name: 'Perth and Kinross',
    label: 'Perth and Kinross',
    region: 'tayside-fife',
    names: ['Perth and Kinross', 'Perthshire', 'Kinross-shire'],
    towns: [
      { name: 'Perth', also: ['abroad-place'] },
      'Kinross',
      'Blairgowrie',
      'Crieff',
      'Pitlochry',
      'Auchterarder',
      'Aberfeldy',
      'Dunkeld',
      'Birnam',
      'Comrie',
      'Coupar Angus',
      { name: 'Scone', also: ['word'] },
      { name: 'Errol', also: ['person'] },
      'Bridge of Earn',
      'Invergowrie',
      'Alyth',
      'Milnathort',
    ],
  },
  {
    id: 'renfrewshire',
    name: 'Renfrewshire',
    label: 'Renfrewshire',
    region: 'glasgow-clyde',
    names: ['Renfrewshire'],
    towns: [
      'Paisley',
      'Renfrew',
      { name: 'Johnstone', also: ['person'] },
      'Erskine',
      'Linwood',
      'Bishopton',
      'Kilbarchan',
      'Lochwinnoch',
      'Bridge of Weir',
      { name: 'Houston', also: ['person', 'abroad-place'] },
      'Elderslie',
      'Inchinnan',
    ],
  },
  {
    id: 'scottish-borders',
    name: 'Scottish Borders',
    label: 'the Scottish Borders',
    region: 'south-of-scotland',
    names: [
      'Scottish Borders',
      { name: 'the Borders', also: ['word'] },
      { name: 'Borders', also: ['word'] },
      'Tweeddale',
      'Berwickshire',
    ],
    towns: [
      'Galashiels',
      'Hawick',
      'Peebles',
      'Kelso',
      'Selkirk',
      'Melrose',
      'Jedburgh',
      'Eyemouth',
      { name: 'Duns', also: ['word'] },
      'Coldstream',
      'Innerleithen',
      'Lauder',
      'St Boswells',
      'Earlston',
    ],
  },
  {
    id: 'shetland',
    name: 'Shetland Islands',
    label: 'Shetland',
    region: 'highlands-islands',
    names: ['Shetland'],
    towns: [
      'Lerwick',
      'Scalloway',
      { name: 'Brae', also: ['word'] },
      'Unst',
      { name: 'Yell', also: ['word'] },
      'Sumburgh',
    ],
  },
  {
    id: 'south-ayrshire',
    name: 'South Ayrshire',
    label: 'South Ayrshire',
    region: 'ayrshire',
    names: ['South Ayrshire'],
    towns: [
      { name: 'Ayr', also: ['abroad-place'] },
      'Prestwick',
      'Troon',
      'Girvan',
      'Maybole',
      'Dundonald',
    ],
  },
  {
    id: 'south-lanarkshire',
    name: 'South Lanarkshire',
    label: 'South Lanarkshire',
    region: 'glasgow-clyde',
    names: ['South Lanarkshire'],
    towns: [
      { name: 'Hamilton', also: ['person', 'abroad-place'] },
      'East Kilbride',
      { name: 'Lanark', also: ['abroad-place'] },
      'Rutherglen',
      'Cambuslang',
      'Carluke',
      'Larkhall',
      'Strathaven',
      { name: 'Biggar', also: ['word'] },
      'Lesmahagow',
      'Blantyre',
      'Uddingston',
      'Bothwell',
    ],
  },
  {
    id: 'stirling',
    name: 'Stirling',
    label: 'Stirling',
    region: 'forth-valley',
    names: [],
    towns: [
      'Stirling',
      'Bridge of Allan',
      'Dunblane',
      'Callander',
      'Doune',
      'Killin',
      'Aberfoyle',
      'Bannockburn',
      'Balfron',
      'Drymen',
      'Strathblane',
      'Killearn',
      'Fallin',
    ],
  },
  {
    id: 'west-dunbartonshire',
    name: 'West Dunbartonshire',
    label: 'West Dunbartonshire',
    region: 'glasgow-clyde',
    names: ['West Dunbartonshire'],
    towns: [
      'Dumbarton',
      'Clydebank',
      'Alexandria',
      'Balloch',
      'Bonhill',
      { name: 'Renton', also: ['person'] },
      'Vale of Leven',
      'Old Kilpatrick',
      'Duntocher',
    ],
  },
  {
    id: 'west-lothian',
    name: 'West Lothian',
    label: 'West Lothian',
    region: 'edinburgh-lothians',
    names: ['West Lothian'],
    towns: [
      'Livingston',
      'Bathgate',
      'Linlithgow',
      'Broxburn',
      'Whitburn',
      'Armadale',
      'East Calder',
      'Mid Calder',
      'West Calder',
      'Uphall',
      'Fauldhouse',
      { name: 'Blackburn', also: ['uk-place'] },
    ],
  },
];

/** What a place name is within its council area. */
export type CouncilPlaceKind = 'area' | 'town' | 'neighbourhood';

export interface CouncilPlace {
  name: string;
  kind: CouncilPlaceKind;
  /** The council area's id. */
  area: string;
  region: string;
  also: readonly AlsoMeans[];
}

export interface CouncilArea extends Omit<CouncilAreaData, 'names' | 'towns' | 'neighbourhoods'> {
  /** Every name that places something in this area, the area's own first. */
  places: readonly CouncilPlace[];
}

const place = (area: CouncilAreaData, listed: Listed, kind: CouncilPlaceKind): CouncilPlace => {
  const named = typeof listed === 'string' ? { name: listed } : listed;
  return {
    name: named.name,
    kind,
    area: area.id,
    region: named.region ?? area.region,
    also: named.also ?? [],
  };
};

export const COUNCIL_AREAS: readonly CouncilArea[] = DATA.map((area) => ({
  id: area.id,
  name: area.name,
  label: area.label,
  region: area.region,
  places: [
    ...area.names.map((n) => place(area, n, 'area')),
    ...area.towns.map((n) => place(area, n, 'town')),
    ...(area.neighbourhoods ?? []).map((n) => place(area, n, 'neighbourhood')),
  ],
}));

/** Every place name of every council area, area by area. */
export const COUNCIL_PLACES: readonly CouncilPlace[] = COUNCIL_AREAS.flatMap((a) => a.places);

/** The city a neighbourhood belongs to: the town its council area is named for ("Glasgow"). */
export function cityOf(neighbourhood: CouncilPlace): string | undefined {
  if (neighbourhood.kind !== 'neighbourhood') return undefined;
  return COUNCIL_AREAS.find((a) => a.id === neighbourhood.area)?.label;
}

/**
 * Whether an owner's answer must write a name with its capital for it to count: always for an
 * everyday word ("up the brae"), and for a person's name or a place abroad unless the whole
 * answer is in lower case ("perth" on its own is the place; "Keith and I" is a person).
 */
export function needsCapital(also: readonly AlsoMeans[], text: string): boolean {
  if (also.includes('word')) return true;
  return (also.includes('person') || also.includes('abroad-place')) && text !== text.toLowerCase();
}
