import { eq, sql } from 'drizzle-orm';
import { items, posts, users, type Db } from '@thistle/db';
import { executeRows } from '../db-executor.ts';
import { publishChange } from '../realtime/publish-change.ts';
import { baselineMatch } from './baseline-ranking.ts';
import { liveItem } from './live-items.ts';
import { postsByIds } from './post-view.ts';

/**
 * A new owner's first feed: every live item their profile does not rule out (with no profile,
 * every live item), with the baseline's reasons and score. The rank job only posts items that
 * arrive after an owner exists, so without this a new account would open an empty feed.
 *
 * One INSERT … SELECT; the unique (user_id, item_id) index makes it idempotent, and two
 * first requests racing each other insert each post once (the loser inserts nothing, after
 * the winner commits). Answers how many posts it made, or null for an owner who had posts. Each post is dated when its item
 * was published (never later than now), so "newest" and the card's age mean something.
 */
export async function seedNewOwnerFeed(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<number | null> {
  const [existing] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(eq(posts.userId, userId))
    .limit(1);
  // Not a new owner: null, so the caller knows there is nothing new to read.
  if (existing) return null;
  const [owner] = await db
    .select({
      regions: users.regions,
      stage: users.stage,
      sectors: users.sectors,
      topicsNeeded: users.topicsNeeded,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!owner) return 0;
  const candidates = await db
    .select({
      id: items.id,
      regions: items.regions,
      stages: items.stages,
      sectors: items.sectors,
      topics: items.topics,
      deadline: items.deadline,
      publishedAt: items.publishedAt,
      createdAt: items.createdAt,
    })
    .from(items)
    .where(liveItem(now));
  const chosen = candidates.flatMap((item) => {
    const match = baselineMatch(item, owner, now);
    if (!match) return [];
    const published = item.publishedAt ?? item.createdAt;
    const postedAt = published.getTime() > now.getTime() ? now : published;
    return [{ item_id: item.id, score: match.score, reasons: match.reasons, created_at: postedAt }];
  });
  if (chosen.length === 0) return 0;
  return db.transaction(async (tx) => {
    const inserted = await executeRows<{ id: string }>(
      tx,
      sql`
      insert into ${posts} (user_id, item_id, score, reasons, created_at)
      select ${userId}::uuid, (e->>'item_id')::uuid, (e->>'score')::real,
             array(select jsonb_array_elements_text(e->'reasons')),
             (e->>'created_at')::timestamptz
      from jsonb_array_elements(${JSON.stringify(chosen)}::jsonb) as e
      on conflict (user_id, item_id) do nothing
      returning id`,
    );
    const ids = inserted.map((r) => r.id);
    await publishChange(tx, userId, 'posts', 'INSERT', await postsByIds(tx, userId, ids));
    return ids.length;
  });
}
