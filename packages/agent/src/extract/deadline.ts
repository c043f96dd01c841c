import { wallClock, zonedTime } from '../time.ts';
import { findDateMentions, type DateMention } from './dates.ts';
import { settleMention, type SettledMention, type SettledParts } from './year.ts';

export interface Window {
  start: number;
  end: number;
}

/**
 * What closes when a place, a road or a show does ("the exhibition closes on 14 March", "Station
 * Road will close on 3 March for resurfacing"): not a call for applications.
 */
const PLACE_OR_SHOW = String.raw`\b(?:exhibitions?|shows?|festivals?|markets?|offices?|shops?|stores?|museums?|galleries|gallery|venues?|centres?|library|libraries|roads?|streets?|bridges?|lanes?|stations?|car\s+parks?|pools?|schools?|season|doors)\s+(?:will\s+)?`;
const NOT_A_CALL = String.raw`(?<!${PLACE_OR_SHOW})`;
/** A place or show closing on the date, for a call's lone date. */
const PLACE_CLOSES = new RegExp(
  String.raw`${PLACE_OR_SHOW}(?:be\s+)?clos(?:e|es|ed|ing)\b[^.;\n]{0,30}$`,
  'i',
);

/**
 * Words that introduce a closing date. A date is only a deadline when one of these stands
 * right before it, so an event's date or a publication date is never taken for one.
 */
