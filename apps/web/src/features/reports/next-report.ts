/**
 * When the next Monday report goes out: 07:00 Europe/London every Monday (docs/product.md#weekly-report).
 * Worked out in London's calendar, so an owner abroad or a device clock in UTC still sees the
 * day the report is sent.
 */
const LONDON_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  hour: 'numeric',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function nextReportDay(now: Date): string {
  const parts = Object.fromEntries(LONDON_PARTS.formatToParts(now).map((p) => [p.type, p.value]));
  const weekday = WEEKDAYS.indexOf(parts.weekday ?? '');
  const daysAhead = weekday === 0 && Number(parts.hour) < 7 ? 0 : 7 - weekday;
  // Noon UTC on London's calendar day: adding whole days never crosses a date line.
  const day = new Date(
    Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + daysAhead, 12),
  );
  return day.toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}
