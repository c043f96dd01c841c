/**
 * Dates as an owner in the UK reads them: the Monday report's week, deadlines' days, the
 * 07:00 run. Everything is computed through Intl with the Europe/London zone, so clock
 * changes (last Sunday of March and of October) need no table of their own.
 */
export const LONDON = 'Europe/London';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
});

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface LondonParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 for Monday … 6 for Sunday. */
  weekday: number;
}

export function londonParts(at: Date): LondonParts {
  const parts = Object.fromEntries(partsFormat.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday!),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day in London, as YYYY-MM-DD. */
export function londonDate(at: Date): string {
  const p = londonParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** Minutes London is ahead of UTC at that instant (0 in winter, 60 in summer). */
function londonOffsetMinutes(at: Date): number {
  const p = londonParts(at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a London wall-clock time names (an hour skipped in spring resolves forwards). */
export function londonInstant(date: string, hour = 0, minute = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the naive instant is right except within an hour of a change: check again.
  const first = naive - londonOffsetMinutes(new Date(naive)) * 60_000;
  return new Date(naive - londonOffsetMinutes(new Date(first)) * 60_000);
}

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + days));
  return next.toISOString().slice(0, 10);
}

/** The Monday (YYYY-MM-DD, London) of the week `at` falls in. */
export function weekStartOf(at: Date): string {
  return addDays(londonDate(at), -londonParts(at).weekday);
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

/** Whether a YYYY-MM-DD date is a Monday. */
export function isMonday(date: string): boolean {
  return new Date(`${date}T12:00:00Z`).getUTCDay() === 1;
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const clock = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Monday 30 March 2026" (no comma, as UK English writes it). */
export const formatLongDate = (at: Date) => longDate.format(at).replace(',', '');
/** "30 Mar 2026". */
export const formatShortDate = (at: Date) => shortDate.format(at);
/** "17:00". */
export const formatClock = (at: Date) => clock.format(at);

/** A deadline written as the extractor stores a date with no time: 23:59 London. */
export function isEndOfDay(at: Date): boolean {
  const p = londonParts(at);
  return p.hour === 23 && p.minute === 59;
}