const DEADLINE_CUE = new RegExp(
  [
    String.raw`\bdeadlines?\b`,
    String.raw`\b(?:closing|close|end)\s+date\b`,
    String.raw`\b(?:last|final)\s+(?:date|day)\s+(?:for|to)\b`,
    // "The last date for submitting one is Friday 9 October".
    String.raw`\b(?:last|final|closing)\s+(?:date|day)\s+for\s+(?:submitting|applying|sending|entering)\b[^.;\n]{0,30}?\b(?:is|will\s+be)\b`,
    String.raw`\b(?:submission|return)\s+date\b`,
    String.raw`\blast\s+chance\s+to\s+(?:apply|enter|book|register)\b`,
    String.raw`\b(?:accepted|open|received)\s+up\s+to(?:\s+and\s+including)?\b`,
    String.raw`\b(?:received|submitted)\s+after\b`,
    // Not "the application window opens on 27 January and runs until 17 February": that
    // sentence's own cue ("… runs until") follows, and this one would swallow its start.
    String.raw`\b(?:application|submission|entry|funding)\s+(?:window|period)\b(?!\s+(?:opens?|opened|opening|runs?|running|will\s+(?:open|run))\b)`,
    String.raw`\b(?:applications?\s+)?(?:are\s+|is\s+)?(?:open|available)\s+(?:for\s+(?:a|an|one|two|three|four|five|six)\s+(?:[\w-]+\s+){0,2}?(?:period|weeks?|days?|months?)\s+)?(?:from|between)\b`,
    // "The grant is open to applications between 3 February and 3 March": the window's end.
    String.raw`\bopen\s+(?:to|for)\s+(?:applications|entries|bids|nominations|submissions)\s+(?:from|between)\b`,
    // "Applications will be accepted from 3 February to 5pm on 14 March": the window's end.
    // "Applications made from 1 to 30 June are awarded in August": one window of several.
    String.raw`\b(?:applications?|entries|bids|submissions|nominations|proposals)\s+(?:will\s+be\s+|are\s+(?:being\s+)?)?(?:accepted|invited|welcomed?|considered|taken|made|received|submitted|lodged)\s+(?:from|between)\b`,
    // "The scheme is due to end on 28 February": a call that ends takes no more applications.
    // Also with words between: "the scheme, along with the other grants, is due to end on 28 August".
    String.raw`\b(?:applications?|the\s+(?:fund|call|scheme|competition|programme|grant|round))\b(?:,[^.;\n]{0,60}?,)?\s+(?:is\s+|are\s+)?(?:due\s+to|will)\s+end\s+on\b`,
    // "Apply between 6 January and 14 February", "The portal is open 6 January – 14 February":
    // a window for applying, its last day the deadline (a single date after "open" opens it).
    String.raw`\b(?:apply|submit|enter|bid)\s+(?:\S+\s+){0,3}?between\b`,
    String.raw`(?<openrange>\b(?:is|are|will\s+be|remains?)\s+open\b)(?=\s+(?:from\s+)?(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?\d)`,
    String.raw`\b(?:is|are|will\s+be|remains?)\s+open\b[^.;\n]{0,30}?\buntil\b`,
    String.raw`\bcut-?\s?off\b`,
    // "The consultation runs from 27 July to 22 October": responses are due by the window's end.
    String.raw`\b(?:consultation|call\s+for\s+evidence)\s+(?:runs?|is\s+open|will\s+run|remains\s+open)\s+(?:from|between|until|till)\b`,
    // Not "closes with a reception" or "closing keynote": those close an event, not a call.
    String.raw`${NOT_A_CALL}\bclos(?:es|ing)\b(?!\s+(?:with|keynote|remarks|session|panel|plenary|address|speech|ceremony|reception|party|drinks|of\s+the\s+(?:event|day|conference)))`,
    String.raw`\b(?:applications?|submissions?|entries|nominations|bids|tenders?|expressions\s+of\s+interest|eois?|registration|the\s+(?:fund|call|scheme|competition|programme|grant)|(?:fund|call|scheme|competition|programme|round|grant)s?)\s+(?:will\s+)?close\b`,
    // "Submissions closed on 1 September": a page read after the close still names the deadline.
    // Not "the fund closed on 1 December as all grants were allocated": money that ran out early.
    String.raw`\b(?:applications?|submissions?|entries|nominations|bids|grants?|funds?|schemes?|calls?|competitions?|programmes?|rounds?)\s+closed\s+on\b`,
    // "It will close to new applications on 30 June 2023 or when the budget is spent".
    String.raw`\bclose\s+to\s+(?:new\s+)?(?:applications|entries|bids|submissions|nominations)\s+(?:on|at)\b`,
    // A page's own label for a call that has closed: "Closed on:" above its date.
    String.raw`(?:^|\n)[ \t]*closed\s+on\s*:`,
    // "Restart Grants: applications end June 30th".
    String.raw`\b(?:applications?|entries|submissions|nominations|bids)\s+(?:will\s+)?end\s+(?:on\s+)?(?=\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d)`,
    // A page's question and its answer: "When can I apply? Between 11 January and 15 May".
    String.raw`\bwhen\s+can\s+(?:i|you|we|businesses|employers|applicants)\s+apply\s*\?\s*(?:between|from)?`,
    // "Eligible ratepayers can apply for a one-off grant as detailed below up to 31 March".
    String.raw`(?<applyupto>\bapply\b[^.;\n]{0,60}?\bup\s+(?:to|until)(?:\s+and\s+including)?)(?=\s+(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))`,
    // "Applications have now closed: they closed at midnight on 28 August".
    String.raw`\b(?:applications?|submissions?|entries|nominations|bids|grants?|funds?|schemes?|calls?|competitions?|programmes?|rounds?|they|it|and)\s+closed\s+at\s+(?:(?:12\s*)?(?:midday|noon|midnight)|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm))\s+on\b`,
    String.raw`${NOT_A_CALL}\b(?:will\s+)?close\s+(?:on|at|by)\b`,
    // "The portal shuts at noon on 28 February": said of a call, a window or a portal only, so
    // an office shutting for the holidays is not a deadline.
    String.raw`\b(?:applications?|window|portal|fund|call|scheme|competition|round|programme|it)\s+(?:\w+\s+){0,4}?shuts?\b`,
    // "It opens at 9am on Monday 3 August and shuts at 5pm on Monday 10 August".
    String.raw`\bopens?\b[^.;\n]{0,60}?\band\s+shuts?\b`,
    // A bare "close" right before a date: "Round 3: applications open 6 January, close 14 February".
    String.raw`\bclose\b(?=\s+(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*,?\s+)?\d{1,2}(?:st|nd|rd|th)?[\s/.-]+(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))`,
    // Not "the new values will apply until 31 March 2026": a rule's term, not a call's.
    String.raw`(?<!\b(?:will|would|shall|continue\s+to)\s)\b(?:apply|submit|register|book|respond|enter|send|return)\s+(?:\S+\s+){0,4}?(?:by|before|until|up\s+(?:to|until)(?:\s+and\s+including)?)\b`,
    String.raw`\b(?:made|submitted|sent)\s+up\s+(?:to|until)(?:\s+and\s+including)?\b`,
    // "The application round runs from 3 February to 14 March", "the call will run until …",
    // "one application per business; the window runs from noon on 31 August to noon on 14 September".
    String.raw`\b(?:round|call|(?:application\s+)?window|application\s+period|applications?)\b[^.;\n]{0,40}?\b(?:runs?|running)\s+(?:from|between|until|till|to)\b`,
    // A fact sheet's "Window: 9 November 2023 to 9 November 2024": the call's open dates.
    String.raw`\b(?:application\s+|funding\s+)?window\s*:`,
    String.raw`\b(?:applications?|entries|bids|nominations|submissions|proposals|expressions\s+of\s+interest)\b[^.;\n]{0,40}?\buntil\b`,
    // "Applications must be submitted via the portal before 12 noon": the channel may stand between.
    String.raw`\b(?:must\s+)?(?:be\s+)?(?:received|submitted|returned|sent|lodged|emailed|made|in|reach\s+(?:us|the\s+\w+))\s+(?:(?:to|via|through|online|using)\b(?:\s+(?!by\b|before\b)\S+){0,3}\s+)?(?:by|before)\b`,
    String.raw`\bdue\b(?!\s+(?:to|diligence)\b)`,
    // A timetable's line for the application itself: "Full application and appendices: noon, 31 August".
    String.raw`\b(?:full|final|second[- ]stage|stage\s+2)\s+applications?\b[^.;:\n]{0,50}:`,
    String.raw`\bno\s+later\s+than\b`,
    // "Email the questionnaire before close of business on Friday 29 November".
    String.raw`\b(?:by|before)\s+(?:the\s+)?(?:close|end)\s+of\s+(?:business|play)(?:\s+on)?\b`,
    String.raw`\b(?:open|available|accepted|accepting\s+(?:applications|entries|bids|nominations)|(?:can|may)\s+be\s+made)(?:\s+for\s+(?:applications|entries|bids|nominations|submissions))?\s+until\b`,
    String.raw`\byou\s+(?:now\s+)?(?:have|'ve\s+got|’ve\s+got)\s+until\b`,
    // "Producers have until 14 February to enter": whoever has until a date, to apply or enter.
    // "Firms have until Friday, March 1 to put themselves forward"; "until 10 July to claim".
    String.raw`\b(?:have|has|'ve\s+got|’ve\s+got)\s+until\b(?=[^.;\n]{0,40}?\bto\s+(?:apply|enter|submit|register|nominate|bid|book|send|claim|get\s+(?:their|your)\s+(?:entries|applications|bids)|put\s+(?:[\w'’]+\s+){1,3}?forward))`,
    // "Businesses can now enter, or be nominated for, the awards … until Monday 4 November".
    String.raw`\b(?:can|may)\s+(?:now\s+|still\s+)?(?:apply|enter|bid|register|nominate)\b[^.;\n]{0,140}?\buntil\b`,
    // "The hub stopped taking expressions of interest at 5pm on Friday 19 January".
    String.raw`\bstop(?:s|ped)?\s+(?:accepting|taking)\s+(?:applications|entries|bids|nominations|expressions\s+of\s+interest|eois?)\b(?:\s+(?:on|at))?`,
    String.raw`\b(?:by|until)\s+(?=(?:(?:12\s*)?(?:midday|noon|midnight)|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm))\b)`,
    String.raw`\bextended\s+to\b`,
    String.raw`\b(?:nominate|contact\s+us|let\s+us\s+know|tell\s+us)\s+(?:\S+\s+){0,3}?(?:by|before)\b`,
    String.raw`\bon\s+or\s+before\b`,
    // "Nominations close on 19 August and entries on 2 September": the verb said once for both.
    String.raw`(?<=\bclos(?:e|es|ing)\b[^.;\n]{0,80}?)\b(?:and|while|with)\s+(?:full\s+|final\s+)?(?:entries|applications|submissions|bids|proposals|tenders)\s+(?:on|by)\b`,
    // Any "by" right in front of a date ("Expressions of interest by 12 February").
    String.raw`(?<loose>\b(?:on\s+or\s+)?by\b)`,
  ].join('|'),
  'gi',
);

