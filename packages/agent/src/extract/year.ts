import { wallClock } from '../time.ts';
import type { DateMention, DayParts } from './dates.ts';

/** A calendar day (and perhaps a time) with the year settled. */
export type SettledParts = Omit<DayParts, 'year'> & { year: number };

export interface SettledMention extends Omit<DateMention, 'start' | 'finish'> {
  start: SettledParts;
  finish: SettledParts | null;
}

const DAY_MS = 86_400_000;
/**
 * A date with no year lands in the year that puts it between six weeks before the reference day
 * and about ten and a half months after: deadlines and events are announced ahead (on the
 * real-world training items, 11 to 263 days ahead for deadlines and up to a year for events),
 * while a date a few weeks back is one the page looks back on ("the first webinar, on 7 July,
 * covered…").
 */
const LOOK_BACK_DAYS = 45;

const dayNumber = (year: number, month: number, day: number) =>
  Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
const exists = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
const weekdayOf = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();

function referenceDay(reference: Date) {
  const w = wallClock(reference);
  return { year: w.year, number: dayNumber(w.year, w.month, w.day) };
}

/**
 * The year for a day written without one: the one in the window around the reference (the
 * item's publication, else today), moved by a year either way if that is what makes a written
 * weekday true ("Friday 14 March" is a Friday in the year chosen, or the weekday is a slip).
 */
function yearFor(
  parts: DayParts,
  reference: Date,
  nextYear: boolean,
  lastDay: DayParts | null = null,
): number | null {
  const ref = referenceDay(reference);
  if (nextYear) return ref.year + 1;
  const inWindow = [ref.year - 1, ref.year, ref.year + 1].find((y) => {
    if (!exists(y, parts.month, parts.day)) return false;
    const offset = dayNumber(y, parts.month, parts.day) - ref.number;
    return offset >= -LOOK_BACK_DAYS && offset < 365 - LOOK_BACK_DAYS;
  });
  // 29 February outside a leap year's window: the nearest leap year ahead.
  const year =
    inWindow ??
    [ref.year, ref.year + 1, ref.year + 2, ref.year + 3].find((y) =>
      exists(y, parts.month, parts.day),
    );
  if (year === undefined) return null;
  if (parts.weekday === null) return year;
  // "tomorrow and Sunday, 17-18 September": the weekday may name the range's last day.
  if (
    lastDay &&
    lastDay.weekday === null &&
    exists(year, lastDay.month, lastDay.day) &&
    weekdayOf(year, lastDay.month, lastDay.day) === parts.weekday
  )
    return year;
  const agreeing = [year, year + 1, year - 1].find(
    (y) =>
      exists(y, parts.month, parts.day) && weekdayOf(y, parts.month, parts.day) === parts.weekday,
  );
  return agreeing ?? year;
}

/** "Wednesday 26th": the first such day from a week before the reference, within two months. */
function monthFor(parts: DayParts, reference: Date): { year: number; month: number } | null {
  const ref = referenceDay(reference);
  for (let n = ref.number - 7; n <= ref.number + 62; n++) {
    const d = new Date(n * DAY_MS);
    if (d.getUTCDate() === parts.day && d.getUTCDay() === parts.weekday)
      return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
  }
  return null;
}

function settleStart(mention: DateMention, reference: Date): SettledParts | null {
  const { start } = mention;
  if (start.monthless) {
    const found = monthFor(start, reference);
    return found ? { ...start, ...found, monthless: false } : null;
  }
  if (start.year !== null) return { ...start, year: start.year };
  // "1 December to 3 January 2026": the written end year fixes the start's.
  const endYear = mention.finish?.year;
  if (endYear != null) {
    const crosses =
      start.month > mention.finish!.month ||
      (start.month === mention.finish!.month && start.day > mention.finish!.day);
    return { ...start, year: endYear - (crosses ? 1 : 0) };
  }
  const year = yearFor(start, reference, mention.nextYear, mention.finish);
  return year === null ? null : { ...start, year };
}

/** Gives every day in the mention a year; null when the date cannot exist (30 February). */
export function settleMention(mention: DateMention, reference: Date): SettledMention | null {
  const start = settleStart(mention, reference);
  if (!start || !exists(start.year, start.month, start.day)) return null;
  let finish: SettledParts | null = null;
  if (mention.finish) {
    const f = mention.finish;
    const crosses = f.month < start.month || (f.month === start.month && f.day < start.day);
    const year = f.year ?? start.year + (crosses ? 1 : 0);
    finish = exists(year, f.month, f.day) ? { ...f, year } : null;
  }
  return { ...mention, start, finish };
}
