import { wallClock, zonedTime } from '../time.ts';
import { findDateMentions, parseTimeRange, TIME_RANGE } from './dates.ts';
import type { Window } from './deadline.ts';
import { settleMention, type SettledMention, type SettledParts } from './year.ts';

/** A listing's labels ("Date: …", "Venue: …"), a named week or show ("Cyber Scotland Week"). */
const LISTING =
  /(?:^|\n)[ \t]*(?:[Dd]ates?|[Ww]hen|[Tt]ime|[Vv]enue)[ \t]*[:|]|\b[A-Z][\w'’&-]*\s+(?:Week|Show)\b/;
/** Words that make a text read like an event, not a call, a guide or news. */
const EVENT_WORDS = [
  'event',
  'webinar',
  'workshop',
  'conference',
  'meet-?up',
  'session',
  'seminar',
  'masterclass',
  'networking',
  'expo',
  'exhibition',
  'summit',
  'bootcamp',
  'festivities',
  'clinic',
  'drop-in',
  'breakfast',
  'lunch',
  'dinner',
  'showcase',
  String.raw`open\s+day`,
  'hackathon',
  'festival',
  String.raw`(?:trade|jobs?|careers?|craft|food|business|recruitment|christmas|funding|funders['’]?|community|enterprise|volunteer(?:ing)?|information)\s+fair`,
  String.raw`launch\s+event`,
  'course',
  'training',
  'tour',
  'roadshow',
  'briefing',
  // "a trade and investment mission", "a market visit to China": a mission abroad by any name.
  String.raw`(?:trade|investment|business|export|sales)(?:\s+and\s+(?:investment|trade))?\s+mission`,
  String.raw`market\s+visit`,
  'ceilidh',
  // Not "data gathering" or "information gathering".
  String.raw`(?<!(?:data|information|evidence|intelligence)\s)gathering`,
  'keynote',
  'speaker',
  'forum',
  'symposium',
  String.raw`(?:trade|county|agricultural|farm|food|craft|motor|boat|flower|wedding)\s+show`,
  'ceremony',
  'convention',
  String.raw`demo\s+day`,
  String.raw`open\s+evening`,
  'q&a',
  String.raw`meet\s+the\s+(?:buyers?|funders?|investors?|experts?)`,
  'meeting',
  'agm',
  String.raw`round\s?table`,
  'lecture',
  String.raw`panel\s+discussion`,
  'retreat',
  'celebration',
  'gala',
  // "host the black-tie night at Headingley", "the awards evening": awards name no other event word.
  String.raw`black[- ]tie`,
  String.raw`awards?\s+(?:night|evening)`,
  'reception',
  'screening',
  'pop-up',
  String.raw`open\s+house`,
  String.raw`information\s+(?:evening|session|day)`,
  String.raw`coffee\s+morning`,
  String.raw`(?:business|advice|funding)\s+surger(?:y|ie)`,
  String.raw`(?:farmers['’]?|christmas|craft|food|makers['’]?|street)\s+market`,
  // Not "world-class".
  String.raw`(?<!-)class`,
  'tutorial',
  String.raw`pitch(?:ing)?\s+(?:night|event|day)`,
];
const EVENT_PHRASES = [
  String.raw`takes?\s+place`,
  String.raw`taking\s+place`,
  'attend',
  'attendees?',
  // "Book a stall at the Christmas market": a trader's place at an event.
  String.raw`book\s+(?:your\s+|a\s+)?(?:place|ticket|seat|space|stall|pitch)(?:s|es)?`,
  // "Come along from 6.30pm on Wed 12 Aug", "come along and meet the team": an invitation.
  String.raw`come\s+along\s+(?:to|and|on|from|at)`,
  String.raw`free\s+to\s+attend`,
  String.raw`places\s+are\s+limited`,
  String.raw`(?:will\s+be|is\s+being)\s+held`,
  String.raw`join\s+us`,
  // "The awards will be presented on Friday 21 October", "will be staged on October 7": said of
  // awards and shows, which name no event word.
  String.raw`(?:will\s+be|are\s+to\s+be|is\s+to\s+be)\s+(?:staged|presented|hosted)(?=\s+(?:on|at|in)\b)`,
  // "We invite members to Queen Margaret University on 20 November": an invitation to a place.
  String.raw`(?:we|you\s+are)\s+(?:warmly\s+)?invit(?:e|ed)\s+(?:\w+\s+){0,2}?to\b(?!\s+(?:apply|enter|submit|bid|nominate|take\s+part\s+in\s+(?:a|the|our)\s+(?:survey|consultation)))`,
  String.raw`when(?=\s*:)`,
  // "Winners will be named at the Crowne Plaza on 19 November": the awards night, at a venue.
  String.raw`winners\s+(?:will\s+be|are\s+to\s+be)\s+(?:named|announced|revealed|crowned|unveiled)\s+at`,
];
const EVENT_WORDS_AND_PHRASES = new RegExp(
  String.raw`\b(?:(?:${EVENT_WORDS.join('|')})(?:s|es)?|${EVENT_PHRASES.join('|')})\b`,
  'i',
);
/**
 * "The Balmoral Show", "the Royal Highland Show": a show by its name, capitalised. Not the verb
 * ("figures show"), which is why "show" is not an event word.
 */
const NAMED_SHOW = /\b[Tt]he\s+(?:[A-Z][\w'’-]*\s+){1,3}Show\b/;
/** "TechMeetup", "DigitalMeetUp": a meetup by its one-word name. */
const NAMED_MEETUP = /[a-z]Meet[Uu]ps?\b/;
/** "Startup Weekend", "Open Studios Weekend": a weekend by its name, not a holiday's. */
const NAMED_WEEKEND =
  /\b(?!(?:Bank|Holiday|Easter|Christmas|Jubilee|Coronation|The|This|Next|Last)\s)[A-Z][\w'’-]*\s+Weekend\b/;
const EVENT_SIGNAL = {
  test: (text: string) =>
    EVENT_WORDS_AND_PHRASES.test(text) ||
    NAMED_SHOW.test(text) ||
    NAMED_MEETUP.test(text) ||
    NAMED_WEEKEND.test(text),
};

/** Right after a date, the event it is held at: "on 23 October at the awards ceremony". */
const AT_THE_EVENT_AFTER =
  /^(?:,?\s*\d{4})?,?\s*(?:at|during)\s+(?:the|a|an|our|this\s+year['’]s)\s+(?:[\w'’&-]+\s+){0,3}?(?:ceremony|dinner|gala|celebration|reception|(?:marquee|awards|celebration)\s+event|awards\s+(?:night|evening|lunch))\b/i;
/** An awards ceremony, or the awards' dinner or gala. */
const CEREMONY =
  /\b(?:(?:awards?|presentation)\s+(?:ceremony|dinner|night|evening|lunch)|ceremony|gala(?:\s+dinner)?|winners\s+(?:will\s+be|are\s+to\s+be)\s+(?:named|announced|revealed|crowned|unveiled)\s+at)\b/i;
const AWARDS = /\bawards?\b/i;
/**
 * "Peebles Hydro will host …", "runs over the last weekend", "at Moray College", "Fife Business
 * Day returns on 28 February": a gathering somewhere, though no event word is said.
 */
const HELD_SOMEWHERE =
  /\b(?:[Hh]ost(?:s|ed|ing)?|weekend|judged|(?:runs?|returns?)\s+(?:from|over|on)|at\s+(?:the\s+)?[A-Z][\w'’]+|[A-Z][\w'’]+\s+Day\b)/;
/** "the live awards event", "the pitching event": the event an awards call leads to. */
const AWARDS_EVENT = /\b(?:awards?|pitching|final)\s+(?:event|night|evening|final)\b/i;

const LAUNCHED_ON = /\blaunch(?:es|ed)?\s*(?:on)?:?\s*$/i;

/** Words before a date that make it something other than the event's day. */
const NOT_THE_EVENT =
  /\b(?:published|posted|updated|issue(?:d)?\s+date|date\s+of\s+issue|launch(?:es|ed)?|(?:in(?:to)?\s+force|into\s+effect|effective)(?:\s+\w+)?|deadline|clos(?:es|ing)|(?:clos(?:e|es|ing)|by|before|until)\s+(?:(?:12\s*)?(?:midday|noon|midnight)|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm))\s+on|by|before|(?<!(?:postponed|moved|deferred|delayed|put\s+back)\s+)until|since|after|took\s+place|was\s+held|were\s+held|became\s+law|on\s+or\s+after|introduced|announced|named|revealed|unveiled|shortlist(?:ed|ing)?|judging|(?:finalists?|results?|decisions?)(?:\s+(?:notified|out|due))?|anniversary(?:\s+(?:falls|is|was))?|have\s+(?:taken\s+place|been\s+held)(?:\s+[^.;\s]+){0,4}?\s+between)\s*(?:on)?:?\s*$/i;

/**
 * A date the event has left: "originally scheduled for 6 February" (or for "Sunday and Monday,
 * 18-19 September", a range left whole), "moved from 6 February to 13 February" (a range read
 * from two dates, whose end is the new day).
 */
const ORIGINAL_DATE =
  /\b(?:originally|initially|previously)\s+(?:scheduled|planned|due|set|advertised)\s+(?:for|on)\s+(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|satur|sun)day\s+(?:and|&|to)\s+)?$/i;
const DUE_BEFORE =
  /\b(?:due|scheduled|planned|set)\s+to\s+(?:be\s+held|take\s+place|run|go\s+ahead)\s+(?:on|from)\s*$|\b(?:scheduled|planned)\s+for\s*$/i;
const NOW_LATER_AFTER =
  /^[^.!?]*?\b(?:(?:will\s+)?now\s+(?:go\s+ahead|take\s+place|be\s+held|run|happen)|(?:postponed|moved|rescheduled)\s+(?:until|to))\b/i;
const PAST_EVENT_WINDOW =
  /\bhave\s+(?:taken\s+place|been\s+held)\b[^.;]{0,40}?\b(?:between|from|within)\s*$|\bleading\s+up\s+to\s*$/i;

function isDateline(text: string, mention: { index: number; end: number }): boolean {
  const start = text.lastIndexOf('\n', mention.index - 1) + 1;
  const end = text.indexOf('\n', mention.end);
  const line = text.slice(start, end < 0 ? undefined : end);
  return line.trim() === text.slice(mention.index, mention.end).trim();
}

function wallParts(instant: Date): SettledParts {
  const w = wallClock(instant);
  return { year: w.year, month: w.month, day: w.day, weekday: null, hour: null, minute: 0 };
}

const MOVED_FROM =
  /\b(?:moved|postponed|rescheduled|changed|brought\s+forward|put\s+back)\s+from\s*$/i;

/**
 * A date on which a rule or a rate changes, not an event's: "From 6 April, employers must …",
 * "The National Living Wage rises to £12.21 on 1 April". The change names what it changes to or
 * by, so "the festival falls on 3 May" (when an event happens) is not one.
 */
const CHANGE_BEFORE =
  /\b(?:rises?|rising|increases?|increasing|goes\s+up|going\s+up|falls?|drops?|is\s+cut|are\s+cut|changes?|(?:is|are)\s+(?:reduced|raised|frozen|changed))\s+(?:to|by|from)\b(?:[^.;!?\n]|\.\d){0,30}?\bon\s*$/i;
// "From today (25 March 2020) ratepayers can claim a one-off payment": when a scheme starts.
const RULE_FROM = /(?:^|[.!?\n]\s*)(?:(?:but|and|so)\s+)?(?:also\s+)?from(?:\s+today)?\s*\(?\s*$/i;
const OBLIGATION =
  /^[^.!?\n]{0,80}?\b(?:must|need\s+to|have\s+to|will\s+(?:need|have)\s+to|can\s+no\s+longer|can\s+(?:now\s+)?(?:claim|apply)|go(?:es)?\s+up|goes\s+down|falls?|drops?|(?:is|are|will\s+be)\s+required|(?:has|have)\s+been\s+able\s+to|(?:is|are)\s+set\s+to|will\s+be\s+able\s+to|(?:will\s+)?(?:apply|applies|rise|rises|increase|increases|change|changes))\b/i;

/** A time later in the event's sentence: "on Monday 8 November; all sessions run from 6.45pm". */
const LATER_TIME = new RegExp(
  String.raw`^[^.!?\n]{0,120}?\b(?:from|at|starts?\s+at|begins?\s+at|opening\s+at)\s+(${TIME_RANGE})`,
  'i',
);
/**
 * A roadshow's line: "Feb 10, Lochgilphead High School, 10:30 to 15:00". The venue stands between
 * the day and its hours; only a span of hours counts, as a lone time after a place may be a
 * deadline's or a train's.
 */
const VENUE_THEN_HOURS = new RegExp(String.raw`^\s*,[^.;!?\n,]{2,80},\s*(${TIME_RANGE})`, 'i');
/** A listing's own line for the time: "Date: Tuesday 3 June\nTime: 10am – 12pm". */
const TIME_LABEL = new RegExp(
  String.raw`^[^\n]{0,80}?(?:\n[ \t]*)?\b(?:times?|starts?)\s*[:|]\s*(${TIME_RANGE})`,
  'i',
);
/**
 * The next sentence opening the day, or saying where and when it is held: "Registration and
 * coffee from 9am.", "It will be held in the Lecture Theatre at the Library from 5.30pm", "The
 * evening opens with a drinks reception at 6.30pm".
 */
const OPENING_TIME = new RegExp(
  String.raw`^\.\s+(?:(?:registration|doors|arrival|coffee)\b[^.!?\n]{0,40}?\b(?:from|at|open)\s+|(?:it|the\s+(?:event|meeting|session|workshop|launch|evening|day|night|ceremony|conference|festival|show|fair|market|expo|dinner|programme|proceedings))\s+(?:will\s+be\s+held|is\s+being\s+held|takes\s+place|will\s+take\s+place|runs|will\s+run|opens|will\s+open|begins|will\s+begin|starts|will\s+start|kicks\s+off|will\s+kick\s+off)\b[^.!?\n]{0,120}?\b(?:from|at)\s+|from\s+)(${TIME_RANGE})`,
  'i',
);
/** The sentence up to the date tells of something over: "was officially opened … on 26 July". */
const PAST_TENSE =
  /\b(?:was|were|took\s+place|had\s+been|has\s+been|issued|released|stated|wrote)\b/i;
/** An event that will not happen. */
const CALLED_OFF =
  /(?:\b(?:has|have)\s+been\s+|\b(?:has|have|had)\s+(?:had\s+)?to\s+be\s+|\b(?:is|are|will\s+(?:now\s+)?be)\s+(?:now\s+)?|^\s*)postponed\b(?!\s+(?:from|to|until|till)(?:\s*$|\s+(?:\w+\s+)?(?:\d|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)))|\b(?:cancel(?:led|s)|(?:decided|had|have|has|chosen)\s+to\s+cancel|has\s+been\s+called\s+off|called\s+off|will\s+(?:no\s+longer|not)\s+(?:go\s+ahead|take\s+place|run|be\s+held)|(?:has\s+been\s+)?scrapped|axed|not\s+to\s+(?:proceed|go\s+ahead))\b/i;
const STILL_AHEAD =
  /\b(?:will|takes?\s+place|taking\s+place|join|book|register|is\s+on|are\s+on|runs?|running|returns?|begins?|starts?|kicks?\s+off|is\s+being|are\s+being|moved|postponed|rescheduled|changed|extended)\b/i;
/**
 * A call, fund or booking that opens on a date: that is not the event ("funds open on Monday
 * 20 April"), while an exhibition or a festival that opens on a date starts then.
 */
const OPENS_FOR_APPLICATIONS =
  /\b(?:opens?|opened|opening)\s+(?:to|for)\s+(?:new\s+)?(?:applications|entries|bids|nominations|submissions)\s+(?:on|from)?:?\s*$|\b(?:applications?|funds?|funding|calls?|competitions?|registration|booking|portal|schemes?|programmes?|rounds?|grants?|nominations|entries|bids|categor(?:y|ies)|expressions?\s+of\s+interest|eois?)\b[^.;]{0,60}?\b(?:opens?|opened|opening|launch(?:es|ed)?|(?:goes|went)\s+live)(?:\s+for\s+(?:applications|entries|bids|nominations|submissions|business))?(?:\s+in\s+(?:two|three|several)\s+(?:waves|stages|rounds)\s*:?)?(?:\s+at\s+(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)|noon|midday))?\s*(?:on|from)?:?\s*$/i;
/**
 * Today, tonight or tomorrow, but not in a name: "Lisburn Today", "Business Events Shaping
 * Tomorrow" (capitalised after a capitalised word). Case-sensitive for that reason.
 */
const TODAY =
  /(?<![A-Z][\w'’-]*[ \t])\b(?:[Tt]oday|[Tt]onight|[Tt]his\s+evening|[Tt]omorrow)\b|(?<=[A-Z][\w'’-]*\s)(?:today|tonight|this\s+evening|tomorrow)\b/;
/** Awards told of as today's, tonight's or tomorrow's: an event, though no event word is named. */
const AWARDS_SOON =
  /\b(?:(?:today|tonight|this\s+evening|tomorrow)['’]s\s+(?:[\w&'’-]+\s+){0,4}?awards|(?:today|tonight|this\s+evening|tomorrow)\b[^.!?\n]{0,80}\bawards|awards\b[^.!?\n]{0,60}\b(?:today|tonight|this\s+evening|tomorrow))\b/i;
/**
 * "Tonight's Workplace Awards", "tonight 20 of them will collect one", "So tonight, at the
 * Inchyra Hotel, we will honour …": an evening told of ahead, or awards soon, in an item that
 * reads like an event, is the event, though the sentence names no event word.
 */
const TONIGHTS_AWARDS = new RegExp(
  String.raw`${AWARDS_SOON.source}|\b(?:(?:tonight|this\s+evening)\b[^.!?\n]{0,80}\bwill|will\b[^.!?\n]{0,80}\b(?:tonight|this\s+evening))\b`,
  'i',
);
/**
 * "Tonight, at the Inchyra Hotel, we will honour …" in a piece about awards: the awards night,
 * though no event word is named. Not "tonight the minister will announce …".
 */
const TONIGHT_WE_HONOUR =
  /\b(?:tonight|this\s+evening)\b[^.!?\n]{0,80}\bwill\s+(?:\w+\s+)?(?:honour|celebrate|present|toast|crown|recognise|reward|hand\s+out)\b/i;
/**
 * Today is when something opened or was announced, or when an event that ran for days ended; a
 * rule that applies "from today" is not an event. A week that "runs from today until 6 March" is.
 */
const NOT_TODAY =
  /\b(?:opens?|opened|launch(?:es|ed)?|published|announced|clos(?:es|ed)|ends|ended|finishe[sd]|conclude[sd]|wrapped\s+up)\s+(?:\w+\s+)?today\b|(?<!\b(?:runs?|running|is\s+on|takes\s+place|taking\s+place)\s)\bfrom\s+today\b/i;
/** "Today I went to my first lunch": a report of the day, not an announcement. */
const TOLD_AS_PAST = new RegExp(
  String.raw`${PAST_TENSE.source}|\b(?:went|attended|visited|enjoyed|heard)\b`,
  'i',
);

/**
 * A title inviting tenders or bids for a contract: its suppliers' briefing is a step of the
 * tender, as a funding call's briefing is of the call.
 */
const TENDER_TITLE =
  /\b(?:tenders?|tendering|invitation\s+to\s+(?:tender|quote)|request\s+for\s+(?:quotes?|proposals)|contract\s+opportunit(?:y|ies)|procurement)\b/i;
/** Title words of a call for applications. */
const FUNDING_TITLE = /\b(?:grants?|fund|funds|funding|loans?|competition|call|programme)\b/i;

/**
 * A call for applications (a closing date, talk of funding, and a title that names funding or
 * no event) may mention a briefing or a pitching day; those are steps of the call, and the
 * item is not an event.
 */
export function readsAsCall(
  title: string,
  hasDeadline: boolean,
  aboutFunding: boolean,
  text = '',
): boolean {
  if (hasDeadline && TENDER_TITLE.test(title) && !EVENT_SIGNAL.test(title)) return true;
  // An awards entry call with its prize money ("Call for female leaders to step forward … the
  // awards ceremony takes place on 26 October") invites to its ceremony: that is its event.
  if (CEREMONY.test(text) || AWARDS_EVENT.test(text)) return false;
  return hasDeadline && aboutFunding && (FUNDING_TITLE.test(title) || !EVENT_SIGNAL.test(title));
}

/**
 * An item whose title names an event, or which is laid out as a listing ("Date: …", "Venue: …"):
 * a lone date in it is the event's day, never a closing date read without a cue.
 */
export function readsAsEvent(title: string, text: string): boolean {
  return EVENT_SIGNAL.test(title) || LISTING.test(text);
}

function overlaps(a: Window, b: Window): boolean {
  return a.start < b.end && b.start < a.end;
}

function startInstant(p: SettledParts): Date {
  return p.hour === null
    ? zonedTime(p.year, p.month, p.day)
    : zonedTime(p.year, p.month, p.day, p.hour, p.minute);
}

function endInstant(p: SettledParts): Date {
  return p.hour === null
    ? zonedTime(p.year, p.month, p.day, 23, 59)
    : zonedTime(p.year, p.month, p.day, p.hour, p.minute);
}

/** The time the sentence gives further on, for a date written without one. */
function laterTime(text: string, from: number) {
  // "on 28 June. Booking closes at 5pm": the date's dot ended its sentence (unlike "28 Jun. at").
  const start = text[from - 1] === '.' && /^\s+[A-Z]/.test(text.slice(from)) ? from - 1 : from;
  const rest = text.slice(start, start + 200);
  const hours = VENUE_THEN_HOURS.exec(rest);
  const found =
    TIME_LABEL.exec(rest) ??
    LATER_TIME.exec(rest) ??
    (hours && parseTimeRange(hours[1]!)?.to ? hours : null) ??
    OPENING_TIME.exec(rest.replace(/^[^.!?\n]*/, ''));
  return found ? parseTimeRange(found[1]!) : null;
}

const sameDay = (a: SettledParts, b: SettledParts) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

function sentenceBefore(text: string, index: number): string {
  const head = text.slice(Math.max(0, index - 200), index);
  const cut = Math.max(head.lastIndexOf('. '), head.lastIndexOf('\n'), head.lastIndexOf('? '));
  return cut >= 0 ? head.slice(cut + 1) : head;
}

/** Every sentence (or line) in which the pattern occurs. */
function sentencesWith(text: string, pattern: RegExp): string[] {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  return [...text.matchAll(global)].map((m) => {
    const start = Math.max(text.lastIndexOf('. ', m.index), text.lastIndexOf('\n', m.index)) + 1;
    const stop = text.slice(m.index).search(/[.!?](?:\s|$)|\n/);
    return text.slice(start, stop < 0 ? undefined : m.index + stop);
  });
}

function startOfDay(instant: Date): Date {
  const w = wallClock(instant);
  return zonedTime(w.year, w.month, w.day);
}

/** A sentence telling when or where the event happens: "The launch is at Frankie's Bar at 7pm". */
const EVENT_TIME_SENTENCE = new RegExp(
  String.raw`\b(?:is|are|will\s+be|starts?|starting|begins?|kicks?\s+off|runs?|running|doors\s+open|from)\b[^.!?\n]{0,60}?\b(?:at|from|between)\s+(${TIME_RANGE})`,
  'i',
);

/**
 * The time of an event told in a sentence of its own, without the date: "… on June 28. The
 * launch is at Frankie's Bar at 7pm." Only for a text that names one day (not a span of days)
 * and one such time, so that a deadline's or another day's time is never borrowed.
 */
/** A time said of every session at once: "The information events will run from 7 pm to 8.30 pm". */
const EVERY_SESSION =
  /\b(?:all|each|every|both)\b|\b(?:sessions|events|workshops|webinars|clinics|meetings|seminars|surgeries|drop-ins|classes)\b/i;

function undatedTime(
  text: string,
  dayCount: number,
  day: Pick<SettledMention, 'start' | 'finish'>,
) {
  if (day.finish && !sameDay(day.start, day.finish)) return null;
  const title = text.split('\n')[0]!;
  // About the event: an event word, or a subject the title names ("The launch is at …").
  const aboutEvent = (sentence: string) => {
    const subject = /^(?:the|our|this|its)\s+([a-z-]{4,})\b/i.exec(sentence)?.[1];
    return (
      EVENT_SIGNAL.test(sentence) || (!!subject && new RegExp(`\\b${subject}\\b`, 'i').test(title))
    );
  };
  const sentences = text
    .split(/(?<=[.!?])\s+|\n/)
    .filter((sentence) => findDateMentions(sentence).length === 0);
  const times = sentences.flatMap((sentence) => {
    const m = EVENT_TIME_SENTENCE.exec(sentence);
    // With several days, only a time said of them all holds for the first.
    if (dayCount !== 1 && !EVERY_SESSION.test(sentence)) return [];
    return m && aboutEvent(sentence) && !/\b(?:clos|deadline|submit|apply)/i.test(sentence)
      ? [m[1]!]
      : [];
  });
  if (times.length !== 1) return null;
  const time = parseTimeRange(times[0]!);
  if (!time) return null;
  const start = { ...day.start, hour: time.from.hour, minute: time.from.minute };
  const until = time.to && { ...start, hour: time.to.hour, minute: time.to.minute, weekday: null };
  return { start, finish: day.finish ?? until };
}

/**
 * A running order's first line, for an event with one day: "• 18.30 Drinks Reception",
 * "09:00 – Registration and coffee". What opens the evening or the day is when it starts.
 */
const RUNNING_ORDER = new RegExp(
  String.raw`(?:^|\n)[ \t]*(?:[•*·–-][ \t]*)?(${TIME_RANGE})[ \t]*(?:[-–—:|][ \t]*)?(?:drinks|reception|registration|arrivals?|welcome|coffee|doors(?:\s+open)?|networking|breakfast)\b`,
  'i',
);

function runningOrderTime(text: string, dayCount: number, day: SettledMention) {
  if (dayCount !== 1 || (day.finish && !sameDay(day.start, day.finish))) return null;
  const found = RUNNING_ORDER.exec(text);
  const time = found && parseTimeRange(found[1]!);
  if (!time) return null;
  return {
    start: { ...day.start, hour: time.from.hour, minute: time.from.minute },
    finish: day.finish,
  };
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/** "Arrive from 5:30pm on the Friday", "on the Saturday from 10am": a time given by weekday alone. */
const TIME_ON_WEEKDAY = new RegExp(
  String.raw`\b(?:from|at)\s+(${TIME_RANGE})\s+on\s+(?:the\s+)?(${WEEKDAYS.join('|')})\b|\bon\s+(?:the\s+)?(${WEEKDAYS.join('|')})\s+(?:from|at)\s+(${TIME_RANGE})`,
  'gi',
);

/** The time a later sentence gives for the first day by its weekday: a weekend's Friday opening. */
function weekdayTime(text: string, day: SettledMention) {
  const { year, month, day: date } = day.start;
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, date)).getUTCDay()];
  for (const m of text.matchAll(TIME_ON_WEEKDAY)) {
    if ((m[2] ?? m[3])!.toLowerCase() !== weekday) continue;
    const time = parseTimeRange((m[1] ?? m[4])!);
    if (!time) continue;
    return {
      start: { ...day.start, hour: time.from.hour, minute: time.from.minute },
      finish: day.finish,
    };
  }
  return null;
}

