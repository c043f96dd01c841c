const DAY_MS = 86_400_000;

/** "Closes in 12 days" (urgent under a week), "Closes today", or null once closed or unknown. */
export function deadlineText(deadline: string | null, now: Date = new Date()) {
  if (!deadline) return null;
  const ms = new Date(deadline).getTime() - now.getTime();
  if (ms < 0) return { text: 'Closed', urgent: false };
  const days = Math.floor(ms / DAY_MS);
  const text =
    days === 0 ? 'Closes today' : days === 1 ? 'Closes tomorrow' : `Closes in ${days} days`;
  return { text, urgent: days < 7 };
}

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

/** "Up to £25,000": the most one business can receive. */
export const amountText = (amount: number | null) =>
  amount ? `Up to ${pounds.format(amount)}` : null;

/** "Tue 3 Mar, 10:00": an event's start in UK time. */
export const eventText = (start: string | null) =>
  start
    ? new Date(start).toLocaleString('en-GB', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/London',
      })
    : null;

/** The spec's "title without a trailing colon". */
export const postTitle = (title: string) => title.replace(/\s*:\s*$/, '');
