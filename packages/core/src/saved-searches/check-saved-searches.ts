/**
 * The hourly check of every saved search: the items that reached the owner since the search was
 * last checked and match it as the feed's search would (the stored English text vector against
 * websearch_to_tsquery, the category, the closing window), live ones only.
 *
 * Each match is a saved_search_matches row, inserted once: a match counts only when its row is
 * new, so overlapping windows (the check looks an hour further back than its last run, for
 * posts committed late) never count an item twice. deliver = notification: one notification
 * per search per run summarising its new matches; deliver = report: the matches wait for the
 * next Monday report.
 */
import { eq, sql } from 'drizzle-orm';
import { savedSearches, type Db, executeRows } from '@thistle/db';
import { liveItem } from '../feed/live-items.ts';
import type { Logger } from '../logger.ts';
import { createNotification } from '../notifications/notifications.ts';
import { listInWords } from '../reports/opening.ts';

/** How far before its last check a search looks again, for posts whose transaction was slow. */
const OVERLAP_MS = 60 * 60 * 1000;

interface NewMatch {
  post_id: string;
  title: string;
}

function summary(matches: NewMatch[]): string {
  const titles = matches.slice(0, 3).map((m) => m.title.replace(/:\s*$/, ''));
  const more = matches.length - titles.length;
  const named = more > 0 ? [...titles, `${more} more`] : titles;
  return `${matches.length === 1 ? '1 new item matches' : `${matches.length} new items match`}: ${listInWords(named)}.`;
}

export async function checkSavedSearches(
  db: Db,
  logger: Logger,
  now = new Date(),
): Promise<{ searches: number; matches: number; notified: number }> {
  const searches = await db.select().from(savedSearches).orderBy(savedSearches.id);
  let matches = 0;
  let notified = 0;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  for (const search of searches) {
    const since = new Date(
      Math.max(search.checkedAt.getTime() - OVERLAP_MS, search.createdAt.getTime()),
    );
    const result = await db.transaction(async (tx) => {
      const found = await executeRows<NewMatch>(
        tx,
        sql`
        with matched as (
          insert into saved_search_matches (search_id, user_id, post_id, matched_at)
          select ${search.id}::uuid, p.user_id, p.id, ${nowSql}
          from posts p
          join items on items.id = p.item_id
          where p.user_id = ${search.userId}::uuid
            and p.created_at > ${since.toISOString()}::timestamptz
            and p.created_at <= ${nowSql}
            ${search.query ? sql`and items.search_vector @@ websearch_to_tsquery('english', ${search.query})` : sql``}
            ${search.category ? sql`and items.category = ${search.category}` : sql``}
            ${
              search.closingWithinDays
                ? sql`and items.deadline >= ${nowSql}
                      and items.deadline <= ${nowSql} + make_interval(days => ${search.closingWithinDays})`
                : sql``
            }
            and ${liveItem(now)}
          order by p.created_at, p.id
          on conflict do nothing
          returning post_id
        )
        select m.post_id, i.title
        from matched m join posts p on p.id = m.post_id join items i on i.id = p.item_id
        order by p.created_at, p.id`,
      );
      await tx.update(savedSearches).set({ checkedAt: now }).where(eq(savedSearches.id, search.id));
      if (found.length === 0 || search.deliver !== 'notification') {
        return { found: found.length, notified: false };
      }
      const words = search.query ? `"${search.query}"` : 'your saved search';
      await createNotification(tx, {
        userId: search.userId,
        title: `New for ${words}`,
        message: summary(found),
        type: 'new_match',
        postId: found.length === 1 ? found[0]!.post_id : null,
      });
      return { found: found.length, notified: true };
    });
    matches += result.found;
    if (result.notified) notified++;
  }
  if (matches > 0) logger.info({ searches: searches.length, matches, notified }, 'saved searches');
  return { searches: searches.length, matches, notified };
}