/** A closing date named as a thing, and the words that may stand between it and its "is". */
const NAMED_CLOSING = /^(?:deadlines?|(?:closing|close|end)\s+date)$/i;
/** A closing-date label's own words, alone on its line: "for entries", "for applications:". */
const LABEL_WORDS = /^[ \t]+(?:for|to)\s+(?:[\w-]+[ \t]+){0,3}?[\w-]+[ \t]*:?[ \t]*\n[\s:|–—-]*$/i;
// Or a deadline told as past: "the application deadline … passed last week (Friday 18 May)".
const NAMED_BETWEEN =
  /^[^.;!?\n£]{0,120}\b(?:is|will\s+be|was|passed(?:\s+(?:last|this)\s+(?:week|month))?)\s+(?:on\s+)?\(?$/i;

/** A window's cue that ends on its opening: "open from", "accepted from". */
const OPENS_FROM = /\b(?:from|between)$/i;

/** Right after a closing date: the call closed because its money ran out. */
const RAN_OUT =
  /^\s*,?\s*(?:as|because|after|once|when)\b[^.;\n]{0,50}?\b(?:allocated|spent|exhausted|committed|used\s+up|oversubscribed|demand)\b/i;

/** Words saying a call has no fixed closing date. */
const NO_FIXED_DEADLINE =
  /\b(?:rolling|ongoing|none|no\s+(?:fixed\s+|set\s+)?(?:deadline|closing\s+date)|open[- ]ended|any\s*time|n\/a)\b/i;

/** Contexts where a nearby date is something else. */
const NOT_A_DEADLINE =
  /\b(?:published|posted|updated|opens?|opened|launch(?:es|ed)?|from|(?:week\s+)?commencing)\s*(?:on\s*)?:?\s*$/i;

/**
 * A step before the application itself (registering, booking a briefing, nominating someone who
 * then enters, sending a buyer questions before the tender): its date is the deadline only when
 * the text gives no other.
 */
const EARLIER_STEP =
  /\b(?:regist(?:er|ration)|book(?:ing)?|nominations?|questions|queries|clarifications?)\b[^.;]{0,40}$/i;
/**
 * About the award or the project, not the application (claims, payment, results, finishing,
 * spending the money): not a date to apply by.
 */
const AFTER_AWARD =
  /\b(?:claims?|review|payments?|paid|pay|results?|decisions?|hear|notified|notification|awarded|signed|completed(?!\s+(?:applications?|forms?|bids?|tenders?|quotes?|proposals?|entries|submissions?|nominations?)\b)|complete(?=\s+(?:by|before|no\s+later)\b)|finish(?:ed|es|ing)?|spen[dt]|spending|delivered|fitted|installed|announced|start(?:ed)?|begin|due\s+to\s+(?:go|be\s+(?:paid|made|sent|issued|transferred))|go\s+(?:out\s+)?to\s+(?:businesses|applicants|recipients|firms))\b[^.;]{0,40}$/i;
/**
 * A scheme whose money is claimed rather than applied for: "businesses can claim £3,000",
 * "how to claim the incentive", "employers claim through their account".
 */
const CLAIMED_SCHEME =
  /\b(?:can|could|may|able\s+to|employers|businesses|firms|you)\s+(?:now\s+|still\s+)?claim\b|\bclaim\s+(?:up\s+to\s+)?£|\bclaim\s+(?:the|an?|this|their|your)\s+(?:[\w£,-]+\s+){0,2}?(?:incentive|payment|grant|relief|rebate|allowance|bonus)\b/i;

/**
 * The funder's own step: "we will contact you by email no later than 28 August to advise
 * whether you are eligible" is when an applicant hears, not when they must apply.
 */
const FUNDER_REPLIES =
  /\bwe\s+will\s+(?:\w+\s+){0,2}?(?:contact|write\s+to|email|notify|respond|reply|confirm|advise|inform|let\s+(?:you|applicants)\s+know|(?:be|get)\s+in\s+(?:touch|contact)|get\s+back)\b[^.;]{0,60}$/i;
/**
 * A window told in the past tense has closed: "This was initially open to applications between
 * 3 June and 21 June" (a page that goes on to say it has reopened, with no new date).
 */
const PAST_WINDOW =
  /\b(?:was|were|had\s+been)\s+(?:\w+\s+){0,2}?(?:open|accepted|invited|received|taken|due)\b[^.;]{0,40}$|\b(?:have|has|had)\s+(?:already\s+)?(?:applied|submitted|registered|entered)\b[^.;]{0,30}$/i;

/** A line holding only "By" and a date, the day the page was published: who wrote it and when. */
function isByline(
  text: string,
  start: number,
  end: number,
  day: SettledParts,
  published: Date,
): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', end);
  if (text.slice(lineStart, start).trim() !== '') return false;
  if (text.slice(end, lineEnd < 0 ? undefined : lineEnd).trim() !== '') return false;
  const w = wallClock(published);
  return w.year === day.year && w.month === day.month && w.day === day.day;
}

