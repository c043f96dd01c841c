import { sql, type SQL } from 'drizzle-orm';
import { items } from '@thistle/db';

const DAY_MS = 86_400_000;

/**
 * An item is still worth showing unless its deadline has passed, or it is an event that has
 * ended (or, with no end given, started more than a day ago). Expired items stay in the
 * newest sort and in bookmarks, but leave the ranked and closing-soon feeds.
 */
export function liveItem(now: Date): SQL {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  return liveItemAt(at(now), at(new Date(now.getTime() - DAY_MS)));
}

/** The same condition over SQL values (prepared queries pass placeholders). */
export function liveItemAt(now: SQL, dayAgo: SQL): SQL {
  return sql`(${items.deadline} is null or ${items.deadline} >= ${now})
    and (${items.eventEnd} is null or ${items.eventEnd} >= ${now})
    and (${items.eventEnd} is not null or ${items.eventStart} is null or ${items.eventStart} >= ${dayAgo})`;
}

export const dayBefore = (now: Date) => new Date(now.getTime() - DAY_MS);

/** liveItem's condition over an item in memory (the ranker skips what the feed would hide). */
export function liveAt(
  item: { deadline: Date | null; eventStart: Date | null; eventEnd: Date | null },
  now: Date,
): boolean {
  const t = now.getTime();
  if (item.deadline && item.deadline.getTime() < t) return false;
  if (item.eventEnd) return item.eventEnd.getTime() >= t;
  return !item.eventStart || item.eventStart.getTime() >= t - DAY_MS;
}
