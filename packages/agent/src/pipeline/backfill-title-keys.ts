import { and, gt, notExists, sql } from 'drizzle-orm';
import { items, itemTitleKeys, type Db } from '@thistle/db';
import { NEAR_DUPLICATE_WINDOW_DAYS } from './find-existing.ts';
import { storeTitleKeys } from './store.ts';

/** Items stored before title keys existed are near-duplicate candidates only once they have them. */
export async function backfillTitleKeys(db: Db, limit = 2000, now = new Date()): Promise<number> {
  // Older items are outside the near-duplicate window and are never looked for.
  const since = new Date(now.getTime() - NEAR_DUPLICATE_WINDOW_DAYS * 86_400_000);
  const missing = await db
    .select({ id: items.id, title: items.title })
    .from(items)
    .where(
      and(
        gt(items.createdAt, since),
        notExists(
          db
            .select({ one: sql`1` })
            .from(itemTitleKeys)
            .where(sql`${itemTitleKeys.itemId} = ${items.id}`),
        ),
      ),
    )
    .limit(limit);
  for (const item of missing) await storeTitleKeys(db, item.id, item.title);
  return missing.length;
}