/** A deadline with no time is the end of that day in London (23:59); so is "midnight on …". */
function deadlineInstant(parts: SettledParts): Date {
  if (parts.hour === null || parts.midnight)
    return zonedTime(parts.year, parts.month, parts.day, 23, 59);
  return zonedTime(parts.year, parts.month, parts.day, parts.hour, parts.minute);
}

interface Candidate {
  at: Date;
  secondary: boolean;
  /** Said as a new date: "you now have until", "extended to", "the new deadline is". */
  revised?: boolean;
  /** A date to claim by, on a scheme claimed rather than applied for: used when nothing else is. */
  claim?: boolean;
}

const REVISED = /\bnow\b|\bextended\b/i;
const REVISED_LEAD =
  /\b(?:new|revised|extended)\s+(?:deadline|closing\s+date)\b|\bnow\s+(?:close|closes|run|runs)\b/i;

/**
 * With several closing dates (rounds, stages, an extension) the one that matters is the next
 * still ahead of today; on a page read after they have all passed, the first on or after the
 * page's publication (the deadline it announced); failing both, the latest.
 */
function choose(candidates: Candidate[], now: Date, published: Date | null): Candidate | null {
  const main = candidates.filter((c) => !c.secondary && !c.claim);
  const steps = candidates.filter((c) => c.secondary);
  // An extension replaces the date it extends, whichever is still ahead.
  const revised = main.filter((c) => c.revised);
  const pool = (
    revised.length > 0
      ? revised
      : main.length > 0
        ? main
        : steps.length > 0
          ? steps
          : candidates.filter((c) => c.claim)
  ).sort((a, b) => +a.at - +b.at);
  const ahead = pool.find((c) => c.at >= now);
  if (ahead) return ahead;
  if (published) {
    const sincePublished = pool.find((c) => c.at.getTime() >= published.getTime() - 86_400_000);
    if (sincePublished) return sincePublished;
  }
  return pool.at(-1) ?? null;
}

