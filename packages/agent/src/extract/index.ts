import * as chrono from 'chrono-node';
import type { ExtractedFacts, ParsedEntry } from '../contracts.ts';
import { wallClock, zonedTime } from '../time.ts';

export interface ExtractOptions {
  now: Date;
  /** When the item was published: the reference for a date written without a year. */
  published?: Date | null;
  /** The publishing source's name: the organisation when the entry names none. */
  sourceName?: string | null;
}

type ParsedDate = chrono.ParsedResult;

/**
 * Words that introduce a closing date. A date is only a deadline when one of these stands
 * right before it, so an event's date or a publication date is never taken for one.
 */
const DEADLINE_CUE = new RegExp(
  [
    String.raw`\bdeadlines?\b`,
    String.raw`\bclosing\s+date\b`,
    // Not "closes with a reception" or "closing keynote": those close an event, not a call.
    String.raw`\bclos(?:es|ing)\b(?!\s+(?:with|keynote|remarks|session|panel|plenary|address|speech|ceremony|reception|party|drinks|of\s+the\s+(?:event|day|conference)))`,
    String.raw`\b(?:applications?|submissions?|entries|nominations|bids|tenders?|expressions\s+of\s+interest|eois?|the\s+(?:fund|call|scheme|competition|programme|grant)|(?:fund|call|scheme|competition|programme|round|grant)s?)\s+(?:will\s+)?close\b`,
    String.raw`\b(?:will\s+)?close\s+(?:on|at|by)\b`,
    String.raw`\b(?:apply|submit|register|book|respond|enter)\s+(?:\w+\s+){0,3}?(?:by|before)\b`,
    String.raw`\b(?:must\s+be\s+)?(?:received|submitted)\s+(?:by|before)\b`,
    String.raw`\bno\s+later\s+than\b`,
    String.raw`\b(?:open|available|accepting\s+applications)\s+until\b`,
    String.raw`\bby\s+(?=(?:midday|noon|midnight|\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm))\b)`,
    String.raw`\bextended\s+to\b`,
  ].join('|'),
  'gi',
);

/** Contexts where a nearby date is something else. */
const NOT_A_DEADLINE =
  /\b(?:published|posted|updated|opens?|opened|launch(?:es|ed)?|from)\s*(?:on\s*)?:?\s*$/i;

const EVENT_SIGNAL =
  /\b(?:event|webinar|workshop|conference|meet-?up|session|seminar|masterclass|networking|expo|exhibition|summit|bootcamp|clinic|drop-in|breakfast|lunch|showcase|open day|hackathon|festival|fair|launch event|course|training|tour|roadshow|when)\b/i;

function components(result: ParsedDate, which: 'start' | 'end') {
  const c = which === 'start' ? result.start : result.end;
  if (!c) return null;
  return {
    year: c.get('year') ?? 0,
    month: c.get('month') ?? 1,
    day: c.get('day') ?? 1,
    hour: c.isCertain('hour') ? (c.get('hour') ?? 0) : null,
    minute: c.get('minute') ?? 0,
    certainDay: c.isCertain('day') && c.isCertain('month'),
    certainYear: c.isCertain('year'),
    weekday: c.isCertain('weekday') ? c.get('weekday') : null,
  };
}

type Parts = NonNullable<ReturnType<typeof components>>;

/**
 * A date with no year is the next such date on or after today in London, and if a weekday
 * was written ("Friday 5 February"), the next year in which that date falls on that weekday
 * (within a few years), so a stale weekday does not silently move the date.
 */
function settleYear(parts: Parts, now: Date): Parts {
  if (parts.certainYear) return parts;
  const today = wallClock(now);
  let year = today.year;
  const before =
    parts.month < today.month || (parts.month === today.month && parts.day < today.day);
  if (before) year++;
  if (parts.weekday !== null && parts.weekday !== undefined) {
    for (let y = year; y < year + 7; y++) {
      if (new Date(Date.UTC(y, parts.month - 1, parts.day)).getUTCDay() === parts.weekday)
        return { ...parts, year: y };
    }
  }
  return { ...parts, year };
}

/** A deadline with no time is the end of that day in London (23:59). */
function deadlineInstant(parts: Parts, text: string): Date {
  if (parts.hour === null) return zonedTime(parts.year, parts.month, parts.day, 23, 59);
  // "midnight on 12 March" means the night at the end of the 12th, not its first minute.
  if (parts.hour === 0 && parts.minute === 0 && /midnight/i.test(text))
    return zonedTime(parts.year, parts.month, parts.day, 23, 59);
  return zonedTime(parts.year, parts.month, parts.day, parts.hour, parts.minute);
}

