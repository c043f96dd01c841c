const DAY_MS = 86_400_000;

/**
 * How old a post is, as the feed says it (docs/product.md#post-card): 'This week', 'Last week',
 * 'N weeks ago' up to four, then months (weeks divided by four) up to eleven, then years.
 */
export function relativeAge(date: Date | string, now: Date = new Date()): string {
  const days = Math.max(0, Math.floor((now.getTime() - new Date(date).getTime()) / DAY_MS));
  const weeks = Math.floor(days / 7);
  if (weeks < 1) return 'This week';
  if (weeks === 1) return 'Last week';
  if (weeks <= 4) return `${weeks} weeks ago`;
  const months = Math.floor(weeks / 4);
  if (months < 12) return months === 1 ? '1 month ago' : `${months} months ago`;
  const years = Math.floor(months / 12);
  return years === 1 ? '1 year ago' : `${years} years ago`;
}

const formatter = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * DAY_MS],
  ['month', 30 * DAY_MS],
  ['week', 7 * DAY_MS],
  ['day', DAY_MS],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago", "yesterday": for notifications. */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const elapsed = new Date(date).getTime() - now.getTime();
  for (const [unit, ms] of UNITS) {
    if (Math.abs(elapsed) >= ms || unit === 'minute') {
      const value = Math.round(elapsed / ms);
      return value === 0 ? 'just now' : formatter.format(value, unit);
    }
  }
  return 'just now';
}

/** "3 Feb 2026": a bookmark's date, day, short month and year (en-GB). */
export const shortDate = (date: Date | string) =>
  new Date(date).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