/** Said of a deadline right after it is named: it no longer holds. */
const SUPERSEDED =
  /^\s*(?:has|have)\s+(?:now\s+)?been\s+(?:pushed\s+back|extended|moved|postponed|put\s+back|changed)\b/i;

/** "Don't miss the 14 March deadline", "14 March: applications close": the date before the words. */
const CUE_AFTER =
  /^[ \t]*(?:(?:(?:application|submission|entry|funding)\s+)?(?:deadline|closing\s+date)\b(?![ \t]*(?:[:|–—-]|is\b|\d|(?:for|to)\s+(?:[\w-]+\s+){0,3}?(?:is|will\s+be)\s+(?:on\s+)?(?:\d|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|noon|midday|midnight)))|[ \t]*[:–—-][ \t]*(?:applications?|entries|nominations|submissions|the\s+(?:fund|call|competition|scheme))\s+close\b)/i;

/** Cells of a table row as pages and feeds flatten them: "a | b | c" or tab-separated. */
const CELL_SEPARATOR = /[|\t]/;
/** A header cell over closing dates: "Closes", "Closing date", "Deadline", "Submission date". */
const CLOSING_HEADER =
  /^(?:(?:application|submission|entry|round)\s+)?(?:clos(?:e|es|ing)(?:\s+dates?)?|deadlines?|submission\s+dates?|last\s+date(?:\s+for\s+applications)?|applications?\s+(?:close|due))$/i;

function lineAround(text: string, index: number): string {
  const start = text.lastIndexOf('\n', index - 1) + 1;
  const end = text.indexOf('\n', index);
  return text.slice(start, end < 0 ? undefined : end);
}

/**
 * Dates in a table's closing-date column: under a header row with a cell such as "Closes" or
 * "Closing date", the same cell of each following row with as many cells ("Round 2 | 3 March |
 * 11 April"). A timetable of rounds, panels and decisions gives each column its own role.
 */
function tableDeadlines(text: string, mentions: DateMention[]): DateMention[] {
  const found: DateMention[] = [];
  let column = -1;
  let width = 0;
  let offset = 0;
  for (const line of text.split('\n')) {
    const lineStart = offset;
    offset += line.length + 1;
    const cells = line.split(CELL_SEPARATOR);
    if (cells.length < 2) {
      column = -1;
      continue;
    }
    const header = cells.findIndex((cell) => CLOSING_HEADER.test(cell.trim()));
    if (header >= 0) {
      column = header;
      width = cells.length;
      continue;
    }
    if (column < 0 || cells.length !== width) {
      column = -1;
      continue;
    }
    const cellStart = lineStart + cells.slice(0, column).reduce((n, c) => n + c.length + 1, 0);
    const cellEnd = cellStart + cells[column]!.length;
    found.push(...mentions.filter((m) => m.index >= cellStart && m.end <= cellEnd));
  }
  return found;
}

const MONTH_NUMBER: Record<string, number> = Object.fromEntries(
  ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].map(
    (m, i) => [m, i + 1],
  ),
);
/**
 * "Applications must be in by the end of March": a month's last day. Only after words that ask
 * for an application by then, or a scheme that stays open (or keeps money) until then, so "the
 * project runs to the end of March" is not one.
 */
const MONTH_END = new RegExp(
  String.raw`\b(?:(?:apply|applications?|submit|submissions?|bids?|entries|forms?)\b(?:(?!\bopen)[^.;\n]){0,40}?\b(?:by|before|until)|(?:deadline|closing\s+date)(?:\s+is)?|clos(?:es|ing)(?:\s+(?:to|for)\s+(?:applications|entries|bids|nominations|submissions))?(?:\s+at)?|(?:scheme|fund|grant|call|round|programme|it)\s+(?:is|remains|will\s+be|stays)\s+open(?:\s+for\s+(?:applications|entries|bids))?\s+(?:until|till)|(?:money|funding|funds|grants?)\s+(?:remains?|is\s+still\s+(?:left|available)|are\s+still\s+available)\b[^.;\n]{0,60}?\b(?:until|till))\s+(?:the\s+)?end\s+of\s+(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b(?:\s+((?:19|20)\d{2}))?`,
  'gi',
);

