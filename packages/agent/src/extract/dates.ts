/**
 * Dates as UK pages write them, found by a small grammar rather than a general date parser:
 * every shape below is one we have met on funders', councils' and agencies' pages, and a
 * narrow grammar never turns "now", "weekly" or "3 June, 6.30pm" into a wrong day.
 *
 * A mention keeps what the text says and nothing more: a missing year stays null (year.ts
 * settles it against the publication date), a missing time stays null.
 */

export interface DayParts {
  year: number | null;
  month: number;
  /** Null for a weekday and ordinal with no month ("Wednesday 26th"); year.ts supplies the month. */
  day: number;
  monthless?: boolean;
  /** 0 = Sunday, as Date#getDay. */
  weekday: number | null;
  hour: number | null;
  minute: number;
  /** Written as "midnight": a deadline then means the end of that day. */
  midnight?: boolean;
}

export interface DateMention {
  /** Where the mention (with any time written around it) starts and ends in the text. */
  index: number;
  end: number;
  start: DayParts;
  /** The last day (and time) of a range: "3–5 June", "10am to 4pm", "1 May to 3 June". */
  finish: DayParts | null;
  /** "next year" written straight after the date. */
  nextYear: boolean;
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const WEEKDAYS: Record<string, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?(?![a-z])`;
const WEEKDAY = String.raw`\b(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)\.?(?![a-z])`;
const ORDINAL = String.raw`(?:st|nd|rd|th)?`;
const DAY = String.raw`(?:[12]\d|3[01]|0?[1-9])${ORDINAL}(?![\d:]|\.\d)`;
const YEAR = String.raw`(?:19|20)\d{2}(?!\d)`;
const RANGE_SEP = String.raw`\s*(?:-|–|—|to|until|till|through(?:\s+to)?|and|&)\s*`;
const LIST_SEP = String.raw`\s*,\s*`;

/**
 * "1100 hrs", "1100-1500 hrs": the 24-hour clock without a colon, as councils write it. Only
 * with "hrs" or "hours" (on the range's second time), so a year such as "1930" is never a time.
 */
const HRS_TIME = String.raw`(?<![£\d.,:/])(?:[01]\d|2[0-3])[0-5]\d(?:\s*(?:hrs|hours)(?![a-z])|(?=\s*(?:-|–|—|to)\s*(?:[01]\d|2[0-3])[0-5]\d\s*(?:hrs|hours)(?![a-z])))`;
/**
 * A clock time: "5pm", "5.30pm", "17:00", "2 p.m.", "noon", "12 noon", "12:00 midday",
 * "midday", "midnight".
 */
const TIME = String.raw`(?:(?:12(?:[:.]00)?\s*)?(?:noon|midday|midnight)|(?<![£\d.,])(?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)?\s*(?:a\.?m\.?|p\.?m\.?)(?![a-z])|(?<![£\d.,])(?:[01]?\d|2[0-3])[:.][0-5]\d(?!\d|\.\d)(?:\s*(?:hrs|hours|h)(?![a-z]))?|${HRS_TIME})`;
const ZONE = String.raw`(?:\s*\(?\s*(?:GMT|BST|UTC|UK\s+time|local\s+time|London\s+time)\s*\)?)?`;
/** The first hour of "6-8pm" or "10 to 11.30am", which borrows the second's am or pm. */
const BARE_HOUR = String.raw`(?<![£\d.,:/-])(?:1[0-2]|0?[1-9])(?=\s*(?:-|–|—|to)\s*(?:1[0-2]|0?[1-9])(?:[:.][0-5]\d)?\s*(?:a\.?m\.?|p\.?m\.?)(?![a-z]))`;
export const TIME_RANGE = String.raw`(?:${BARE_HOUR}\s*(?:-|–|—|to)\s*${TIME}${ZONE}|${TIME}${ZONE}(?:\s*(?:-|–|—|to|until|till)\s*${TIME}${ZONE})?)`;

const DAY_MONTH = String.raw`(?:(${WEEKDAY})[,\s]+(?:the\s+)?)?(?<![\d£.,:/-])(${DAY})((?:(?:${LIST_SEP}(?:${WEEKDAY}[,\s]+)?${DAY})*(?:${RANGE_SEP})(?:${WEEKDAY}[,\s]+)?${DAY})?)(?:\s+(?:of\s+)?|-)(${MONTH})(?:(?:,?\s+|-)(${YEAR}))?`;
const MONTH_DAY = String.raw`(?:(${WEEKDAY})[,\s]+)?\b(${MONTH})\s+(${DAY})(?:${RANGE_SEP}(${DAY}))?(?:,?\s+(${YEAR}))?(?=[ \t]*\n|\s*(?:[,.;:!?()@|]|$|(?:at|from|to|until|and|in|on|-|–|—|is|are|was|were|will|has|had|via|through|when|so|but|or|if|as|with|for|by|before|after|till|approach(?:es|ing)|looms?|pass(?:es)?)(?![a-z])|(?:event|meeting|session|webinar|workshop|seminar|conference|briefing|deadline)\b|\d{1,2}(?:[:.]\d{2}\s*(?:[ap]\.?m\b|(?![\d.]))|\s*[ap]\.?m\b)))`;
const NUMERIC = String.raw`(?<![\d/.-])(\d{1,2})(?<sep>[/.])(\d{1,2})\k<sep>(\d{4}|\d{2})(?![\d/]|\.\d)|(?<![\d/.-])(\d{1,2})-(\d{1,2})-(\d{4})(?![\d-])`;
const ISO = String.raw`(?<![\d/.-])(\d{4})-(\d{2})-(\d{2})(?![\d-])`;
const WEEKDAY_ORDINAL = String.raw`(${WEEKDAY})\s+(?:the\s+)?([12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)(?!\s+(?:of\s+)?${MONTH}|\s*(?:-|–|—|to|and|&)\s*\d)`;

const CORE = new RegExp(
  [DAY_MONTH, MONTH_DAY, NUMERIC, ISO, WEEKDAY_ORDINAL].map((p) => `(?:${p})`).join('|'),
  'gi',
);
const TIME_BEFORE = new RegExp(
  // "at 12:00 (midday) on Friday 14 February", "midday (12:00) on …": the brackets repeat the time.
  // "a 6.30pm start on Thursday 13 February": the time of the start. "four deadlines, each at
  // 5pm: Thursday 30 June, …": the time heads a list of days.
  // "until 5pm next Friday (May 9)": the weekday said, its date in brackets. "from 10am to 2pm,
  // starting on Saturday, March 5": a recurring market's hours, then its first day.
  String.raw`(?:\b(?:from|at|by|until|before)\s+)?(${TIME_RANGE})\s*(?:\(\s*(?:midday|noon|midnight|${TIME})\s*\)${ZONE}\s*)?(?:start\s+)?(?:[,:]\s*)?(?:(?:starting|beginning|commencing)\s+)?(?:on\s+)?(?:the\s+(?:morning|afternoon|evening|night)\s+of\s+)?(?:the\s+)?(?:(?:next|this|on)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\s*\(\s*)?$`,
  'i',
);
const TIME_AFTER = new RegExp(
  String.raw`^\s*(?:,\s*|\(\s*|\|\s*|@\s*|\s-\s|\s–\s)?(?:(?:at|from|between|starting\s+at|opening\s+at|doors\s+open\s+at|beginning\s+at)\s+)?(${TIME_RANGE})\)?`,
  'i',
);
const NEXT_YEAR = /^\s*(?:,\s*)?next\s+year\b/i;
const RANGE_JOIN = /^\s*(?:-|–|—|to|until|till|through(?:\s+to)?|and|&)\s*$/i;

const monthOf = (word: string) => MONTHS[word.slice(0, 3).toLowerCase()]!;
const weekdayOf = (word: string | undefined) =>
  word ? WEEKDAYS[word.slice(0, 3).toLowerCase()]! : null;
const dayOf = (token: string) => Number.parseInt(token, 10);

/** One written time: hours and minutes on the 24-hour clock, and whether it said "midnight". */
function parseTime(text: string): { hour: number; minute: number; midnight: boolean } | null {
  const t = text.trim().toLowerCase();
  if (/noon|midday/.test(t)) return { hour: 12, minute: 0, midnight: false };
  if (/midnight/.test(t)) return { hour: 0, minute: 0, midnight: true };
  const m =
    /^(\d{2})(\d{2})(?!\d)/.exec(t) ?? /^(\d{1,2})(?:[:.](\d{2}))?\s*(a\.?m\.?|p\.?m\.?)?/.exec(t);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = m[2] ? Number(m[2]) : 0;
  const meridiem = m[3]?.[0];
  if (meridiem) hour = (hour % 12) + (meridiem === 'p' ? 12 : 0);
  if (hour > 23 || minute > 59) return null;
  return { hour, minute, midnight: false };
}

const BARE_START = new RegExp(String.raw`^\D*?(${BARE_HOUR})`, 'i');

/** "10am to 4pm" → both ends; one time → just the start. */
export function parseTimeRange(text: string) {
  const times = [...text.matchAll(new RegExp(TIME, 'gi'))].map((m) => parseTime(m[0]));
  // "6-8pm": the bare first hour, which borrows the second's afternoon below.
  const bare = BARE_START.exec(text);
  if (bare) times.unshift({ hour: Number(bare[1]), minute: 0, midnight: false });
  const [from, to] = times;
  if (!from) return null;
  // "6.30 to 8pm": the first time borrows the second's afternoon.
  const firstWritten = text.split(/-|–|—|\bto\b|until|till/i)[0]!;
  // "0600-2000 hrs" is on the 24-hour clock already.
  if (to && !/[ap]\.?m|noon|midday|midnight|\d{4}/i.test(firstWritten) && from.hour + 12 <= to.hour)
    from.hour += 12;
  return { from, to: to ?? null };
}

function validDay(month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/** The date (or range of days) a CORE match names, before any time is attached. */
function coreParts(m: RegExpExecArray): { start: DayParts; finish: DayParts | null } | null {
  const g = m.slice(1);
  const blank = { hour: null, minute: 0 };
  if (g[1] !== undefined) {
    // Day first: "Tue 3 – Thu 5 June 2025", "3, 4 and 5 June", "14th of March".
    const [weekday, first, rest, month, year] = [g[0], g[1], g[2], g[3]!, g[4]];
    const m0 = monthOf(month);
    const y = year ? Number(year) : null;
    const start = { year: y, month: m0, day: dayOf(first), weekday: weekdayOf(weekday), ...blank };
    if (!validDay(start.month, start.day)) return null;
    if (!rest) return { start, finish: null };
    const days = [...rest.matchAll(new RegExp(`(${WEEKDAY})?[,\\s]*(${DAY})`, 'gi'))];
    const lastMatch = days.at(-1)!;
    const last = dayOf(lastMatch[2]!);
    // "10 and 17 October" are two separate days, not a week-long event.
    const joinedByAnd = /\band\b|&/i.test(rest) && days.length === 1 && last !== start.day + 1;
    if (last <= start.day || joinedByAnd) return { start, finish: null };
    return {
      start,
      finish: { year: y, month: m0, day: last, weekday: weekdayOf(lastMatch[1]), ...blank },
    };
  }
  if (g[6] !== undefined) {
    // Month first ("March 5, 2025", "June 3-5") only with a capital: "may 5" in a sentence is no date.
    if (!/^[A-Z]/.test(g[6])) return null;
    const y = g[9] ? Number(g[9]) : null;
    const month = monthOf(g[6]);
    const start = { year: y, month, day: dayOf(g[7]!), weekday: weekdayOf(g[5]), ...blank };
    if (!validDay(month, start.day)) return null;
    const last = g[8] ? dayOf(g[8]) : null;
    const finish = last && last > start.day ? { ...start, day: last, weekday: null } : null;
    return { start, finish };
  }
  if (g[10] !== undefined || g[14] !== undefined) {
    // Numeric, day first as in the UK: 14/03/2025, 14.03.25, 14-03-2025.
    const [d, mo, y] = g[10] !== undefined ? [g[10], g[12], g[13]] : [g[14], g[15], g[16]];
    const year = y!.length === 2 ? 2000 + Number(y) : Number(y);
    const start = { year, month: Number(mo), day: Number(d), weekday: null, ...blank };
    return validDay(start.month, start.day) ? { start, finish: null } : null;
  }
  if (g[17] !== undefined) {
    const start = {
      year: Number(g[17]),
      month: Number(g[18]),
      day: Number(g[19]),
      weekday: null,
      ...blank,
    };
    return validDay(start.month, start.day) ? { start, finish: null } : null;
  }
  // "Wednesday 26th": the month is whichever nearby month gives that weekday.
  const start = { year: null, month: 0, day: dayOf(g[21]!), weekday: weekdayOf(g[20]), ...blank };
  return { start: { ...start, monthless: true }, finish: null };
}

function withTime(parts: DayParts, time: { hour: number; minute: number; midnight: boolean }) {
  return { ...parts, hour: time.hour, minute: time.minute, midnight: time.midnight };
}

/** Every date written in the text, in order, each with the times written next to it. */
export function findDateMentions(text: string): DateMention[] {
  const mentions: DateMention[] = [];
  for (const m of text.matchAll(CORE)) {
    const parsed = coreParts(m);
    if (!parsed) continue;
    let { start, finish } = parsed;
    let index = m.index;
    let end = m.index + m[0].length;
    const after = TIME_AFTER.exec(text.slice(end, end + 60));
    const before = TIME_BEFORE.exec(text.slice(Math.max(0, index - 50), index));
    const times = after ? parseTimeRange(after[1]!) : before ? parseTimeRange(before[1]!) : null;
    if (times) {
      start = withTime(start, times.from);
      if (times.to) finish = withTime(finish ?? { ...start, weekday: null }, times.to);
      if (after) end += after[0].length;
      else index -= before![0].length;
    }
    const nextYear = NEXT_YEAR.exec(text.slice(end, end + 14));
    if (nextYear) end += nextYear[0].length;
    mentions.push({ index, end, start, finish, nextYear: !!nextYear });
  }
  return joinRanges(text, mentions);
}

/** "1 May to 3 June", "6.30pm on Friday 3 May to 9pm on Sunday 5 May": two mentions, one range. */
function joinRanges(text: string, mentions: DateMention[]): DateMention[] {
  const joined: DateMention[] = [];
  for (const mention of mentions) {
    const previous = joined.at(-1);
    const between = previous ? text.slice(previous.end, mention.index) : '';
    // "between 1 May and 3 June" is a range; "rounds closing on 31 May and 31 October" are two
    // dates.
    const listed =
      !!previous &&
      /^\s*(?:and|&)\s*$/i.test(between) &&
      !/\bbetween\s+(?:\w+,?\s+){0,2}$/i.test(
        text.slice(Math.max(0, previous.index - 30), previous.index),
      );
    if (previous && !previous.finish && !mention.finish && RANGE_JOIN.test(between) && !listed) {
      const start =
        previous.start.year === null && mention.start.year !== null
          ? {
              ...previous.start,
              year: mention.start.year - (previous.start.month > mention.start.month ? 1 : 0),
            }
          : previous.start;
      joined[joined.length - 1] = { ...previous, start, finish: mention.start, end: mention.end };
      continue;
    }
    joined.push(mention);
  }
  return joined;
}