/**
 * "this Friday", "this coming Saturday": the next such weekday, or the day itself; "next
 * Wednesday": that weekday in the week after publication's (a Friday's "next Wednesday" is five
 * days on, a Monday's nine).
 */
const THIS_WEEKDAY = new RegExp(
  String.raw`\b(this\s+(?:coming\s+)?|next\s+)(${WEEKDAYS.join('|')})\b`,
  'i',
);
/** "on Wednesday", "on Tuesday evening": a weekday with no date, not a run of them ("on Mondays"). */
const ON_WEEKDAY = new RegExp(String.raw`\bon\s+(${WEEKDAYS.join('|')})\b(?!s\b|\s*,?\s*\d)`, 'i');
/** Said of what is still to come: the weekday alone is then the next one. */
const WILL_HAPPEN =
  /\b(?:will|returns?|takes?\s+place|is\s+(?:on|back|held)|are\s+(?:on|back)|kicks?\s+off|opens?|begins?|starts?|(?:is|are)\s+being\s+held|(?:is|are)\s+(?:expected|invited|urged))\b/i;
/** Weekly habits and the past week: "every Wednesday", "last Tuesday", "said on Monday". */
const NOT_ON_WEEKDAY = new RegExp(
  String.raw`\b(?:every|each|said|told|announced|revealed|confirmed|last\s+(?:week|${WEEKDAYS.join('|')}))\b`,
  'i',
);