function parseDates(text: string, now: Date): ParsedDate[] {
  try {
    return chrono.en.GB.parse(text, now, { forwardDate: true });
  } catch {
    return [];
  }
}

interface Window {
  start: number;
  end: number;
}

export function findDeadline(
  text: string,
  now: Date,
): { deadline: Date | null; windows: Window[] } {
  const windows: Window[] = [];
  const candidates: Date[] = [];
  for (const cue of text.matchAll(DEADLINE_CUE)) {
    const cueEnd = cue.index + cue[0].length;
    // The date must follow the cue closely, on the same line.
    const rest = text.slice(cueEnd, cueEnd + 90);
    const lineEnd = rest.search(/\n/);
    const window = lineEnd >= 0 ? rest.slice(0, lineEnd) : rest;
    const found = parseDates(window, now).find((r) => {
      const parts = components(r, 'start');
      if (!parts?.certainDay) return false;
      // Only small words may sit between the cue and the date ("is", "on", "at 5pm on").
      const between = window.slice(0, r.index);
      // "closes in two weeks" is relative to a publication date we may not know: skip it.
      const absolute = /\d/.test(r.text) && (/[a-z]{3}/i.test(r.text) || /\d[/.-]\d/.test(r.text));
      return (
        absolute &&
        between.length <= 45 &&
        !NOT_A_DEADLINE.test(between) &&
        !/[.;!?]\s/.test(between)
      );
    });
    if (!found) continue;
    windows.push({ start: cue.index, end: cueEnd + found.index + found.text.length });
    let parts = settleYear(components(found, 'start')!, now);
    if (parts.hour === null) {
      // A time written just after the date, e.g. "3rd February 2027 (12:00 GMT)".
      const after = window.slice(
        found.index + found.text.length,
        found.index + found.text.length + 20,
      );
      const t =
        /^\s*[,(]?\s*(?:at\s+)?(?:(\d{1,2})[:.](\d{2})\s*(am|pm)?|(\d{1,2})\s*(am|pm)|(midday|noon))\b/i.exec(
          after,
        );
      if (t) {
        let hour = t[6] ? 12 : Number(t[1] ?? t[4]);
        const ampm = (t[3] ?? t[5])?.toLowerCase();
        if (ampm) hour = (hour % 12) + (ampm === 'pm' ? 12 : 0);
        if (hour < 24) parts = { ...parts, hour, minute: t[2] ? Number(t[2]) : 0 };
      }
    }
    candidates.push(deadlineInstant(parts, found.text));
  }
  if (candidates.length === 0) return { deadline: null, windows };
  // Several closing dates (stages, rounds, an extension): the next one still ahead matters.
  const ahead = candidates.filter((d) => d.getTime() >= now.getTime()).sort((a, b) => +a - +b);
  const deadline = ahead[0] ?? candidates.sort((a, b) => +b - +a)[0]!;
  return { deadline, windows };
}

const AMOUNT = new RegExp(
  String.raw`(?:£|GBP\s?)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*(k|m|bn|million|billion|thousand|mn)?\b` +
    String.raw`(?:\s*(?:-|–|—|to)\s*(?:£|GBP\s?)?\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*(k|m|bn|million|billion|thousand|mn)?\b)?`,
  'gi',
);
const POUNDS_WORD = /\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s*(k|m|million|thousand)?\s+pounds\b/gi;
const NOT_FUNDING_BEFORE =
  /(?:\b(?:turnover|revenue|sales|salary|salaries|wages?|ticket(?:s|ed)?|admission|entry|fee|fees|subscription|membership)\b[^.£]{0,25}|\b(?:costs?|priced?|charged?|pay|paying)\s+(?:just\s+|only\s+|of\s+|at\s+)?)$/i;
const NOT_FUNDING_AFTER =
  /^\s*(?:\+\s*VAT|per\s+(?:person|head|hour|day|night|month|ticket|delegate)|pp\b|\/\s*(?:hour|person|head|month))/i;

function scale(unit: string | undefined): number {
  switch ((unit ?? '').toLowerCase()) {
    case 'k':
    case 'thousand':
      return 1_000;
    case 'm':
    case 'mn':
    case 'million':
      return 1_000_000;
    case 'bn':
    case 'billion':
      return 1_000_000_000;
    default:
      return 1;
  }
}

function value(
  whole: string | undefined,
  fraction: string | undefined,
  unit: string | undefined,
): number | null {
  if (!whole) return null;
  const n = Number(whole.replace(/,/g, ''));
  const s = scale(unit);
  // Pence are ignored; a fraction only counts when it scales ("£1.5m").
  const amount = s === 1 ? n : (n + (fraction ? Number(`0.${fraction}`) : 0)) * s;
  return Number.isFinite(amount) ? Math.round(amount) : null;
}

/** The largest sum in pounds the text offers; fees, prices and turnover thresholds excluded. */
export function findLargestAmount(text: string): number | null {
  let best: number | null = null;
  const consider = (n: number | null) => {
    if (n !== null && n > 0 && (best === null || n > best)) best = n;
  };
  for (const m of text.matchAll(AMOUNT)) {
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 20);
    if (NOT_FUNDING_BEFORE.test(before) || NOT_FUNDING_AFTER.test(after)) continue;
    // "£5-10k": the range's unit applies to both ends.
    const shared =
      !m[3] && m[4] && m[6] && Number(m[1]!.replace(/,/g, '')) < Number(m[4].replace(/,/g, ''));
    const unitLow = m[3] ?? (shared ? m[6] : undefined);
    consider(value(m[1], m[2], unitLow));
    consider(value(m[4], m[5], m[6]));
  }
  for (const m of text.matchAll(POUNDS_WORD)) {
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    if (NOT_FUNDING_BEFORE.test(before)) continue;
    consider(value(m[1], m[2], m[3]));
  }
  return best;
}