function monthEnds(text: string): DateMention[] {
  return [...text.matchAll(MONTH_END)].map((m) => {
    const month = MONTH_NUMBER[m[1]!.slice(0, 3).toLowerCase()]!;
    const year = m[2] ? Number(m[2]) : null;
    // Any day of the month settles the year; the caller moves it to the month's last day.
    const last = new Date(Date.UTC(year ?? 2001, month, 0)).getUTCDate();
    return {
      index: m.index,
      end: m.index + m[0].length,
      start: { year, month, day: last, weekday: null, hour: null, minute: 0 },
      finish: null,
      nextYear: false,
    };
  });
}

/** The dates listed right after a cued one, joined only by commas and "and": "15 March, 15 July and 15 November". */
function listedAfter(
  text: string,
  first: DateMention,
  mentions: DateMention[],
  reference: Date,
): SettledMention[] {
  const listed: SettledMention[] = [];
  let previous = first;
  for (const next of mentions.filter((m) => m.index >= first.end)) {
    if (!/^\s*(?:,|,?\s*(?:and|or|&))\s*$/i.test(text.slice(previous.end, next.index))) break;
    const settled = settleMention(next, reference);
    if (!settled) break;
    listed.push(settled);
    previous = next;
  }
  return listed;
}

/**
 * The closing date the text gives, and where each deadline phrase sits (so event dates skip it).
 * `published` (else `now`) settles dates written without a year.
 */