/** A call that opens or closes this Friday: the day is its deadline's or opening's, not an event's. */
const NOT_THIS_WEEKDAY =
  /\b(?:clos(?:e|es|ing)|deadline|opens?|opening|launch(?:es)?|by|before|until|published|announced)\b[^.!?\n]{0,20}\b(?:this\s+(?:coming\s+)?|next\s+)\w+day\b/i;

/** The whole of the day `ahead` days after publication, in London. */
function wholeDay(published: Date, ahead: number) {
  const day = wallClock(new Date(published.getTime() + ahead * 86_400_000));
  return {
    start: zonedTime(day.year, day.month, day.day),
    end: zonedTime(day.year, day.month, day.day, 23, 59),
  };
}

/** A time in the sentence that tells of a relative day: "Tomorrow at 9.30am I will be at Hexham Mart". */
const TIME_IN_SENTENCE = new RegExp(String.raw`\b(?:at|from|between)\s+(${TIME_RANGE})`, 'i');

/**
 * Today's, tomorrow's or this Friday's event, at the hour its own sentence gives or, failing
 * that, the one hour the text gives the event elsewhere ("The festival runs from 7.30am"); the
 * whole day when neither does.
 */
function relativeDay(text: string, published: Date, ahead: number, sentences: string[]) {
  const whole = wholeDay(published, ahead);
  const day = wallParts(whole.start);
  const said = sentences.map((sentence) => TIME_IN_SENTENCE.exec(sentence)).find(Boolean);
  const time = said && parseTimeRange(said[1]!);
  const timed = time
    ? {
        start: { ...day, hour: time.from.hour, minute: time.from.minute },
        finish: time.to && { ...day, hour: time.to.hour, minute: time.to.minute },
      }
    : undatedTime(text, 1, { start: day, finish: null });
  if (!timed) return whole;
  return {
    start: startInstant(timed.start),
    end: timed.finish ? endInstant(timed.finish) : null,
  };
}

