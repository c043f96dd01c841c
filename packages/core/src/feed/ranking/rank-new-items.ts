/**
 * New items into every verified owner's feed (the `feed.rank-items` job): each item is scored
 * for each owner, the eligible ones become posts with their score and reasons, each owner's
 * open dashboards hear of their new posts as ONE posts INSERT event per batch, and each owner
 * may get one notification for the best of them (notifications/new-match.ts).
 */
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { notifications, posts, type Db, type DbExecutor } from '@thistle/db';
import type { Post } from '@thistle/shared';
import { publishChanges } from '../../realtime/publish-change.ts';
import { NEW_MATCH, notifyNewMatches, type MatchCandidate } from '../../notifications/new-match.ts';
import { liveAt } from '../live-items.ts';
import { toPost } from '../post-view.ts';
import { prepareItem, prepareOwner, type PreparedItem } from './prepare.ts';
import {
  itemsById,
  readItemsForPosts,
  recentWordRarity,
  verifiedOwnerPages,
  type ItemForPosts,
  type OpenSealedAnswers,
} from './read.ts';
import { scoreItem } from './score.ts';
import { insertPosts, type PostToInsert } from './write-posts.ts';

/** Owners are read this many at a time. */
const OWNER_PAGE = 500;
/** Posts are written in transactions of about this many (never splitting an owner). */
const WRITE_BATCH_POSTS = 2000;

export interface RankSummary {
  posts: number;
  owners: number;
  notified: number;
}

export const postedAt = (item: PreparedItem, now: Date) =>
  item.published.getTime() > now.getTime() ? now : item.published;

/** Idempotent: an owner already holding a post for an item keeps it as it is. */
export async function rankNewItems(
  db: Db,
  itemIds: string[],
  now = new Date(),
  openSealed?: OpenSealedAnswers,
): Promise<RankSummary> {
  const summary: RankSummary = { posts: 0, owners: 0, notified: 0 };
  if (itemIds.length === 0) return summary;
  // An item already closed or over never reaches a feed, nor a notification.
  const stored = (await readItemsForPosts(db, itemsById(itemIds))).filter((item) =>
    liveAt(item, now),
  );
  if (stored.length === 0) return summary;
  const fresh = stored.map(prepareItem);
  const byId = new Map(stored.map((item) => [item.id, item]));
  const rarity = await recentWordRarity(db, now);

  let batch: PostToInsert[] = [];
  let profiled = new Set<string>();
  const flush = async () => {
    const written = await writeBatch(db, batch, profiled, byId, now);
    summary.posts += written.posts;
    summary.notified += written.notified;
    batch = [];
    profiled = new Set();
  };
  for await (const page of verifiedOwnerPages(db, OWNER_PAGE, openSealed)) {
    for (const row of page) {
      const owner = prepareOwner(row, now);
      summary.owners++;
      if (owner.hasProfile) profiled.add(owner.id);
      for (const item of fresh) {
        const match = scoreItem(item, owner, { now, rarity });
        if (match)
          batch.push({
            userId: owner.id,
            itemId: item.id,
            ...match,
            createdAt: postedAt(item, now),
          });
      }
      if (batch.length >= WRITE_BATCH_POSTS) await flush();
    }
  }
  await flush();
  return summary;
}

/** A new post as the API shows it, from what the job already holds (no read back). */
function newPost(id: string, row: PostToInsert, item: ItemForPosts): Post {
  return toPost({
    ...item,
    id,
    userId: row.userId,
    itemId: item.id,
    categoryId: item.category,
    createdAt: row.createdAt,
    score: row.score,
    reasons: row.reasons,
    like: null,
    relevance: null,
    actionable: null,
    impact: null,
    bookmarked: false,
  });
}

/**
 * Posts for these new items that an owner already holds: a refresh of their whole feed (after a
 * profile change) that ran between the crawl storing the item and this job. The item is still
 * news to them, so it may still be their match, unless they were already told of that post.
 */
async function postedMeanwhile(
  tx: DbExecutor,
  rows: PostToInsert[],
  items: Map<string, ItemForPosts>,
): Promise<MatchCandidate[]> {
  if (rows.length === 0) return [];
  const existing = await tx
    .select({
      id: posts.id,
      userId: posts.userId,
      itemId: posts.itemId,
      score: posts.score,
      reasons: posts.reasons,
    })
    .from(posts)
    .where(
      and(
        inArray(posts.userId, [...new Set(rows.map((r) => r.userId))]),
        inArray(posts.itemId, [...new Set(rows.map((r) => r.itemId))]),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(notifications)
            .where(and(eq(notifications.postId, posts.id), eq(notifications.type, NEW_MATCH))),
        ),
      ),
    );
  const wanted = new Set(rows.map((r) => `${r.userId}/${r.itemId}`));
  return existing
    .filter((post) => wanted.has(`${post.userId}/${post.itemId}`))
    .map((post) => {
      const item = items.get(post.itemId)!;
      return {
        userId: post.userId,
        postId: post.id,
        score: post.score,
        reasons: post.reasons,
        category: item.category,
        title: item.title,
      };
    });
}

async function writeBatch(
  db: Db,
  batch: PostToInsert[],
  profiled: Set<string>,
  items: Map<string, ItemForPosts>,
  now: Date,
): Promise<{ posts: number; notified: number }> {
  if (batch.length === 0) return { posts: 0, notified: 0 };
  return db.transaction(async (tx) => {
    const inserted = await insertPosts(tx, batch);
    const wanted = new Map(batch.map((row) => [`${row.userId}/${row.itemId}`, row]));
    const byOwner = new Map<string, Post[]>();
    for (const { id, userId, itemId } of inserted) {
      const post = newPost(id, wanted.get(`${userId}/${itemId}`)!, items.get(itemId)!);
      const mine = byOwner.get(userId);
      if (mine) mine.push(post);
      else byOwner.set(userId, [post]);
    }
    await publishChanges(
      tx,
      'posts',
      'INSERT',
      [...byOwner].map(([userId, rows]) => ({ userId, rows })),
    );
    // Owners with no profile get every item, newest first: nothing is a match for them.
    const candidates: MatchCandidate[] = [...byOwner]
      .filter(([userId]) => profiled.has(userId))
      .flatMap(([, rows]) =>
        rows.map((post) => ({
          userId: post.user_id,
          postId: post.id,
          score: post.score,
          reasons: post.reasons,
          category: post.category_id,
          title: post.title,
        })),
      );
    const insertedKeys = new Set(inserted.map((p) => `${p.userId}/${p.itemId}`));
    const alreadyPosted = batch.filter(
      (row) => profiled.has(row.userId) && !insertedKeys.has(`${row.userId}/${row.itemId}`),
    );
    candidates.push(...(await postedMeanwhile(tx, alreadyPosted, items)));
    const notified = await notifyNewMatches(tx, candidates, now);
    return { posts: inserted.length, notified };
  });
}
