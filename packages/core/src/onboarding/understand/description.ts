/**
 * Reading a whole description of a business at once: an "about us" page, a social-media bio,
 * a funding application, a long chat message. Unlike an answer to one question, nothing says
 * which sentence is about what, so each field is found by weighing candidates: the business's
 * name among the capitalised phrases, its home among the places named (not the places it sells
 * to or wants to open in), the year it started among the years, and so on.
 */
import { findPlaces, type PlaceMention } from '@thistle/language';
import type { OnboardingField } from '@thistle/shared';
import { NUMBER_PATTERN, sentences, tidyAnswer, wordsToNumber } from './words.ts';

// ---------- shared pieces ----------

/** Words that mark a sentence as about the future: plans, not facts. */
export const FUTURE =
  /\b(?:will|(?:we|i|it|they)'ll|plan(?:s|ning)? to|our plan|aim(?:s|ing)? to|hop(?:e|es|ing) to|want(?:s)? to|'d like|would like|looking to|intend|going to|next (?:year|step|spring|summer|autumn|winter|up)|dream|goal|ambition|saving up|seeking|seek|keen to|by 20\d\d|in 20(?:2[7-9]|[3-9]\d)|coming soon|would let us|need to|(?:hiring|recruiting) (?:another|more|a further)|as we (?:open|launch|expand|grow)|(?:raising|applying) (?:£|for)|to (?:double|triple|halve|buy|open|launch|expand|reach)|double|triple|halve)\b/i;

/** The clauses of a sentence ("…frameworks, but we're keen to grow…" is a fact and a plan). */
export function clauses(sentence: string): string[] {
  return sentence
    .split(/,?\s+(?:but|while|whereas|and now|although)\s+(?=(?:we|i|our|my)\b)|;\s*/i)
    .filter(Boolean);
}

/** The sentences' clauses that state what is true today, plans left out. */
function presentClauses(text: string): string[] {
  return sentences(text).flatMap((s) => clauses(s).filter((c) => !FUTURE.test(c)));
}

const CAP_WORD = "[\\p{Lu}][\\p{L}\\p{N}'’&.-]*";
const JOINER = '(?:\\s+(?:&|and|of|the|de|na|nan|y|o)\\s+|\\s+)';
const NAME_SPAN = `${CAP_WORD}(?:${JOINER}${CAP_WORD}){0,5}`;

const BUSINESS_WORDS =
  /\b(?:ltd|limited|cic|llp|plc|co|company|distillery|smokehouse|photography|press|shop|shellfish|advisory|studio|stiwdio|bakery|travel|skips|haulage|brewing|brewery|plastics|school|joinery|exchange|physio|books|diagnostics|architects|couriers|marine|energy|freight|forestry|guest ?house|club|pay|shield|vintage|heat|loom|cacao|kit|services|farm|cottages?|café|cafe|kitchen|design|media|consulting|consultancy|solutions|labs?|tech|foods?|drinks|gin|coffee|roasters?|cycles?|bikes?|boots|works|workshop|trading|group|partners|associates|agency|collective|enterprises?|ventures|salon|clinic|gallery|crafts?|knitwear|textiles|nursery|care|xr|digital|surf|tours|holidays|lets|apparel|candles?|soap|bothy|vault|view)\b/i;