/** The first time any mention of that day gives, with it or later in its sentence. */
function timeOfDay(text: string, days: SettledMention[], day: SettledParts) {
  for (const mention of days) {
    if (!sameDay(mention.start, day)) continue;
    if (mention.start.hour !== null) return { start: mention.start, finish: mention.finish };
    const time = laterTime(text, mention.end);
    if (!time) continue;
    const start = { ...mention.start, hour: time.from.hour, minute: time.from.minute };
    const until = time.to && {
      ...start,
      hour: time.to.hour,
      minute: time.to.minute,
      weekday: null,
    };
    return { start, finish: mention.finish ?? until };
  }
  return null;
}

/**
 * An item's event dates as stored: only an event has them. A funding call's briefing or a
 * report's "Tourism Week, 15 to 21 July" is a date in the text, not the item's own; kept, it
 * would drop the call from the feed once the briefing had passed and put the report in owners'
 * calendars. Out of fold on the real-world training items, storing them on items the tagger calls
 * events only removes 28 of 57 false event starts and loses 13 of 415 right ones (docs/tagging.md).
 */
export function eventDatesAsStored(
  facts: { eventStart: Date | null; eventEnd: Date | null },
  category: string,
): { eventStart: Date | null; eventEnd: Date | null } {
  return category === 'events'
    ? { eventStart: facts.eventStart, eventEnd: facts.eventEnd }
    : { eventStart: null, eventEnd: null };
}