function overlaps(a: Window, b: Window): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Event dates written in the text, for entries whose format carried none. */
export function findEventDates(
  text: string,
  now: Date,
  deadlineWindows: Window[],
): { start: Date | null; end: Date | null } {
  if (!EVENT_SIGNAL.test(text)) return { start: null, end: null };
  for (const r of parseDates(text, now)) {
    const window = { start: r.index, end: r.index + r.text.length };
    if (deadlineWindows.some((w) => overlaps(w, window))) continue;
    const before = text.slice(Math.max(0, r.index - 40), r.index);
    if (
      /\b(?:published|posted|updated|opens?|launch(?:es|ed)?|deadline|clos(?:es|ing)|by|before|until)\s*(?:on)?:?\s*$/i.test(
        before,
      )
    )
      continue;
    const startParts = components(r, 'start');
    if (!startParts?.certainDay) continue;
    const start = settleYear(startParts, now);
    const startAt =
      start.hour === null
        ? zonedTime(start.year, start.month, start.day)
        : zonedTime(start.year, start.month, start.day, start.hour, start.minute);
    const endRaw = components(r, 'end');
    let endAt: Date | null = null;
    if (endRaw) {
      const end = endRaw.certainYear ? endRaw : { ...endRaw, year: start.year };
      endAt =
        end.hour === null
          ? zonedTime(end.year, end.month, end.day, 23, 59)
          : zonedTime(end.year, end.month, end.day, end.hour, end.minute);
      if (endAt < startAt) endAt = null;
    } else if (start.hour === null) {
      // A whole-day event with no times: it lasts that day.
      endAt = zonedTime(start.year, start.month, start.day, 23, 59);
    }
    return { start: startAt, end: endAt };
  }
  return { start: null, end: null };
}

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

/** Deadline, largest £ amount, event dates, location and organisation from an entry. */
export function extractFacts(entry: ParsedEntry, options: ExtractOptions): ExtractedFacts {
  const now = options.now;
  const text = `${entry.title}\n${entry.text ?? ''}`;
  const { deadline, windows } = findDeadline(text, now);
  let eventStart = entry.eventStart ?? null;
  let eventEnd = entry.eventEnd ?? null;
  if (!eventStart) {
    const found = findEventDates(text, now, windows);
    eventStart = found.start;
    eventEnd = found.end;
  }
  const isEvent = !!eventStart || /^(?:\w*Event)$/.test(entry.schemaType ?? '');
  return {
    deadline,
    amountMaxGbp: findLargestAmount(text),
    eventStart,
    eventEnd: eventEnd ?? null,
    location: findLocation(entry, text, isEvent),
    organisation: entry.organisation?.trim() || options.sourceName?.trim() || null,
  };
}
