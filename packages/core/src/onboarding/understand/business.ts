/**
 * Reading the business questions. Structured fields (team size, how long trading, customer
 * type, stage, location) are stored in one canonical form that summaries and tags rely on;
 * list fields (channels, platforms, presence, marketing) are read against lexicons of what UK
 * small firms actually use; everything else keeps the owner's own words.
 */
import { findPlaces, type PlaceMention } from '@thistle/language';
import { GROWTH_STAGE_CHOICES } from '@thistle/shared';
import {
  firstNumber,
  listInWords,
  NUMBER_PATTERN,
  tidyAnswer,
  titleCase,
  wordsToNumber,
} from './words.ts';

// ---------- team size ----------

const SOLO =
  /\b(?:just me|only me|just myself|me myself and i|on my own|by myself|sole trader|one[- ]man band|one[- ]woman band|solo(?:preneur)?|i work alone|i'?m the only one|just the one of us)\b/i;
const PAIR =
  /\b(?:me and (?:my )?(?:\w+ )?(?:wife|husband|partner|sister|brother|mum|dad|mother|father|son|daughter|friend|pal|cousin|other half|business partner|co-?founder)|(?:my )?(?:wife|husband|partner|sister|brother|friend|co-?founder|business partner) and (?:me|i)|the two of us|two of us|couple of us|a couple)\b/i;
const COUNTED = new RegExp(
  `\\b(?:about|around|roughly|approximately|approx\\.?|nearly|almost|over|just over|under|team of|we(?:'ve| have) got|we have|we employ|employ(?:ing)?|there(?:'s| are| is))?\\s*(${NUMBER_PATTERN})\\s*(?:of us|people|staff|employees|members of staff|team members|folk|full[- ]?timers?|workers|heads|fte|in (?:the|our) team|on (?:the|our) team|including me|including myself)\\b`,
  'i',
);
const PART_TIME = new RegExp(
  `\\b(${NUMBER_PATTERN})\\s*(?:of (?:them|us|whom) )?(?:are |is )?(?:part[- ]?time(?:rs)?|p\\/t)\\b`,
  'i',
);
const FULL_TIME = new RegExp(
  `\\b(${NUMBER_PATTERN})\\s*(?:of (?:them|us|whom) )?(?:are |is )?(?:full[- ]?time(?:rs)?|f\\/t)\\b`,
  'i',
);
const ME_PLUS = new RegExp(
  `\\b(?:me|myself) (?:and|plus|\\+) (?:a |an )?(${NUMBER_PATTERN}|couple(?: of)?|few)\\b`,
  'i',
);

function countIn(pattern: RegExp, text: string): number | null {
  const m = pattern.exec(text);
  return m ? wordsToNumber(m[1]!.replace(/ of$/, '')) : null;
}

/** "twelve carers, plus myself and one coordinator" → 14: counts of people added up. */
function headcountSum(message: string): number | null {
  const counts = [
    ...message.matchAll(
      new RegExp(
        `\\b(${NUMBER_PATTERN})\\s+(?!(?:years?|months?|weeks?|days?|hours?|%|percent|per|times|of (?:them|us|whom)|part|full)\\b)([a-z]+s?)\\b`,
        'gi',
      ),
    ),
  ]
    .map((m) => wordsToNumber(m[1]!))
    .filter((n): n is number => n !== null && n > 0 && n < 1800);
  const plusMe =
    /\b(?:plus|and|\+)\s+(?:myself|me)\b|\b(?:myself|me)\s+(?:and|plus|\+)\b/i.test(message) &&
    !/\bincluding (?:myself|me)\b/i.test(message);
  const joined =
    /\b(?:plus|and|\+)\b/i.test(message) &&
    !/\b(?:were|was|used to|last year|ago)\b/i.test(message);
  if ((counts.length >= 2 && joined) || (counts.length === 1 && plusMe)) {
    return counts.reduce((a, b) => a + b, 0) + (plusMe ? 1 : 0);
  }
  return null;
}

const LEADING_NUMBER = new RegExp(
  `^\\s*(?:about|around|roughly|approximately|nearly|almost|just over|over)?\\s*(${NUMBER_PATTERN})\\b(?!\\s*(?:years?|months?|%))`,
  'i',
);
const ME_AND_SOMEONE =
  /\b(?:just |only )?(?:me|myself) and (?:my )?(?:[A-Z][a-z]+|wife|husband|partner|sister|brother|mum|dad|mother|father|son|daughter|friend|pal|cousin|other half|business partner|co-?founder)\b(?!\s+(?:and|plus|,))/;

/** "about five of us, two part-time" → "5 (2 part-time)"; "just me" → "1 (just me)". */
export function readTeamSize(message: string, asked: boolean): string | null {
  const partTime = countIn(PART_TIME, message);
  const fullTime = countIn(FULL_TIME, message);
  let total = countIn(COUNTED, message);
  if (total === null && asked) total = headcountSum(message);
  if (total === null && asked) {
    const leading = LEADING_NUMBER.exec(message);
    if (leading) total = wordsToNumber(leading[1]!);
  }
  const mePlus = countIn(ME_PLUS, message);
  if (total === null && mePlus !== null) total = mePlus + 1;
  if (total === null && fullTime !== null) total = fullTime + (partTime ?? 0);
  if (total === null && ME_AND_SOMEONE.test(message)) total = 2;
  if (total === null && SOLO.test(message)) return '1 (just me)';
  if (total === null && PAIR.test(message)) total = 2;
  if (total === null && asked) {
    const bare = firstNumber(message);
    if (bare !== null && bare > 0 && bare < 100_000) total = bare;
  }
  if (total === null || total <= 0 || total > 100_000) return null;
  const detail = [
    fullTime !== null && partTime !== null ? `${fullTime} full-time` : null,
    partTime !== null && partTime < total ? `${partTime} part-time` : null,
  ].filter(Boolean);
  return detail.length ? `${total} (${detail.join(', ')})` : String(total);
}

// ---------- how long trading ----------

const NOT_TRADING =
  /\b(?:not (?:yet )?(?:trading|started|launched|open)|haven'?t (?:started|launched|opened)(?: yet)?|pre[- ]?(?:start|launch|trading)|still (?:an idea|planning)|just an idea|idea stage|(?:about|going|hoping|planning) to (?:start|launch|open))\b/i;

/** "we started in 2019" → "Trading since 2019 (about 7 years)"; "18 months" → "18 months". */
export function readBusinessAge(message: string, now: Date, asked: boolean): string | null {
  const thisYear = now.getUTCFullYear();
  if (NOT_TRADING.test(message)) return 'Not trading yet';
  const since =
    /\b(?:since|founded(?: in)?|established(?: in)?|est\.?|set up(?: in)?|started(?: (?:up|out|trading|the business))?(?: in| back in)?|launched(?: in)?|opened(?: (?:our|the) doors)?(?: in)?|going since|trading since|began(?: in)?|incorporated(?: in)?|registered(?: in)?|in business since)\s+(?:in\s+|back in\s+|around\s+|about\s+)?(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)?((?:19|20)\d{2})\b/i.exec(
      message,
    ) ?? (asked ? /^\s*(?:in\s+)?((?:19|20)\d{2})\s*$/.exec(message) : null);
  if (since) {
    const year = Number(since[1]);
    if (year <= thisYear && year >= 1800) {
      const years = thisYear - year;
      const span =
        years === 0 ? 'under a year' : years === 1 ? 'about a year' : `about ${years} years`;
      return `Trading since ${year} (${span})`;
    }
  }
  const duration = new RegExp(
    `\\b(?:for\\s+|about\\s+|around\\s+|nearly\\s+|almost\\s+|over\\s+|just over\\s+|just under\\s+)?(${NUMBER_PATTERN}|a|an|a couple of|a few|a year and a half)\\s+(years?|yrs?|months?|weeks?)\\b(?:\\s+(?:now|ago|old|trading|in business|going|running))?`,
    'i',
  ).exec(message);
  const talksAboutBusiness =
    asked ||
    /\b(?:trading|in business|going|running|been|started|set up|established|ago|old)\b/i.test(
      message,
    );
  if (
    duration &&
    talksAboutBusiness &&
    !/\b(?:years? old|i'?m|i am|aged?)\b.{0,12}$/i.test(
      message.slice(0, duration.index + duration[0].length),
    )
  ) {
    const phrase = duration[1]!.toLowerCase();
    const amount =
      phrase === 'a year and a half'
        ? 1.5
        : phrase === 'a' || phrase === 'an'
          ? 1
          : phrase === 'a couple of'
            ? 2
            : phrase === 'a few'
              ? 3
              : wordsToNumber(phrase);
    if (amount !== null && amount > 0 && amount < 300) {
      const unit = duration[2]!
        .toLowerCase()
        .replace(/^yrs?$/, 'year')
        .replace(/s$/, '');
      if (phrase === 'a year and a half') return 'About 18 months';
      return `${amount === 1 ? '1' : amount} ${unit}${amount === 1 ? '' : 's'}`;
    }
  }
  if (
    /\b(?:just (?:started|launched|opened|set up)|brand new|only just|last month|this month|a few weeks ago|recently (?:started|launched|set up))\b/i.test(
      message,
    )
  ) {
    return 'Just started';
  }
  if (/\blast year\b/i.test(message) && talksAboutBusiness)
    return `Trading since ${thisYear - 1} (about a year)`;
  if (asked && /\b(?:decades?|generations?|years and years|donkey'?s years|ages)\b/i.test(message))
    return tidyAnswer(message);
  return null;
}

// ---------- customers ----------

const B2B =
  /\b(?:b2b|other (?:businesses|companies|firms)|businesses|companies|firms|corporates?|corporate clients|trade customers?|the trade|wholesale(?:rs)?|retailers|stockists|shops|restaurants|cafes?|caf[eé]s|hotels|bars|pubs|venues|contractors|developers|manufacturers|distributors|organisations|charities|smes?|employers|estates|farms|farmers|practices|clinics|agencies|brands|start-?ups|builders|landlords|letting agents|architects|property managers|trades(?:men|people)?|garages|offices|distiller(?:y|ies|s)|breweries|wineries|caterers|event organisers|business to business|business-to-business)\b/i;
const B2C =
  /\b(?:b2c|the public|members of the public|general public|consumers|individuals|people|families|parents|mums|dads|kids|children|tourists|visitors|locals|local people|shoppers|homeowners|households|pet owners|students|couples|brides|walkers|cyclists|gamers|fans|patients|residents|customers directly|direct to (?:the )?(?:public|consumer|customers)|dtc|d2c|retail customers|women|men|teenagers|pensioners|older people|young people|business to consumer|business-to-consumer|walk[- ]?ins|diners|guests|holidaymakers|tenants)\b/i;
const B2G =
  /\b(?:b2g|councils?|local authorit(?:y|ies)|the nhs|nhs|government|public sector|public bodies|schools|universities|colleges|health boards?|housing associations?|the mod|police)\b/i;

/** "we sell to other businesses" → "B2B (other businesses)"; "both" → "B2B and B2C". */
export function readCustomerType(message: string, asked: boolean): string | null {
  if (
    !asked &&
    !/\b(?:sell(?:ing|s)? to|customers (?:are|include)|clients (?:are|include)|work(?:ing)? with|suppl(?:y|ies|ying)|serv(?:e|es|ing)|aimed at|for)\b/i.test(
      message,
    )
  ) {
    return null;
  }
  const kinds: string[] = [];
  if (B2B.test(message)) kinds.push('B2B');
  if (B2C.test(message)) kinds.push('B2C');
  if (B2G.test(message)) kinds.push('B2G');
  if (asked && kinds.length === 0 && /\bboth\b/i.test(message)) kinds.push('B2B', 'B2C');
  if (
    asked &&
    !kinds.includes('B2C') &&
    /\b(?:public|consumers?|anyone|everyone)\b(?! sector)/i.test(message)
  ) {
    kinds.push('B2C');
  }
  if (kinds.length === 0) return null;
  const words: Record<string, string> = {
    B2B: 'other businesses',
    B2C: 'the public',
    B2G: 'the public sector',
  };
  return `${kinds.join(' and ')} (${listInWords(kinds.map((k) => words[k]!))})`;
}

// ---------- lexicons of channels, platforms and presence ----------

type Lexicon = Array<[RegExp, string]>;

const CHANNELS: Lexicon = [
  [
    /\b(?:(?:our |my |own )?(?:online shop|web ?shop|e-?shop|e-?commerce (?:site|store)|own website|website|web site|online store|through the site|site)|online)\b/i,
    'own website',
  ],
  [/\betsy\b/i, 'Etsy'],
  [/\bamazon\b/i, 'Amazon'],
  [/\bebay\b/i, 'eBay'],
  [/\bnot on the high street|notonthehighstreet|nonths\b/i, 'Not On The High Street'],
  [/\binstagram|insta\b|\big\b/i, 'Instagram'],
  [/\bfacebook(?: marketplace)?|\bfb\b/i, 'Facebook'],
  [/\btik ?tok(?: shop)?\b/i, 'TikTok'],
  [
    /\b(?:farmers'? ?markets?|craft (?:fairs?|markets?)|christmas markets?|markets?|market stalls?|stalls?|car boots?)\b/i,
    'markets and fairs',
  ],
  [/\b(?:pop[- ]?ups?|events?|shows?|festivals?|trade shows?)\b/i, 'events and pop-ups'],
  [
    /\b(?:shop|shopfront|store|showroom|tearoom|cafe|café|restaurant|salon|studio|gallery|premises)\b/i,
    'own premises',
  ],
  [
    /\b(?:wholesale|stockists?|retailers?|distributors?|delis?|farm shops?|garden centres?|independent shops)\b/i,
    'wholesale and stockists',
  ],
  [/\b(?:subscriptions?|subscription boxes?)\b/i, 'subscriptions'],
  [/\b(?:deliveroo|just ?eat|uber ?eats)\b/i, 'delivery apps'],
  [/\b(?:booking\.com|airbnb|expedia|vrbo|sykes)\b/i, 'booking sites'],
  [
    /\b(?:phone|telephone|email|direct(?:ly)?|face[- ]to[- ]face|in person|door to door)\b/i,
    'direct sales',
  ],
  [/\b(?:tenders?|frameworks?|procurement)\b/i, 'tenders'],
  [/\b(?:agents?|resellers?|partners?)\b/i, 'partners and agents'],
];

const ACQUISITION: Lexicon = [
  [
    /\bword[- ]of[- ]mouth|recommendations?|referrals?|recommend(?:ed)?\b/i,
    'word of mouth and referrals',
  ],
  [/\brepeat (?:customers?|business|clients?)|regulars\b/i, 'repeat customers'],
  [/\bsocial media|instagram|insta\b|facebook|tik ?tok|linkedin|twitter|\bx\b/i, 'social media'],
  [
    /\bgoogle(?: search| maps| business)?|seo|search engines?|searching online\b/i,
    'search (Google)',
  ],
  [
    /\b(?:ads|adverts?|advertising|paid (?:social|ads)|google ads|facebook ads|ppc)\b/i,
    'paid advertising',
  ],
  [/\bnetworking|chamber|bni\b/i, 'networking'],
  [/\b(?:walk[- ]?ins?|passing trade|footfall|passers[- ]?by)\b/i, 'passing trade'],
  [/\b(?:events?|markets?|fairs?|shows?)\b/i, 'events and markets'],
  [/\b(?:email|newsletters?|mailing list)\b/i, 'email'],
  [/\b(?:press|newspapers?|radio|magazines?|pr)\b/i, 'press and PR'],
  [
    /\b(?:tripadvisor|booking sites?|airbnb|booking\.com|directories|yell|checkatrade|bark)\b/i,
    'listings and directories',
  ],
  [/\b(?:flyers?|leaflets?|posters?|signage)\b/i, 'print'],
  [
    /\b(?:tenders?|frameworks?|cold[- ]?calling|outbound|sales team)\b/i,
    'outbound sales and tenders',
  ],
];

const ONLINE: Lexicon = [
  [/\b(?:website|web ?site|online shop|web ?shop|\.co\.uk|\.com|\.scot)\b/i, 'website'],
  [/\binstagram|insta\b/i, 'Instagram'],
  [/\bfacebook|\bfb\b/i, 'Facebook'],
  [/\btik ?tok\b/i, 'TikTok'],
  [/\blinked ?in\b/i, 'LinkedIn'],
  [/\btwitter|\bx\.com\b/i, 'X (Twitter)'],
  [/\byou ?tube\b/i, 'YouTube'],
  [/\bpinterest\b/i, 'Pinterest'],
  [/\betsy\b/i, 'Etsy shop'],
  [/\bgoogle (?:business|my business|maps|profile|listing)\b/i, 'Google Business profile'],
  [/\btripadvisor\b/i, 'Tripadvisor'],
];

const OFFLINE: Lexicon = [
  [/\b(?:shop|shopfront|store|showroom|boutique)\b/i, 'shop'],
  [/\b(?:cafe|café|tearoom|restaurant|bar|pub|bakery|deli)\b/i, 'café or restaurant premises'],
  [
    /\b(?:studio|workshop|unit|kitchen|premises|factory|yard|warehouse|office)\b/i,
    'premises or workshop',
  ],
  [
    /\b(?:farmers'? ?markets?|craft fairs?|markets?|market stalls?|stalls?)\b/i,
    'markets and fairs',
  ],
  [/\b(?:pop[- ]?ups?|events?|shows?|festivals?|exhibitions?)\b/i, 'events'],
  [/\b(?:van|mobile|home visits?|on site|at clients'? (?:homes|premises))\b/i, 'mobile or on site'],
  [/\b(?:salon|clinic|surgery|practice|gym)\b/i, 'treatment premises'],
  [
    /\b(?:b&b|b and b|guest ?house|hotel|cottages?|holiday lets?|lodges?|glamping|campsite)\b/i,
    'accommodation',
  ],
];

const PLATFORMS: Lexicon = [
  [/\bshopify\b/i, 'Shopify'],
  [/\bwoo ?commerce\b/i, 'WooCommerce'],
  [/\bwordpress\b/i, 'WordPress'],
  [/\bsquarespace\b/i, 'Squarespace'],
  [/\bwix\b/i, 'Wix'],
  [/\betsy\b/i, 'Etsy'],
  [/\bamazon\b/i, 'Amazon'],
  [/\bebay\b/i, 'eBay'],
  [/\binstagram|insta\b/i, 'Instagram'],
  [/\bfacebook|\bfb\b/i, 'Facebook'],
  [/\btik ?tok\b/i, 'TikTok'],
  [/\blinked ?in\b/i, 'LinkedIn'],
  [/\bxero\b/i, 'Xero'],
  [/\bquick ?books\b/i, 'QuickBooks'],
  [/\bfree ?agent\b/i, 'FreeAgent'],
  [/\bsage\b/i, 'Sage'],
  [/\bsquare\b(?! (?:metres?|feet|foot|mile))/i, 'Square'],
  [/\bsum ?up\b/i, 'SumUp'],
  [/\bzettle|izettle\b/i, 'Zettle'],
  [/\bcanva\b/i, 'Canva'],
  [/\bmailchimp\b/i, 'Mailchimp'],
  [/\bgoogle (?:workspace|docs|drive|sheets)|gmail\b/i, 'Google Workspace'],
  [/\b(?:microsoft|ms) ?(?:365|office|teams)|excel|outlook\b/i, 'Microsoft 365'],
  [/\bzoom\b/i, 'Zoom'],
  [/\bslack\b/i, 'Slack'],
  [/\btrello|asana|notion|monday\.com\b/i, 'project tools'],
  [/\bhubspot|salesforce|crm\b/i, 'CRM'],
  [/\bdeliveroo|just ?eat|uber ?eats\b/i, 'delivery apps'],
  [/\bbooking\.com|airbnb|expedia\b/i, 'booking sites'],
  [/\bfresha|booksy|treatwell|calendly|acuity\b/i, 'booking software'],
  [/\bwhatsapp\b/i, 'WhatsApp'],
  [/\bchat ?gpt|copilot|\bai\b/i, 'AI tools'],
];

const MARKETING: Lexicon = [
  [
    /\bsocial media|instagram|insta\b|facebook|tik ?tok|linkedin|twitter|pinterest/i,
    'social media',
  ],
  [/\b(?:email|newsletters?|mailing list|mailchimp)\b/i, 'email newsletters'],
  [/\bword[- ]of[- ]mouth|referrals?|recommendations?\b/i, 'word of mouth'],
  [
    /\b(?:paid ads|adverts?|advertising|google ads|facebook ads|ppc|sponsored)\b/i,
    'paid advertising',
  ],
  [/\bseo|search engine|google\b/i, 'search (SEO)'],
  [/\b(?:flyers?|leaflets?|posters?|print|business cards|signage)\b/i, 'print'],
  [/\b(?:press|pr|newspapers?|radio|magazines?|blogs?|blogging)\b/i, 'press, PR and content'],
  [
    /\b(?:events?|markets?|fairs?|shows?|exhibitions?|networking|sponsorship)\b/i,
    'events and networking',
  ],
  [/\b(?:influencers?|collaborations?|collabs?|partnerships?)\b/i, 'collaborations'],
  [/\b(?:loyalty|offers|discounts|promotions?|vouchers?)\b/i, 'offers and loyalty'],
];

/** The labels of the lexicon found in the message, in the order the message names them. */
function readList(lexicon: Lexicon, message: string): string[] {
  const found: Array<[number, string]> = [];
  for (const [pattern, label] of lexicon) {
    const match = pattern.exec(message);
    if (match && !found.some(([, l]) => l === label)) found.push([match.index, label]);
  }
  return found.sort((a, b) => a[0] - b[0]).map(([, label]) => label);
}

const NONE =
  /^\s*(?:none|nothing|no|nope|not yet|not really|n\/?a|we don'?t|i don'?t|don'?t have (?:one|any))\b/i;

/** A list field: when asked, the owner's words (which carry the nuance); spotted, the labels. */
function listField(lexicon: Lexicon, message: string, asked: boolean, cue?: RegExp): string | null {
  if (asked) {
    if (NONE.test(message)) return 'None';
    return tidyAnswer(message) || null;
  }
  if (cue && !cue.test(message)) return null;
  const found = readList(lexicon, message);
  return found.length
    ? titleCase(listInWords(found).charAt(0)) + listInWords(found).slice(1)
    : null;
}

export const readSalesChannels = (m: string, asked: boolean) =>
  listField(
    CHANNELS,
    m,
    asked,
    /\b(?:sell(?:ing|s)?|sold|sales|orders?|buy from us|available (?:at|on|from|through)|stock(?:ed|ists?)|through|via)\b/i,
  );
export const readAcquisition = (m: string, asked: boolean) =>
  listField(
    ACQUISITION,
    m,
    asked,
    /\b(?:find us|found us|hear about us|heard about us|come (?:to us )?(?:through|from|via)|customers? (?:come|mostly come|find)|most (?:of our )?(?:customers|clients|work) (?:come|comes))\b/i,
  );
export const readOnlinePresence = (m: string, asked: boolean) =>
  listField(
    ONLINE,
    m,
    asked,
    /\b(?:website|web ?site|instagram|facebook|tik ?tok|linked ?in|online|social media|\.co\.uk|\.com)\b/i,
  );
export const readOfflinePresence = (m: string, asked: boolean) =>
  listField(
    OFFLINE,
    m,
    asked,
    /\b(?:shop|premises|studio|workshop|unit|market|stall|fairs?|pop[- ]?up|showroom|cafe|café|tearoom|salon|office|van)\b/i,
  );
export const readPlatforms = (m: string, asked: boolean) => listField(PLATFORMS, m, asked, /./);
export const readMarketing = (m: string, asked: boolean) =>
  listField(
    MARKETING,
    m,
    asked,
    /\b(?:market(?:ing)?|promot(?:e|ing|ion)|advertis|social media|newsletter|word of mouth)\b/i,
  );

const MAIN =
  /\b(?:mostly|mainly|mostly through|mainly through|primarily|largely|chiefly|the bulk (?:of \w+ )?(?:is|comes)|most (?:of )?(?:our |my )?(?:sales|orders|business|customers|work)(?: comes?| are| is)?(?: from| through| via| on| at)?|biggest (?:channel|source)(?: is)?|main (?:channel|way)(?: is)?)\s+([^.,;!?]+)/i;

/** "mostly Instagram and a Saturday market stall" → the first channel named after "mostly". */
export function readPrimaryChannel(message: string, asked: boolean): string | null {
  const main = MAIN.exec(message);
  if (!main) return asked ? tidyAnswer(message) || null : null;
  // "mostly Instagram and a Saturday market stall" → "Instagram": the owner's words after "mostly".
  const first = main[1]!
    .split(/\s+(?:and|&|plus|but|then|with)\s+|,/i)[0]!
    .replace(/^(?:through|via|from|on|at|the|our|my)\s+/i, '');
  return readList(CHANNELS, first).length ? tidyAnswer(first) : null;
}

// ---------- funding ----------

const FUNDING: Lexicon = [
  [
    /\b(?:self[- ]?funded|bootstrapp?(?:ed|ing)|own (?:money|savings|funds|pocket)|personal savings|savings|out of my (?:own )?pocket|my own cash|redundancy)\b/i,
    'self-funded',
  ],
  [
    /\b(?:revenue|profits?|sales|income from (?:sales|customers)|pays for itself|self[- ]sustaining|turnover)\b/i,
    'from sales',
  ],
  [
    /\b(?:start ?up loans?|bank loans?|loans?|overdraft|credit cards?|finance|borrow(?:ed|ing)?)\b/i,
    'loans',
  ],
  [/\b(?:grants?|funding from|awards?|prize money|lottery)\b/i, 'grants'],
  [
    /\b(?:investors?|investment|angels?|equity|venture capital|vc|shares|seed round|pre-?seed)\b/i,
    'investment',
  ],
  [/\b(?:crowd ?fund(?:ed|ing)?|kickstarter|crowdcube|seedrs|indiegogo)\b/i, 'crowdfunding'],
  [/\b(?:family|friends|parents|inheritance)\b/i, 'family and friends'],
  [
    /\b(?:day job|full[- ]time job|part[- ]time job|my job|salary|side hustle)\b/i,
    'alongside a job',
  ],
];

export function readFundingModel(message: string, asked: boolean): string | null {
  if (
    !asked &&
    !/\b(?:fund(?:ed|ing)?|financed?|bootstrapp|savings|loan|investors?|investment|grant|crowd ?fund|self[- ]funded|paid for)\b/i.test(
      message,
    )
  ) {
    return null;
  }
  const found = readList(FUNDING, message);
  if (found.length) {
    const text = listInWords(found);
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  return asked ? tidyAnswer(message) || null : null;
}

// ---------- stage ----------

const STAGE_WORDS: Array<[RegExp, (typeof GROWTH_STAGE_CHOICES)[number]['id']]> = [
  [
    /\b(?:idea|side[- ]?(?:hustle|line|project|business|gig)|hobby|not (?:yet )?trading|pre[- ]?(?:start|launch|revenue|trading)|thinking (?:about|of) (?:starting|setting up)|planning stage|part[- ]time alongside|evenings and weekends)\b/i,
    'idea',
  ],
  [
    /\b(?:scale[- ]?up|scaling|grow(?:ing|th)(?: fast| quickly| stage)?|expanding|expansion|rapid(?:ly)? grow|taking off|raising (?:investment|money|funds))\b/i,
    'growth',
  ],
  [
    /\b(?:established|mature|well[- ]established|steady|stable|been going for (?:years|decades)|long[- ]standing|family business for|generations?)\b/i,
    'established',
  ],
  [
    /\b(?:start[- ]?up|startup|just (?:started|launched|set up)|new business|early (?:days|stage)|first year|second year|getting started|newly)\b/i,
    'startup',
  ],
];

/** An answer read as one of the four stages, stored by its label ("Start-up"). */
export function readGrowthStage(message: string, asked: boolean): string | null {
  const choice = GROWTH_STAGE_CHOICES.find(
    (c) =>
      c.label.toLowerCase() === message.trim().toLowerCase() ||
      c.id === message.trim().toLowerCase(),
  );
  if (choice) return choice.label;
  if (
    !asked &&
    !/\b(?:stage|side[- ]?hustle|start[- ]?up|startup|scale[- ]?up|established|pre[- ]?start)\b/i.test(
      message,
    )
  ) {
    return null;
  }
  for (const [pattern, id] of STAGE_WORDS) {
    if (pattern.test(message)) return GROWTH_STAGE_CHOICES.find((c) => c.id === id)!.label;
  }
  return asked ? tidyAnswer(message) || null : null;
}

// ---------- location ----------

const LOCATION_CUE =
  /\b(?:based (?:in|on|at|near|just outside|outside|out of)|located (?:in|on|at|near)|we'?re (?:in|on|near)|i'?m (?:based )?(?:in|near)|operate (?:in|from|out of)|run (?:it )?from|working from|work from|in the (?:heart|centre|center|middle) of|(?:shop|studio|workshop|cafe|café|office|unit|premises|farm|bakery|salon|business) (?:is )?(?:in|on|near|at)|moved (?:to|up to|down to|over to)|relocated to|now in|live in|living in|situated in|near|outside|just outside|on the (?:isle|island) of)\s+(?:the\s+)?$/i;

/** The place a business is based, as the owner wrote it ("Dundee", "Isle of Skye"). */
export function readLocation(
  message: string,
  asked: boolean,
  description = false,
): PlaceMention | null {
  const places = findPlaces(message).filter((p) => p.kind !== 'body');
  if (places.length === 0) {
    if (!asked) return null;
    const text = tidyAnswer(
      message.replace(/^(?:we'?re |i'?m |it'?s )?(?:based )?(?:in|at|near|from)\s+/i, ''),
    );
    return text && text.length <= 80
      ? { name: text, region: null, kind: 'unknown', index: 0 }
      : null;
  }
  const before = (p: PlaceMention) => message.slice(Math.max(0, p.index - 40), p.index);
  // In a description, "a café in Govan" is where the business is; in a chat answer it may not be.
  const cued = places.filter(
    (p) =>
      LOCATION_CUE.test(before(p)) ||
      ((description || p.kind === 'town') &&
        /\b(?:in|at|from)\s+(?:the\s+)?(?:[\p{Lu}][\p{L}'’-]+\s+){0,3}$/iu.test(before(p))),
  );
  const pool = cued.length ? cued : asked ? places : [];
  if (pool.length === 0) return null;
  // A town is more useful than a region, a region more than a country ("Elgin, Moray, Scotland").
  const rank = { town: 0, area: 1, region: 2, country: 3, unknown: 4, body: 5 } as const;
  const corrected = /\b(?:moved|relocated|now in|now based)\b/i.exec(message);
  const after = corrected ? pool.filter((p) => p.index > corrected.index) : [];
  const candidates = after.length ? after : pool;
  return [...candidates].sort((a, b) => rank[a.kind] - rank[b.kind] || a.index - b.index)[0]!;
}

/** How the location is stored: the place, and its area when the owner gave both. */
export function locationText(mention: PlaceMention, message: string): string {
  // "Just outside Aberaeron, Ceredigion": a town we do not know, named before the area we do.
  if (mention.kind !== 'town') {
    const before = new RegExp(
      `([\\p{Lu}][\\p{L}'’-]+(?:\\s+[\\p{Lu}][\\p{L}'’-]+){0,2})\\s*,\\s*${escape(mention.name)}`,
      'u',
    ).exec(message);
    if (before && !/^(?:Just|Near|Outside|In|At|We|The|Our|Based)$/.test(before[1]!))
      return `${before[1]}, ${mention.name}`;
  }
  const around = new RegExp(
    `${escape(mention.name)}(?:\\s*,\\s*(\\p{Lu}[\\p{L}' -]+?))?(?=[.,;!?]|$|\\s+(?:and|but|where|with|we|i)\\b)`,
    'iu',
  ).exec(message);
  const area = around?.[1]?.trim();
  if (area && area.length < 40 && findPlaces(area).length > 0) return `${mention.name}, ${area}`;
  // A neighbourhood says more with its city: "Partick, Glasgow".
  return mention.city ? `${mention.name}, ${mention.city}` : mention.name;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ---------- names of businesses ----------

const BUSINESS_NOUN =
  '(?:business|company|firm|shop|brand|studio|bakery|cafe|café|restaurant|salon|agency|practice|consultancy|farm|brewery|distillery|label|charity|social enterprise|venture|start-?up|enterprise|clinic|workshop|store|boutique|gallery|b&b|guest ?house|cottage|kitchen|garage|nursery|gym|range|band)';

/** An answer to "what is the business called?": the name without "it's called". */
export function askedBusinessName(message: string): string | null {
  const text = message
    .trim()
    .replace(
      new RegExp(
        `^(?:(?:it'?s|its|it is|we'?re|we are|i'?m|i am|we|i) )?(?:(?:our|my|the) ${BUSINESS_NOUN} (?:is )?)?(?:called|named|known as|trading as|trade as|t\\/a)\\s+`,
        'i',
      ),
      '',
    )
    .replace(new RegExp(`^(?:(?:our|my|the) ${BUSINESS_NOUN} is\\s+)`, 'i'), '')
    .replace(/^(?:it'?s|its|it is)\s+/i, '')
    .replace(
      /^(?:(?:i'?m |we'?re )?thinking(?: of)?(?: calling it)?|probably|maybe|hopefully)\s+/i,
      '',
    )
    .replace(/\s+(?:but|though|although|-|–|—|\(|,)\s.*$/i, '')
    .replace(/^["'“‘]+|["'”’.!]+$/g, '')
    .replace(/\s+(?:ltd|limited|llp|cic)\.?$/i, (m) =>
      m.toUpperCase().replace('LIMITED', 'Ltd').replace('LTD', 'Ltd'),
    )
    .trim();
  if (!text || text.split(/\s+/).length > 8) return null;
  if (/^(?:no name|none|not yet|haven'?t)/i.test(text)) return 'No name yet';
  return /^[a-z]/.test(text) && !/[A-Z]/.test(text) ? titleCase(text) : text;
}

const CAPITALISED =
  "[\\p{Lu}0-9][\\p{L}0-9&'’.-]*(?:\\s+(?:&|and|of|the|de|la|[\\p{Lu}0-9][\\p{L}0-9&'’.-]*))*";

/** "our bakery is called Crumb", "Glen Mhor Coffee is a small roastery", "trading as X". */
export function spotBusinessName(message: string): string | null {
  const patterns = [
    new RegExp(
      `\\b(?:(?:our|my|the) ${BUSINESS_NOUN}(?: is)? (?:called|named)|(?:is |are )?called|trading as|t\\/a|known as)\\s+["'“‘]?(${CAPITALISED})`,
      'iu',
    ),
    new RegExp(
      `(?:^|[.!?]\\s+)(?:at\\s+)?["'“‘]?(${CAPITALISED})["'”’]?(?:\\s+\\((?:[^)]*)\\))?\\s+(?:is|are)\\s+(?:an?|the|one of)\\s+`,
      'u',
    ),
    new RegExp(
      `\\b(?:i|we)\\s+(?:run|own|started|founded|set up|launched|opened)\\s+["'“‘]?(${CAPITALISED})["'”’]?(?=[,.]|\\s+(?:in|a|an|which|back|with|from|,))`,
      'u',
    ),
    new RegExp(
      `(?:^|[.!?]\\s+)(?:Founded|Established|Started|Launched)\\s+(?:in\\s+\\d{4}\\s*)?(?:by [^,]+)?,\\s*["'“‘]?(${CAPITALISED})["'”’]?\\s+(?:is|are|has|makes|sells|offers|provides)`,
      'u',
    ),
    new RegExp(
      `\\b(?:welcome to|here at|at)\\s+["'“‘]?(${CAPITALISED})["'”’]?,?\\s+(?:we|i)\\b`,
      'u',
    ),
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const name = match[1]!.trim().replace(/[.’']+$/, '');
    const first = name.split(/\s+/)[0]!;
    if (
      /^(?:I|We|It|This|That|The|Our|My|Hi|Hello|Thanks|Yes|No|Scotland|UK|Glasgow|Edinburgh)$/.test(
        first,
      ) &&
      name.split(/\s+/).length === 1
    )
      continue;
    if (findPlaces(name).some((p) => p.name.toLowerCase() === name.toLowerCase())) continue;
    return name;
  }
  return null;
}

export { findPlaces };