export function findDeadline(
  text: string,
  now: Date,
  published: Date | null = null,
): { deadline: Date | null; registrationOnly: boolean; windows: Window[] } {
  const reference = published ?? now;
  const mentions = findDateMentions(text);
  const windows: Window[] = [];
  const candidates: Candidate[] = [];
  for (const cue of text.matchAll(DEADLINE_CUE)) {
    const cueEnd = cue.index + cue[0].length;
    const mention = mentions.find((m) => m.end > cueEnd && m.index >= cue.index);
    if (!mention) continue;
    // Only small words may sit between the cue and the date ("is", "on", "for entries is"),
    // on the same line unless the cue is a label ("Closing date" above its date, or in a table).
    const between = text.slice(cueEnd, Math.max(cueEnd, mention.index));
    // Flattened pages leave blank lines between a label and its value.
    // Or a label with its own words on a line of its own: "Deadline for entries\n15 December".
    const label =
      (/^[\s:|–—-]*$/.test(between) ||
        (NAMED_CLOSING.test(cue[0]) &&
          /(?:^|\n)[ \t]*$/.test(text.slice(0, cue.index)) &&
          LABEL_WORDS.test(between))) &&
      (between.match(/\n/g) ?? []).length <= 4;
    // "The closing date for completed forms, with all supporting documents, is 14 March": a
    // closing date named as such may have its own words before "is" and its date.
    const named = NAMED_CLOSING.test(cue[0]) && NAMED_BETWEEN.test(between);
    if (!label && !named && (between.length > 60 || /\n/.test(between))) continue;
    // A table's header ("Round | Opens | Closes") labels a column, not the next line's first
    // cell: tableDeadlines reads its column.
    if (/\n/.test(between) && CELL_SEPARATOR.test(lineAround(text, cue.index))) continue;
    if (cue.groups?.loose && between.trim().length > 0) continue;
    // "Deadline: rolling, with panels on 14 February": the date is not the deadline's.
    if (NO_FIXED_DEADLINE.test(between)) continue;
    if (cue.groups?.openrange && !mention.finish) continue;
    // "The fund is open from 8 February": one date after "from" opens the window; only a
    // range ("open from 1 March to 14 March") says when it closes.
    if (OPENS_FROM.test(cue[0]) && !mention.finish) continue;
    // "extended from 3 March to 17 March" is a range whose end is the deadline.
    if ((NOT_A_DEADLINE.test(between) && !mention.finish) || /[.;!?]\s/.test(between)) continue;
    const settled = settleMention(mention, reference);
    if (!settled) continue;
    // "The fund closed on 1 December as all grants were allocated": money ran out, nobody's
    // deadline.
    if (RAN_OUT.test(text.slice(mention.end, mention.end + 80))) continue;
    windows.push({ start: cue.index, end: mention.end });
    const lead = text.slice(Math.max(0, cue.index - 40), cueEnd);
    // "Apply for a one-off grant payment … up to 31 March": the cue says it is the application.
    // Only this line's words: a title above ("Incentive payments") is not the cue's clause.
    const afterAward = cue.groups?.applyupto
      ? null
      : AFTER_AWARD.exec(lead.slice(lead.lastIndexOf('\n') + 1));
    // "Claims must be made by 30 November" on an incentive employers claim: the claim is how
    // they apply, so its date counts when the text gives no other.
    const claim = !!afterAward && /^claims?\b/i.test(afterAward[0]) && CLAIMED_SCHEME.test(text);
    if (afterAward && !claim) continue;
    // "By 28 April councils had received 74,216 applications": where things stood by a day.
    if (cue.groups?.loose && /^[^.;\n]{0,60}?\bhad\b/i.test(text.slice(mention.end))) continue;
    // "By 26th March 2020" alone under the title, on the day of publication: a byline.
    if (
      cue.groups?.loose &&
      published &&
      isByline(text, cue.index, mention.end, settled.start, published)
    )
      continue;
    const longLead = text.slice(Math.max(0, cue.index - 80), cueEnd);
    if (FUNDER_REPLIES.test(longLead) || PAST_WINDOW.test(longLead)) continue;
    // "Application window: 1–14 March", "open from 1 March to 14 March": the last day counts.
    // Only the clause of this cue: "nominations are open until 27 May and entries close on
    // 10 June" has an earlier step and, after "and", the application itself.
    const clause = lead.split(/,|\band\b|\bbut\b|\bwhile\b/i).at(-1) ?? lead;
    // "Application deadlines: 15 March, 15 July and 15 November": every date of the list is a
    // round's closing date, and choose() takes the next one.
    for (const day of [settled, ...listedAfter(text, mention, mentions, reference)])
      candidates.push({
        at: deadlineInstant(day.finish ?? day.start),
        // "The deadline to register interest is 7 February": the step may follow the cue.
        secondary: EARLIER_STEP.test(clause + between),
        revised: REVISED.test(cue[0]) || REVISED_LEAD.test(lead),
        claim,
      });
  }
  const monthEnd = monthEnds(text);
  for (const found of [...tableDeadlines(text, mentions), ...monthEnd]) {
    const settled = settleMention(found, reference);
    if (!settled) continue;
    // The month's last day in the year settled: 29 February in a leap year.
    if (monthEnd.includes(found))
      settled.start.day = new Date(
        Date.UTC(settled.start.year, settled.start.month, 0),
      ).getUTCDate();
    windows.push({ start: found.index, end: found.end });
    candidates.push({ at: deadlineInstant(settled.finish ?? settled.start), secondary: false });
  }
  for (const mention of mentions) {
    // "Open 10th May deadline …": the date opened the call, whatever follows it.
    if (NOT_A_DEADLINE.test(text.slice(Math.max(0, mention.index - 20), mention.index))) continue;
    const after = CUE_AFTER.exec(text.slice(mention.end, mention.end + 40));
    const settled = after && settleMention(mention, reference);
    if (!settled) continue;
    windows.push({ start: mention.index, end: mention.end + after[0].length });
    // "The 14 August deadline has been pushed back by a week": the new date is written later.
    if (
      SUPERSEDED.test(text.slice(mention.end + after[0].length, mention.end + after[0].length + 60))
    )
      continue;
    candidates.push({ at: deadlineInstant(settled.finish ?? settled.start), secondary: false });
  }
  const chosen = choose(candidates, now, published);
  if (!chosen && published) {
    const weekday = weekdayDeadline(text, published);
    if (weekday)
      return { deadline: weekday.at, registrationOnly: false, windows: [weekday.window] };
  }
  // Only a date to register or book by: the item is more likely an event than a call.
  return { deadline: chosen?.at ?? null, registrationOnly: !!chosen?.secondary, windows };
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
/**
 * A news item's closing day by its weekday alone: "entries are accepted until Wednesday",
 * "Applications close at 12pm on Friday". Said of the applications, and with no date after it.
 */
const WEEKDAY_CLOSE = new RegExp(
  String.raw`\b(?:applications?|entries|nominations|bids|submissions|the\s+(?:fund|scheme|call|competition|portal|window))\b[^.;\n]{0,40}?\b(?:close|closes|closing|(?:are\s+|is\s+)?(?:accepted|open|taken)\s+until|must\s+be\s+(?:in|received|submitted)\s+by)\s+(?:at\s+(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)\s+|at\s+(?:12\s*)?(noon|midday)\s+)?(?:on\s+)?(?:(this|next)\s+)?(${WEEKDAYS.join('|')})\b(?![\s,]*(?:\d|the\s+\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b))`,
  'i',
);

/** The coming weekday a news item names as its closing day, counted from publication. */
function weekdayDeadline(text: string, published: Date): { at: Date; window: Window } | null {
  const found = WEEKDAY_CLOSE.exec(text);
  if (!found) return null;
  const [, hour, minute, half, noon, which, day] = found;
  const from = wallClock(published);
  const weekday = new Date(Date.UTC(from.year, from.month - 1, from.day)).getUTCDay();
  const named = WEEKDAYS.indexOf(day!.toLowerCase());
  const mondayBased = (d: number) => (d + 6) % 7;
  const ahead = /^next/i.test(which ?? '')
    ? mondayBased(named) - mondayBased(weekday) + 7
    : (named - weekday + 7) % 7;
  const date = new Date(Date.UTC(from.year, from.month - 1, from.day + ahead));
  const h = noon ? 12 : hour ? (Number(hour) % 12) + (/pm/i.test(half!) ? 12 : 0) : null;
  const parts: SettledParts = {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: named,
    hour: h,
    minute: h === null ? 0 : Number(minute ?? 0),
  };
  return {
    at: deadlineInstant(parts),
    window: { start: found.index, end: found.index + found[0].length },
  };
}

/**
 * Words that give a date in a call another role than closing: an event, an opening, a start, the
 * end of a financial year or of the programme itself, or a test of who may apply ("trading on
 * 11 March", "registered as at 1 April").
 */
const OTHER_ROLE_BEFORE =
  /\b(?:published|posted|update[ds]?|opens?|opened|opening|launch(?:es|ed)?|from|since|after|between|starts?|started|starting|begins?|began|beginning|accepting|commenc\w+|runs?|running|end(?:s|ing|ed)?|(?:financial|tax)\s+year|held|takes?\s+place|on\s+or\s+after|effective|in\s+force|introduced|announced|trading|traded|registered|established|incorporated|occupied|occupying|as\s+(?:at|of)|webinar|event|session|workshop|seminar|briefing|meeting|drop-in|clinic)\b[^.;\n]{0,30}$|\bopen(?:s|ed|ing)?\s+(?:[\w'’-]+\s+){0,8}?to\s+(?:applications|bids|entries)\s+on\s*$/i;
/** A sentence that tells of an event or of something over. */
const EVENT_OR_PAST =
  /\b(?:webinar|event|workshop|seminar|briefing|session|conference|meeting|drop-in|clinic|masterclass|networking|exhibition|festival|show|fair|ceremony|gala|dinner|reception|summit|expo|was|were|took\s+place|has\s+been|had\s+been)\b/i;
/** "(1 February) announced the scheme": the day news broke, not a closing date. */
const ANNOUNCED_ON =
  /^\s*\)?,?\s*(?:\w+\s+)?(?:announced|launched|unveiled|revealed|confirmed|published|opened)\b/i;
/** "have today (1 February) …": the date spells out today. */
const TODAY_IS = /\b(?:today|yesterday|this\s+morning)\s*\(?\s*$/i;

/** The text invites applications: a call, not news or a guide. */
const INVITES_APPLICATIONS =
  /\b(?:apply|applications?|applicants?|bids?|submissions?|expressions?\s+of\s+interest|entries|enter)\b/i;

/**
 * A funding call that names exactly one date still ahead at publication, with no other role
 * (not an event, an opening, a start or something past), gives its closing date without a cue:
 * "Grants of up to £5,000 for shops. Apply now – 14 March". The caller decides the text is a
 * call (it talks of money on offer); this only reads the dates.
 */
export function findLoneClosingDate(
  text: string,
  reference: Date,
): { deadline: Date; window: Window } | null {
  if (!INVITES_APPLICATIONS.test(text)) return null;
  const day = wallClock(reference);
  const referenceDay = Date.UTC(day.year, day.month - 1, day.day);
  const ahead = findDateMentions(text).flatMap((mention) => {
    const settled = settleMention(mention, reference);
    if (!settled) return [];
    const last = settled.finish ?? settled.start;
    return Date.UTC(last.year, last.month - 1, last.day) >= referenceDay ? [{ mention, last }] : [];
  });
  if (ahead.length !== 1) return null;
  const { mention, last } = ahead[0]!;
  // A dateline ("By 26th March 2020" under the title) on the day of publication.
  const lineStart = text.lastIndexOf('\n', mention.index - 1) + 1;
  if (
    /^\s*(?:by\s+)?$/i.test(text.slice(lineStart, mention.index)) &&
    isByline(text, lineStart, mention.end, last, reference)
  )
    return null;
  const lead = text.slice(Math.max(0, mention.index - 60), mention.index);
  const sentenceStart = Math.max(lead.lastIndexOf('. '), lead.lastIndexOf('\n'));
  const sentence = sentenceStart >= 0 ? lead.slice(sentenceStart + 1) : lead;
  const after = text.slice(mention.end, mention.end + 40);
  if (
    OTHER_ROLE_BEFORE.test(lead) ||
    ANNOUNCED_ON.test(after) ||
    TODAY_IS.test(lead) ||
    AFTER_AWARD.test(lead) ||
    FUNDER_REPLIES.test(lead) ||
    PAST_WINDOW.test(lead) ||
    PLACE_CLOSES.test(lead) ||
    EVENT_OR_PAST.test(sentence)
  )
    return null;
  return {
    deadline: deadlineInstant(last),
    window: { start: mention.index, end: mention.end },
  };
}
