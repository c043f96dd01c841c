import { and, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import { items } from '@thistle/db';

const DAY_MS = 86_400_000;

/**
 * An item is still worth showing unless its deadline has passed, or it is an event that has
 * ended (or, with no end given, started more than a day ago). Expired items stay in the
 * newest sort and in bookmarks, but leave the ranked and closing-soon feeds.
 */
export function liveItem(now: Date): SQL {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  return and(
    or(isNull(items.deadline), gte(items.deadline, now)),
    or(isNull(items.eventEnd), gte(items.eventEnd, now)),
    or(sql`${items.eventEnd} is not null`, isNull(items.eventStart), gte(items.eventStart, dayAgo)),
  )!;
}