const NOT_NAMES =
  /^(?:I|We|It|Its|It's|This|That|These|Those|The|Our|My|Hi|Hello|Hiya|Hey|Dear|Thanks|Thank|Kind|Regards|Yes|No|Most|Around|About|Today|Since|Now|Every|Each|All|Over|Under|In|On|At|From|For|With|Book|Order|Call|Find|Drop|Pop|Contact|Open|Opened|Started|Founded|Established|Family|Welcome|Salaam|Shwmae|Hola|So|And|But|If|When|Next|Dream|Made|Me|Just|Only|Three|Two|One|Five|Six|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|UK|NHS|EU|US|USA|VAT|ISO|DM|GPS|AI|GRP|Christmas|Eid|Scottish|Welsh|English|British|Irish)$/;

/** A pattern source that matches `words` in any case, so the name beside them keeps its capitals. */
function caseless(words: string): string {
  return words.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
}

function isPlaceOnly(span: string): boolean {
  const places = findPlaces(span);
  return places.some((p) => p.name.toLowerCase() === span.toLowerCase().replace(/^the\s+/, ''));
}

// ---------- the business's name ----------

interface Candidate {
  name: string;
  score: number;
}

/** The business's name, or null when no phrase looks enough like one. */
export function nameFromDescription(text: string): string | null {
  const candidates = new Map<string, Candidate>();
  const add = (raw: string, score: number) => {
    let name = raw
      .trim()
      .replace(/[.,!?;:]+$/, '')
      .replace(/\s+(?:is|are|was|were)$/i, '')
      .replace(/['’]s$/, (m) => (raw.includes(' ') ? m : ''));
    name = name.replace(/^(?:The)\s+(?=\S+\s+\S)/, 'The ');
    const first = name.split(/\s+/)[0]!;
    if (!name || (NOT_NAMES.test(first) && !/^The\s/.test(name))) return;
    if (/^The\s/.test(name) && name.split(/\s+/).length < 2) return;
    if (isPlaceOnly(name)) return;
    let bonus = 0;
    if (BUSINESS_WORDS.test(name)) bonus += 2;
    if (name.split(/\s+/).length >= 2) bonus += 1;
    const current = candidates.get(name.toLowerCase());
    const total = score + bonus + (current ? 1 : 0);
    if (!current || current.score < total)
      candidates.set(name.toLowerCase(), { name, score: total });
  };

  const patterns: Array<[RegExp, number]> = [
    [
      new RegExp(
        `\\b(?:${caseless("welcome to|hello from|greetings from|we(?:'re| are)|i run|we run|i own|set up|started|founded|behind|here at|this is|called|named|maybe|probably|trading as|known as")}|(?:${caseless("i'?m|im")}) \\p{Lu}\\p{L}+ ${caseless('from')})\\s+(?:${caseless('the')}\\s+)?(${NAME_SPAN})`,
        'gu',
      ),
      3,
    ],
    [
      new RegExp(
        `(?:^|[.!?]\\s+|\\n)(?:(?:at|today|now|here|since \\d{4},?)\\s+)?(${NAME_SPAN})\\s+(?:is|are|was|were|has|have|builds|runs|makes|provides|offers|employs|started|opened|began|designs|produces)\\b`,
        'gu',
      ),
      3,
    ],
    [
      new RegExp(
        `(?:^|\\n)\\s*(?:[^\\p{L}\\s]+\\s*)?(${NAME_SPAN})(?=\\s*(?:[.,!]|[^\\p{L}\\p{N}\\s'’&.-]|$))`,
        'gu',
      ),
      2,
    ],
    [new RegExp(`(${NAME_SPAN})\\s*[^\\p{L}\\p{N}\\s.!?]*\\s*$`, 'u'), 2],
    [new RegExp(`\\bat\\s+(${NAME_SPAN}),?\\s+(?:near|just outside|outside|by)\\b`, 'gu'), 3],
    [new RegExp(`^\\W*\\p{L}+[!,]\\s*[^\\p{L}]*\\s*(${NAME_SPAN})(?=\\s*[.,!])`, 'gu'), 3],
    [
      new RegExp(
        `\\b(?:an? app|a (?:business|company|shop|brand|label|studio)) called (${NAME_SPAN})`,
        'gu',
      ),
      4,
    ],
  ];
  for (const [pattern, score] of patterns) {
    for (const match of text.matchAll(
      pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`),
    )) {
      add(match[1]!, score);
    }
  }
  // Any other capitalised phrase that carries a business word ("the Broch Smokehouse").
  for (const match of text.matchAll(new RegExp(`(${NAME_SPAN})`, 'gu'))) {
    if (BUSINESS_WORDS.test(match[1]!) && match[1]!.split(/\s+/).length >= 2) add(match[1]!, 1);
  }
  const best = [...candidates.values()].sort((a, b) => b.score - a.score)[0];
  return best && best.score >= 4 ? best.name : null;
}

// ---------- where it is ----------

const HOME_CUE =
  /(?:\b(?:in|at|near|from|outside|out of|based in|based near|on the edge of|on the outskirts of|just outside|heart of|shed near|here in|in the town of)\s+(?:the\s+)?(?:[\p{Lu}][\p{L}'’-]+\s+){0,3}$)/u;
const AWAY_CUE =
  /\b(?:to|into|across|throughout|around|all over|over the border in|second|another|new|open(?:ing)?|expand(?:ing)?|launch(?:ing)?|satellite|hub|office|depot|exports? to|customers in|clients in|visitors from|groups from|trips to|sales to|distributor in)\b[^.!?]{0,25}$/i;

/** Where the business is based: the place it speaks from, not the places it serves or plans. */
export function placeFromDescription(text: string): PlaceMention | null {
  const places = findPlaces(text).filter((p) => p.kind !== 'body');
  if (places.length === 0) return null;
  const counts = new Map<string, number>();
  for (const p of places)
    counts.set(p.name.toLowerCase(), (counts.get(p.name.toLowerCase()) ?? 0) + 1);
  const sentenceOf = (index: number) => {
    const start = Math.max(
      text.lastIndexOf('.', index),
      text.lastIndexOf('!', index),
      text.lastIndexOf('\n', index),
    );
    const endCandidates = ['.', '!', '\n'].map((c) => text.indexOf(c, index)).filter((i) => i >= 0);
    return text.slice(start + 1, endCandidates.length ? Math.min(...endCandidates) : text.length);
  };
  const kindScore = { town: 2, area: 1, region: 0, country: -1, unknown: 0, body: -9 } as const;
  let best: { place: PlaceMention; score: number } | null = null;
  for (const place of places) {
    const before = text.slice(Math.max(0, place.index - 45), place.index);
    const after = text.slice(place.index + place.name.length, place.index + place.name.length + 12);
    let score = kindScore[place.kind];
    if (HOME_CUE.test(before)) score += 3;
    if (
      /\b(?:from home in|based (?:in|near)|here in|live in|living in|(?:our|my) (?:\w+ )?(?:shop|studio|workshop|office|unit|premises|farm|depot|yard|garage|shed|classroom|kitchen) (?:in|on|at|near))\s+(?:the\s+)?$/i.test(
        before,
      )
    ) {
      score += 2;
    }
    if (/\b(?:firm|company|job|employer|university|hackathon) (?:in|at)\s+$/i.test(before))
      score -= 4;
    // Part of a longer proper name ("Glen Ness Cycle Co", "the Buchan family").
    const capitalisedBefore = /[\p{Lu}][\p{L}'’-]*\s+$/u.test(before);
    const sentenceStartBefore = /(?:^|[.!?]\s*)[\p{Lu}][\p{L}'’-]*\s+$/u.test(before);
    if (capitalisedBefore && !sentenceStartBefore && !HOME_CUE.test(before)) score -= 3;
    if (
      /^\s+(?:family|clan|road|street|avenue|house|castle|hotel|bank|university|college|council|cycle|co\b|ltd\b)/i.test(
        after,
      )
    ) {
      score -= 3;
    }
    if (
      /^['’]?s?[-\s](?:based|made|born)\b/i.test(after) ||
      (/^\s*[,.](?:\s|$)/.test(after) && place.index < 80)
    )
      score += 2;
    if (place.index < 120) score += 1;
    score += Math.min(2, (counts.get(place.name.toLowerCase()) ?? 1) - 1);
    if (AWAY_CUE.test(before)) score -= 4;
    if (FUTURE.test(sentenceOf(place.index))) score -= 3;
    if (place.region === 'international') score -= 5;
    if (!best || score > best.score) best = { place, score };
  }
  return best && best.score >= 1 ? best.place : null;
}

// ---------- when it started ----------

const START_CUE =
  /\b(?:since|founded|established|est\.?|set (?:it |the business |us )?up|started|launched|opened|began|took (?:over|(?:the|it) \w+ over)|bought|formed|spun out|became|running since|working since|going since|trading since|in business since|incorporated|back in|swapped|left (?:my|our)|quit)\b/i;

/** "Trading since 2019 (about 7 years)" from the earliest year the text says it started. */
export function ageFromDescription(text: string, now: Date): string | null {
  const thisYear = now.getUTCFullYear();
  let earliest: number | null = null;
  for (const sentence of sentences(text)) {
    if (FUTURE.test(sentence) && !START_CUE.test(sentence)) continue;
    for (const match of sentence.matchAll(/\b(1[89]\d{2}|20\d{2})\b/g)) {
      const year = Number(match[1]);
      if (year > thisYear) continue;
      const before = sentence.slice(Math.max(0, match.index - 70), match.index);
      if (!START_CUE.test(before) && !/^\s*(?:[A-Z][a-z]+\s+)?$/.test(before)) continue;
      if (START_CUE.test(before) || /\bsince\s*$/i.test(before)) {
        earliest = earliest === null ? year : Math.min(earliest, year);
      }
    }
  }
  if (earliest === null) return null;
  const years = thisYear - earliest;
  const span = years <= 0 ? 'under a year' : years === 1 ? 'about a year' : `about ${years} years`;
  return `Trading since ${earliest} (${span})`;
}

// ---------- how many people ----------

const PEOPLE =
  '(?:people|staff|employees|workers|team members|members of staff|of us|instructors|coaches|tutors|teachers|scientists|engineers|architects|technologists|translators|interpreters|joiners|carers|nurses|chefs|cooks|drivers|mechanics|physiotherapists|physios|developers|designers|animators|game-?masters|bakers|brewers|stylists|therapists|consultants|accountants|advisers|advisors|guides|riders|makers|knitters|fitters|installers|operators|roofers|electricians|plumbers|builders|pals|friends|founders|co-?founders|sisters|brothers|partners)';

/** The head count the text gives for today, the owner included. */
export function teamFromDescription(text: string): string | null {
  const grown =
    new RegExp(
      `\\b(?:grown|grew|gone|risen)\\s+(?:from\\s+(?:${NUMBER_PATTERN})\\s+)?to\\s+(${NUMBER_PATTERN})\\s*${PEOPLE}?`,
      'i',
    ).exec(text) ??
    new RegExp(
      `\\bteam (?:has )?(?:grown|grew|gone)?\\s*from\\s+${NUMBER_PATTERN}\\s+to\\s+(${NUMBER_PATTERN})`,
      'i',
    ).exec(text);
  const patterns = [
    grown,
    new RegExp(`\\bteam of\\s+(${NUMBER_PATTERN})\\b`, 'i').exec(text),
    new RegExp(`\\bthere(?:'s| are| is)\\s+(${NUMBER_PATTERN})\\s+of us\\b`, 'i').exec(text),
    new RegExp(
      `\\b(?:we|i)\\s+(?:now\\s+)?employ\\s+(?:around\\s+|about\\s+|over\\s+)?(${NUMBER_PATTERN})\\b`,
      'i',
    ).exec(text),
    new RegExp(`\\bemploys\\s+(?:around\\s+|about\\s+|over\\s+)?(${NUMBER_PATTERN})\\b`, 'i').exec(
      text,
    ),
    new RegExp(
      `\\b(?:now|today)\\s+(?:we(?:'re| are)\\s+)?(${NUMBER_PATTERN})\\s+${PEOPLE}`,
      'i',
    ).exec(text),
    new RegExp(
      `\\b(?:we(?:'re| are)|we are now|we're now)\\s+(?:a team of\\s+)?(${NUMBER_PATTERN})\\s+(?:people|of us|staff|strong)\\b`,
      'i',
    ).exec(text),
    new RegExp(
      `\\b(${NUMBER_PATTERN})\\s+(?:full[- ]time\\s+|permanent\\s+|fully qualified\\s+|chartered\\s+)?${PEOPLE}\\b(?!\\s+(?:a|per|each) )`,
      'i',
    ).exec(text),
    new RegExp(`\\b(?:just\\s+)?the\\s+(${NUMBER_PATTERN})\\s+of us\\b`, 'i').exec(text),
  ];
  for (const match of patterns) {
    if (!match) continue;
    const n = wordsToNumber(match[1]!);
    if (n !== null && n > 0 && n < 100_000) return String(n);
  }
  const plus = new RegExp(
    `\\b(?:me|myself)\\s*(?:\\+|plus|and)\\s*(${NUMBER_PATTERN})\\s+(?:part[- ]timers?|others?|staff|people|employees|helpers)`,
    'i',
  ).exec(text);
  if (plus) {
    const n = wordsToNumber(plus[1]!);
    if (n !== null) return String(n + 1);
  }
  if (
    /\b(?:(?:just|only) me and (?:my |one )?(?:\p{Lu}\p{L}+|partner|wife|husband|sister|brother|friend|pal|other \w+)|me and one other|the two of us|two of us|run by \p{Lu}\p{L}+ and \p{Lu}\p{L}+)\b/iu.test(
      text,
    )
  ) {
    return '2';
  }
  if (
    /\b(?:it'?s just me|it'?s only me|only me|just me|i work on my own|on my own|one[- ](?:wo)?man band|sole trader|by myself)\b/i.test(
      text,
    )
  ) {
    return '1 (just me)';
  }
  // Written all in "I" and "my", never "we": one person.
  if (/\b(?:i|i'm|my)\b/i.test(text) && !/\b(?:we|we're|we've|our|us)\b/i.test(text)) {
    return '1 (just me)';
  }
  return null;
}

// ---------- what it does ----------

const MAKING_VERBS =
  'make|makes|making|produce|produces|producing|bake|bakes|baking|brew|brews|brewing|roast|roasts|distil|distils|weave|weaves|weaving|knit|knits|sew|sews|craft|crafts|design|designs|designing|build|builds|building|develop|develops|developing|repair|repairs|fix|fixes|refurbish|refurbishes|install|installs|teach|teaches|teaching|tutor|tutors|train|trains|grow|grows|farm|farms|smoke|smokes|cold-smoke|catch|catches|supply|supplies|sell|sells|offer|offers|provide|provides|provided|deliver|delivers|do|does|hire out|hires out|rent out|run|runs|help|helps|specialise|specialises|specialize|manufacture|treat|treats|photograph|photographs|translate|translates|care for|cook|cooks|serve|serves|host|hosts|organise|organises|license|licenses|haul|hauls|hauling|resell|resells|rescue|rescues';
/** A verb of doing after its subject ("we bake", "I weave", "Quaich Pay builds", "who run"). */
const DOING = new RegExp(
  `\\b(?:we|i|they|who|which|that|and|also|still|now|to)(?:'ve|'re|'m)?\\s+(?:(?:\\w+ly|also|still|now|all|both|started|been)\\s+){0,2}(?:${MAKING_VERBS}|doing|making|building|teaching|selling)\\b|\\b[\\p{Lu}][\\p{L}]+\\s+(?:${MAKING_VERBS.split(
    '|',
  )
    .filter((v) => v.endsWith('s'))
    .join('|')})\\b`,
  'iu',
);
const PERFECT_DOING =
  /\b(?:has|have)\s+(?:been\s+)?(?:provid|mak|teach|build|design|suppl|offer|deliver|run|help|serv|sell|produc|grow|farm|smok|photograph|translat|install|repair|train)\w*/i;
/** Offers written as a noun phrase, as bios do: "Surf lessons for beginners", "Tours, rooms and…". */
const OFFER_NOUNS =
  /\b(?:lessons|classes|courses|tours|rooms|treatments|sessions|services|repairs|products|range|hire|rentals|holidays|workshops|menus?|boxes|kits|installations?|consultancy|training|care|support)\b[^.]{0,40}\bfor\b/i;
const HISTORY =
  /\b(?:generations?|since \d{4}|founded|started|set up|opened|took over|my (?:father|dad|mum|mother|parents|grandfather)|back in \d{4})\b/i;

function productScore(sentence: string, businessName: string | null): number {
  const words = sentence.split(/\s+/).length;
  if (words < 3) return -9;
  let score = 0;
  if (DOING.test(sentence) || PERFECT_DOING.test(sentence)) score += 2;
  if (
    /\b(?:we|i)\s+(?:\w+\s+){0,2}(?:work (?:mainly |mostly )?on|specialise in|doing)\b/i.test(
      sentence,
    )
  )
    score += 2;
  if (OFFER_NOUNS.test(sentence)) score += 2;
  else if (
    /\b(?:lessons|classes|courses|tours|rooms|treatments|sessions|repairs|hire|rentals|holidays|workshops|servicing|moulding|toolmaking|fabrication|installation)\b/i.test(
      sentence,
    )
  )
    score += 1;
  if (
    businessName &&
    new RegExp(`^(?:the\\s+)?${escapeRe(businessName)}\\s+(?:is an?\\b|[a-z])`, 'i').test(
      sentence.trim(),
    )
  )
    score += 2;
  // A short line with no subject, as listings and bios open: "Rope-grown mussel farm, Shetland."
  if (
    words <= 14 &&
    !/\b(?:we|i|our|my|you|they|is|are|was|were)\b/i.test(sentence) &&
    !/^\s*(?:hi|hello|hola|dear)/i.test(sentence)
  )
    score += 1;
  if (/\b(?:is|are)\s+an?\s+/i.test(sentence)) score += 1;
  if (/,[^,]+(?:,| and )/.test(sentence)) score += 1;
  if (HISTORY.test(sentence)) score -= 1;
  if (/\b(?:employ|staff|team of|of us|people work)\b/i.test(sentence)) score -= 2;
  if (FUTURE.test(sentence)) score -= 2;
  if (
    /\b(?:customers|clients|book|call|contact|dm me|find us|most of our (?:work|sales))\b/i.test(
      sentence,
    )
  )
    score -= 1;
  if (/^\s*(?:hi|hello|hiya|dear|thanks|kind regards|welcome)\b/i.test(sentence) && words < 9)
    score -= 3;
  if (businessName && sentence.replace(/[.!]$/, '').trim() === businessName) score -= 3;
  return score;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the business does, in the owner's words: its best one or two sentences. */
export function productFromDescription(text: string, businessName: string | null): string | null {
  const scored = sentences(text)
    .map((sentence, index) => ({ sentence, index, score: productScore(sentence, businessName) }))
    .filter((s) => s.score >= 1)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  if (scored.length === 0) {
    // Not trading yet: what they plan to do is what they do.
    const plan = sentences(text).find((s) => DOING.test(s) && FUTURE.test(s));
    return plan ? tidyAnswer(plan) : null;
  }
  const [best, next] = scored;
  const chosen =
    next && next.score >= best!.score - 1 && best!.sentence.length + next.sentence.length < 320
      ? [best!, next]
      : [best!];
  return tidyAnswer(
    chosen
      .sort((a, b) => a.index - b.index)
      .map((s) => s.sentence.replace(/[.!]$/, ''))
      .join('. '),
  );
}

// ---------- who buys ----------

const BUSINESS_BUYERS =
  /\b(?:businesses|companies|firms|manufacturers|smes|retailers|wholesalers|processors|restaurants|takeaways|cafes|caf[eé]s|hotels|bars|pubs|bottle shops|delis|farm shops|pet shops|shops|boutiques|supermarkets?|offices|broadcasters|publishers|studios|sawmills|merchants|contractors|builders|developers|estates|training providers|credit unions|lenders|clubs|fish farms|ferry company|distilleries|breweries|designers|tailors|trade(?: enquiries| customers)?|wholesale|distributors?|practices|agencies|sole traders|tradespeople|farmers|brands|employers|work teams|corporate|managed service providers|industries|industry|housing associations|investment companies|charities|venues|organisations|operators)\b/i;
const PUBLIC_BUYERS =
  /\b(?:councils?|local authorit(?:y|ies)|nhs|health boards?|health and social care partnership|universities|primary schools|schools|colleges|government|public[- ]sector|national \w+ agency|library|libraries|police|the ministry)\b/i;
const PEOPLE_BUYERS =
  /\b(?:the public|members of the public|consumers|families|households|householders|homeowners|couples|tourists|visitors|walkers|golfers|students|patients|learners|pupils|adults|kids|children|parents|residents|locals|local people|private (?:clients|customers|yacht owners)|riders|players|birthday parties|guests|diners|shoppers|fans|pet owners|refugees|people on low incomes|care leavers|older people|groups from|stag|hen|beginners|drivers|folk|everyone|anyone)\b/i;
const CONSUMER_CHANNELS =
  /\b(?:online shop|shop online|book online|pop in|drop by|(?:our|the) (?:\w+ )?shop|sell through our website|taproom|pick[- ]your[- ]own|farm gate|ko-?fi|etsy|depop|vinted|ebay|booking\.com|gift vouchers|dm me|ships? uk-wide|post (?:\w+ ){0,4}all over)\b/i;
const NOT_ABOUT_BUYERS =
  /\b(?:employ|staff|team of|of us|founded|started|set up|generations|my (?:father|dad|mum|parents|grandfather)|volunteer directors)\b/i;

/** B2B / B2C / B2G from who the text says buys, as "B2B and B2C (…)". */
export function customerTypeFromDescription(text: string): string | null {
  const scope = presentClauses(text)
    .filter((c) => !NOT_ABOUT_BUYERS.test(c))
    .join(' ');
  const kinds: string[] = [];
  if (BUSINESS_BUYERS.test(scope)) kinds.push('B2B');
  if (PEOPLE_BUYERS.test(scope) || CONSUMER_CHANNELS.test(text)) kinds.push('B2C');
  if (PUBLIC_BUYERS.test(scope)) kinds.push('B2G');
  if (kinds.length === 0) return null;
  const words: Record<string, string> = {
    B2B: 'other businesses',
    B2C: 'the public',
    B2G: 'the public sector',
  };
  const list = kinds.map((k) => words[k]!);
  const readable =
    list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0]!;
  return `${kinds.join(' and ')} (${readable})`;
}

// ---------- lists in the owner's words ----------

const CHANNEL_PHRASES =
  /\b(?:(?:our |the |my )?(?:own )?(?:online shop|web ?shop|website|web site|online store|app)|online|book(?:ing)? online|ko-?fi(?: shop)?|etsy|amazon|ebay|depop|vinted|not on the high street|instagram|facebook|tik ?tok(?: shop)?|(?:farmers'? |craft |christmas )?markets?|(?:country |craft )?fairs?|pop-?up(?: store)?|taproom|(?:our |the )?(?:\w+ )?shop|farm gate(?: stall)?|pick-your-own|stockists|wholesalers?|wholesale(?: arm)?|retailers|bottle shops|supermarkets?(?: chains?)?|distributors?|travel agents?|booking\.com|airbnb|subscription(?: box)?|(?:council |housing association |public-sector )?(?:contracts|frameworks|tenders)|direct(?:ly)?|sales team|call the (?:office|yard))\b/gi;

/** The channels a description names, as it names them ("our website, our distillery shop"). */
export function channelsFromDescription(text: string): string | null {
  const scope = presentClauses(text)
    .filter((s) =>
      /\b(?:sell|sells|selling|sold|order|orders|buy|book|booking|find us|shop|through|via|on our|supplying|supply|ships?|post|available|goes to|comes? through|won through)\b/i.test(
        s,
      ),
    )
    .join(' ');
  const found: string[] = [];
  for (const match of scope.matchAll(CHANNEL_PHRASES)) {
    const phrase = match[0].trim().replace(/^(?:our|the|my)\s+/i, '');
    if (!found.some((f) => f.toLowerCase() === phrase.toLowerCase())) found.push(phrase);
  }
  return found.length ? tidyAnswer(found.slice(0, 6).join(', ')) : null;
}

const FUNDING_PHRASES =
  /\b(?:venture capital|seed round|angel(?: syndicate| investors?)?|investors?|equity|crowdfunding|crowdfunded|community share offer|share offer|start up loan|bank loan|loans?|grants?|feasibility funding|self[- ]funded|bootstrapped|savings|our own money|scottish investment bank|social investor|revenue|trading income)\b/gi;

/** How the business is funded, in the words the description uses. */
export function fundingFromDescription(text: string): string | null {
  const scope = sentences(text)
    .filter((s) =>
      /\b(?:fund|funded|funding|backed|raised|raising|closed|round|invest|loan|grant|savings|income|revenue|share offer|crowd)/i.test(
        s,
      ),
    )
    .join(' ');
  const found = new Set<string>();
  for (const match of scope.matchAll(FUNDING_PHRASES)) found.add(match[0].toLowerCase());
  return found.size ? tidyAnswer([...found].join(', ')) : null;
}

const ACQUISITION_PHRASES =
  /\b(?:word of mouth|recommendations?|recommended|referrals?|repeat (?:clients|customers)|linkedin|instagram|facebook|tik ?tok|google(?: reviews)?|old contacts|networking|tenders|frameworks|walk-?ins|passing trade|reviews)\b/gi;

export function acquisitionFromDescription(text: string): string | null {
  const scope = sentences(text)
    .filter((s) =>
      /\b(?:find|found|come(?:s)? (?:to us )?(?:through|from)|hear|won through|referred|recommend|through)\b/i.test(
        s,
      ),
    )
    .join(' ');
  const found = new Set<string>();
  for (const match of scope.matchAll(ACQUISITION_PHRASES)) found.add(match[0].toLowerCase());
  return found.size ? tidyAnswer([...found].join(', ')) : null;
}

// ---------- stage ----------

const SIDE_HUSTLE =
  /\b(?:day jobs?|on the side|evenings and weekends|in the evenings|side[- ]hustle|alongside (?:my|a|our) (?:job|day job|full[- ]time job)|while i work|not trading yet|hobby|working full[- ]time for|until i can leave my job)\b/i;
const GROWING =
  /\b(?:(?:has|have) grown|grew|grown from \d|doubled|tripled|closed a|seed round|series [ab]|we(?:'re| are) (?:raising|recruiting|hiring)|(?:are|is) hiring|hiring (?:another|more|for|in)|recruiting (?:a further|another)|export sales|exports? to|turnover has|revenue grew|scale-?up)\b/i;

/** The stage when a description says it plainly: a side hustle, or a business growing fast. */
export function stageFromDescription(text: string): string | null {
  if (SIDE_HUSTLE.test(text)) return 'Idea / side hustle';
  if (GROWING.test(text)) return 'Growth / scale-up';
  return null;
}

// ---------- plans ----------

const PLAN_CUES: Partial<Record<OnboardingField, RegExp>> = {
  planned_offerings:
    /\b(?:launch|add|introduce|start (?:selling|offering|doing)|new (?:range|product|products|line|service|course|menu)|second (?:clinic|shop|site|product)|subscription|workshops coming|coming soon|next up|mobile)\b/i,
  team_expansion_plans:
    /\b(?:hire|hiring|recruit|recruiting|take on|taking on|junior|apprentice|first employee|another \w+ (?:maker|baker|chef|developer))\b/i,
  digital_development_plans:
    /\b(?:website|online shop|sell(?:ing)? (?:\w+ ){0,3}online|app|booking system|e-?commerce|digital)\b/i,
  customer_growth_strategy:
    /\b(?:more (?:clients|customers|accounts|stockists)|new (?:clients|customers|markets)|into (?:a|the|new)|export|wholesale accounts|grow (?:our )?(?:private|customer|client)|get(?:ting)? into|reach)\b/i,
};

/** Sentences about the future, sorted to the plan fields they speak to. */
export function plansFromDescription(text: string): Partial<Record<OnboardingField, string>> {
  const out: Partial<Record<OnboardingField, string>> = {};
  const future = sentences(text).filter((s) => FUTURE.test(s));
  if (future.length === 0) return out;
  out.growth_objectives = tidyAnswer(future.join(' '));
  for (const [field, cue] of Object.entries(PLAN_CUES) as Array<[OnboardingField, RegExp]>) {
    const sentence = future.find((s) => cue.test(s));
    if (sentence) out[field] = tidyAnswer(sentence);
  }
  return out;
}
