/** Wall-clock times in a named zone (Europe/London by default) to instants, without a TZ env. */

export const LONDON = 'Europe/London';

/** English month names, January first (dates in UK text and in the sample pack). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Intl's formatToParts is the slow step of reading dates: the extractor settles every date a
 * text names, each through several wall-clock readings, so readings are remembered (bounded, as
 * a crawl meets new instants without end). Callers get their own copy.
 */
const MEMO_LIMIT = 10_000;
const wallClocks = new Map<string, ReturnType<typeof readWallClock>>();
const zonedTimes = new Map<string, number>();
function remember<V>(memo: Map<string, V>, key: string, value: V): V {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, value);
  return value;
}

/** The zone's wall clock at `instant`, as fields. */
export function wallClock(instant: Date, timeZone = LONDON) {
  const key = `${instant.getTime()} ${timeZone}`;
  const known = wallClocks.get(key) ?? remember(wallClocks, key, readWallClock(instant, timeZone));
  return { ...known };
}

function readWallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

function offsetAt(utcMs: number, timeZone: string): number {
  const w = wallClock(new Date(utcMs), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - utcMs;
}

/**
 * The instant when the zone's clocks read this wall time. In the spring gap the time does not
 * exist and we move it forward an hour; in the autumn overlap we take the first (BST) reading.
 */
export function zonedTime(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  timeZone = LONDON,
): Date {
  const key = `${year} ${month} ${day} ${hour} ${minute} ${second} ${timeZone}`;
  const known = zonedTimes.get(key);
  if (known !== undefined) return new Date(known);
  return new Date(
    remember(zonedTimes, key, findZonedTime(year, month, day, hour, minute, second, timeZone)),
  );
}

function findZonedTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  timeZone: string,
): number {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const before = offsetAt(asUtc - 86_400_000, timeZone);
  const after = offsetAt(asUtc + 86_400_000, timeZone);
  const candidates = [asUtc - Math.max(before, after), asUtc - Math.min(before, after)];
  for (const t of candidates) {
    const w = wallClock(new Date(t), timeZone);
    if (
      w.year === year &&
      w.month === month &&
      w.day === day &&
      w.hour === hour &&
      w.minute === minute
    )
      return t;
  }
  // Spring-forward gap: the wall time never happens; use the offset from before the change.
  return asUtc - before;
}

/** The London calendar date of an instant, as YYYY-MM-DD. */
export function londonDate(instant: Date): string {
  const w = wallClock(instant);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * ISO 8601 as schema.org and calendars write it. With an offset or Z it is absolute; without
 * one it is a wall time in `timeZone` (an event page that says 10:00 means 10:00 in London).
 */
export function parseIsoInZone(value: unknown, timeZone = LONDON): Date | null {
  if (typeof value !== 'string') return null;
  const m =
    /^\s*(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?\s*$/i.exec(
      value,
    );
  if (!m) {
    const t = Date.parse(value);
    return Number.isNaN(t) ? null : new Date(t);
  }
  const [, y, mo, d, h, mi, s, zone] = m;
  if (zone) {
    const t = Date.parse(
      `${y}-${mo}-${d}T${h ?? '00'}:${mi ?? '00'}:${s ?? '00'}${zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone.toUpperCase()}`,
    );
    return Number.isNaN(t) ? null : new Date(t);
  }
  const date = zonedTime(
    Number(y),
    Number(mo),
    Number(d),
    Number(h ?? 0),
    Number(mi ?? 0),
    Number(s ?? 0),
    timeZone,
  );
  return Number.isNaN(date.getTime()) ? null : date;
}