/**
 * Event dates written in the text, for entries whose format carried none: the first date that
 * is not a deadline, an opening or a publication date, when the text reads like an event.
 * `reference` (the publication date, else today) settles a year left out; "today" and
 * "tonight" mean the publication day when it is known.
 */
export function findEventDates(
  text: string,
  reference: Date,
  deadlineWindows: Window[],
  published: Date | null = null,
): { start: Date | null; end: Date | null } {
  // "Tomorrow night marks the chamber's annual business awards": awards told of as today's or
  // tomorrow's name no other event word.
  if (
    !EVENT_SIGNAL.test(text) &&
    !LISTING.test(text) &&
    !AWARDS_SOON.test(text) &&
    !(AWARDS.test(text) && TONIGHT_WE_HONOUR.test(text))
  )
    return { start: null, end: null };
  const days: SettledMention[] = [];
  const ceremonies: SettledMention[] = [];
  const title = text.slice(0, Math.max(0, text.indexOf('\n'))) || text;
  // An event's own page (an event in its title, or laid out as a listing) may date it anywhere;
  // elsewhere the date stands in the sentence that names the event: "rates rise from Monday
  // 1 August" in a pay notice that ends with a training course is no event's start.
  const eventPage = EVENT_SIGNAL.test(title) || LISTING.test(text) || AWARDS_SOON.test(title);
  for (let mention of findDateMentions(text)) {
    const span = { start: mention.index, end: mention.end };
    if (deadlineWindows.some((w) => overlaps(w, span))) continue;
    const lead = text.slice(Math.max(0, mention.index - 80), mention.index);
    // "Winners will be revealed on 23 October at the awards ceremony": the ceremony's day.
    const atTheEvent =
      AT_THE_EVENT_AFTER.test(text.slice(mention.end, mention.end + 80)) ||
      // "The network will be launched on Wednesday 25th April at 5.30pm": a launch at an hour
      // is a gathering; a scheme launched on a day is not.
      (LAUNCHED_ON.test(lead.slice(-40)) && mention.start.hour !== null);
    if ((NOT_THE_EVENT.test(lead.slice(-40)) && !atTheEvent) || OPENS_FOR_APPLICATIONS.test(lead))
      continue;
    // The date grammar keeps a time's own word: "before midday on 17 December" is a limit.
    if (/^(?:by|before|until)\b/i.test(text.slice(mention.index, mention.end))) continue;
    if (CHANGE_BEFORE.test(lead)) continue;
    if (RULE_FROM.test(lead) && OBLIGATION.test(text.slice(mention.end, mention.end + 100)))
      continue;
    if (ORIGINAL_DATE.test(lead)) continue;
    // "The shows due to be held on 25 March will now go ahead on 8 July": the old day.
    if (
      DUE_BEFORE.test(lead.slice(-40)) &&
      NOW_LATER_AFTER.test(text.slice(mention.end, mention.end + 120))
    )
      continue;
    if (MOVED_FROM.test(lead)) {
      if (!mention.finish) continue;
      // "moved from 6 February to 13 February": the new day alone.
      mention = { ...mention, start: { ...mention.finish }, finish: null };
    }
    const sentence = sentenceBefore(text, mention.index);
    // "The first took place yesterday; the next is in Launceston on 27 February": the clause
    // the date stands in says whether it is past.
    const clause = sentence.slice(sentence.lastIndexOf('; ') + 1);
    if (PAST_TENSE.test(clause) && !STILL_AHEAD.test(clause)) continue;
    // An event called off has no start: "The Expo, due to take place on 1 April, is cancelled".
    const rest = text.slice(mention.end, mention.end + 200);
    const stop = rest.search(/[.!?](?:\s|$)|\n/);
    const sentenceAfter = stop < 0 ? rest : rest.slice(0, stop);
    if (CALLED_OFF.test(sentence) || CALLED_OFF.test(sentenceAfter)) continue;
    // The date grammar may keep a full stop ("3 Feb."): then the sentence ends with the date.
    const said = text.slice(mention.index, mention.end);
    const around = `${sentence} ${said} ${/[.!?]$/.test(said) ? '' : sentenceAfter}`;
    if (
      !eventPage &&
      mention.start.hour === null &&
      !atTheEvent &&
      !EVENT_SIGNAL.test(around) &&
      !CEREMONY.test(around) &&
      !HELD_SOMEWHERE.test(around)
    )
      continue;
    const settled = settleMention(mention, reference);
    if (!settled) continue;
    // "The event must have taken place within the time period from 1 May 2024": a past window.
    if (PAST_EVENT_WINDOW.test(text.slice(Math.max(0, mention.index - 80), mention.index)))
      continue;
    // A page's dateline, alone on its line and on the day it was published.
    if (published && isDateline(text, mention) && sameDay(settled.start, wallParts(published)))
      continue;
    // Read after the event: it is reported, not announced.
    if (published && endInstant(settled.finish ?? settled.start) < startOfDay(published)) continue;
    days.push(settled);
    if (CEREMONY.test(sentence) || atTheEvent) ceremonies.push(settled);
  }
  // An awards timetable (entries, shortlist, a finalists' evening, judging) leads up to its
  // ceremony: that is the event the item announces.
  const first = (AWARDS.test(text) ? ceremonies[0] : undefined) ?? days[0];
  if (first) {
    // A title's "– 30 May" is the day; the body's "2pm–4.30pm on Tuesday 30 May" gives the time.
    const timed =
      first.start.hour === null
        ? (timeOfDay(text, days, first.start) ??
          undatedTime(text, days.length, first) ??
          runningOrderTime(text, days.length, first) ??
          weekdayTime(text, first))
        : null;
    const start = timed?.start ?? first.start;
    const finish = timed ? timed.finish : first.finish;
    const startAt = startInstant(start);
    let endAt: Date | null = finish ? endInstant(finish) : null;
    // A whole-day event with no times lasts that day.
    if (!finish && start.hour === null) endAt = endInstant(start);
    if (endAt && endAt < startAt) endAt = null;
    return { start: startAt, end: endAt };
  }
  // "Meets in Dundee tonight" in a title and "holds its third gathering this evening" in the
  // body: any sentence may tell of today's event, not only the first with "today".
  const todays = published
    ? sentencesWith(text, TODAY).filter(
        (sentence) =>
          (EVENT_SIGNAL.test(sentence) || TONIGHTS_AWARDS.test(sentence)) &&
          !NOT_TODAY.test(sentence) &&
          !CALLED_OFF.test(sentence) &&
          !(TOLD_AS_PAST.test(sentence) && !STILL_AHEAD.test(sentence)),
      )
    : [];
  const today = todays[0];
  if (published && today) {
    // "Hexham Mart tomorrow: …" in the title, "Tomorrow at 9.30am I will be at …" in the body.
    const tomorrow = /tomorrow/i.test(today);
    const sameDay = todays.filter((sentence) => /tomorrow/i.test(sentence) === tomorrow);
    return relativeDay(text, published, tomorrow ? 1 : 0, sameDay);
  }
  // "The expo is back in Aberdeen this Friday": the coming weekday, counted from publication.
  const thisWeekday = published
    ? sentencesWith(text, THIS_WEEKDAY).find(
        (sentence) =>
          EVENT_SIGNAL.test(sentence) &&
          !NOT_THIS_WEEKDAY.test(sentence) &&
          !CALLED_OFF.test(sentence) &&
          !(TOLD_AS_PAST.test(sentence) && !STILL_AHEAD.test(sentence)),
      )
    : undefined;
  if (published && thisWeekday) {
    const [, which, day] = THIS_WEEKDAY.exec(thisWeekday)!;
    const named = WEEKDAYS.indexOf(day!.toLowerCase());
    const from = wallClock(published);
    const weekday = new Date(Date.UTC(from.year, from.month - 1, from.day)).getUTCDay();
    if (/^next/i.test(which!)) {
      const mondayBased = (d: number) => (d + 6) % 7;
      return relativeDay(text, published, mondayBased(named) - mondayBased(weekday) + 7, [
        thisWeekday,
      ]);
    }
    return relativeDay(text, published, (named - weekday + 7) % 7, [thisWeekday]);
  }
  // "Glasgow Tech Fest returns on Wednesday", "will address an online meeting … on Tuesday": a
  // news item's weekday alone is the coming one, when the sentence tells of the event ahead.
  const onWeekday = published
    ? sentencesWith(text, ON_WEEKDAY).find(
        (sentence) =>
          EVENT_SIGNAL.test(sentence) &&
          WILL_HAPPEN.test(sentence) &&
          !TOLD_AS_PAST.test(sentence) &&
          !NOT_THIS_WEEKDAY.test(sentence) &&
          !NOT_ON_WEEKDAY.test(sentence) &&
          !CALLED_OFF.test(sentence),
      )
    : undefined;
  if (published && onWeekday) {
    const named = WEEKDAYS.indexOf(ON_WEEKDAY.exec(onWeekday)![1]!.toLowerCase());
    const from = wallClock(published);
    const weekday = new Date(Date.UTC(from.year, from.month - 1, from.day)).getUTCDay();
    return relativeDay(text, published, (named - weekday + 7) % 7, [onWeekday]);
  }
  return { start: null, end: null };
}
