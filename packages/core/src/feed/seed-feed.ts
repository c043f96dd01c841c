import { eq } from 'drizzle-orm';
import { posts, type Db } from '@thistle/db';
import { refreshOwnerFeed } from './ranking/refresh-owner.ts';

/**
 * A new owner's first feed, if nothing has made one yet: their verification enqueues a
 * refresh (feed.refresh-owner), and a first page that finds no posts at all ranks the feed on
 * the spot rather than show an empty page while that job waits. Answers how many posts it
 * made, or null for an owner who had posts.
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
  const refreshed = await refreshOwnerFeed(db, userId, now);
  return refreshed?.created ?? 0;
}
