/**
 * One owner's whole feed ranked again (the `feed.refresh-owner` job): after their profile
 * changes, after they react to posts, and when they verify their address. Their weights are
 * learnt again from all their reactions; every live item is scored; newly eligible items become
 * posts, the rest are re-scored, and posts that no longer fit are removed, or, when the owner
 * has bookmarked, liked or rated them, kept below every eligible post (docs/decisions/0024).
 * Posts of expired items are left alone: they have left the ranked feed already.
 */
import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import { bookmarks, items, posts, users, type Db, type DbExecutor } from '@thistle/db';
import { publishChange } from '../../realtime/publish-change.ts';
import { liveItem } from '../live-items.ts';
import { postsByIds } from '../post-view.ts';
import { learnFeedbackWeights, type Reaction } from './feedback.ts';
import { prepareItem, prepareOwner } from './prepare.ts';
import { readItems, readOwner, recentWordRarity, type OpenSealedAnswers } from './read.ts';
import { NO_LONGER_FITS } from './reasons.ts';
import { postedAt } from './rank-new-items.ts';
import { scoreItem } from './score.ts';
import {
  deletePosts,
  insertPosts,
  rescorePosts,
  type PostRescore,
  type PostToInsert,
} from './write-posts.ts';

/** Where a post that no longer fits sits: below every eligible post (those score 1 or more). */
export const NO_LONGER_FITS_SCORE = -1;

export interface RefreshSummary {
  created: number;
  rescored: number;
  removed: number;
  demoted: number;
}

/** Learns the owner's weights from every post they reacted to, and stores them. */
async function relearnWeights(tx: DbExecutor, userId: string): Promise<unknown> {
  const reacted = await tx
    .select({
      like: posts.like,
      relevance: posts.relevance,
      actionable: posts.actionable,
      impact: posts.impact,
      category: items.category,
      topics: items.topics,
      sectors: items.sectors,
      group: items.group,
      title: items.title,
    })
    .from(posts)
    .innerJoin(items, eq(items.id, posts.itemId))
    .where(
      and(
        eq(posts.userId, userId),
        or(
          isNotNull(posts.like),
          isNotNull(posts.relevance),
          isNotNull(posts.actionable),
          isNotNull(posts.impact),
        ),
      ),
    );
  const weights = learnFeedbackWeights(reacted.map((r) => ({ reaction: r, item: r })));
  await tx.update(users).set({ rankingWeights: weights }).where(eq(users.id, userId));
  return weights;
}

interface ExistingPost extends Reaction {
  id: string;
  itemId: string;
  score: number;
  reasons: string[];
  bookmarked: boolean;
}

const sameReasons = (a: string[], b: string[]) =>
  a.length === b.length && a.every((r, i) => r === b[i]);

/** Null when the owner no longer exists. */
export async function refreshOwnerFeed(
  db: Db,
  userId: string,
  now = new Date(),
  openSealed?: OpenSealedAnswers,
): Promise<RefreshSummary | null> {
  const rarity = await recentWordRarity(db, now);
  return db.transaction(async (tx) => {
    // One refresh of an owner at a time: a second waits and then sees the first one's posts.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feed:${userId}`}))`);
    const row = await readOwner(tx, userId, openSealed);
    if (!row) return null;
    const owner = prepareOwner({ ...row, rankingWeights: await relearnWeights(tx, userId) }, now);
    const live = liveItem(now);
    const existing: ExistingPost[] = await tx
      .select({
        id: posts.id,
        itemId: posts.itemId,
        score: posts.score,
        reasons: posts.reasons,
        like: posts.like,
        relevance: posts.relevance,
        actionable: posts.actionable,
        impact: posts.impact,
        bookmarked: sql<boolean>`exists (select 1 from ${bookmarks} where ${bookmarks.userId} = ${posts.userId} and ${bookmarks.postId} = ${posts.id})`,
      })
      .from(posts)
      .innerJoin(items, eq(items.id, posts.itemId))
      .where(and(eq(posts.userId, userId), live));
    const byItem = new Map(existing.map((p) => [p.itemId, p]));

    const toInsert: PostToInsert[] = [];
    const toRescore: PostRescore[] = [];
    const toRemove: string[] = [];
    let demoted = 0;
    for (const item of (await readItems(tx, live)).map(prepareItem)) {
      const post = byItem.get(item.id);
      const match = scoreItem(item, owner, { now, rarity, ownReaction: post });
      if (!post) {
        if (match)
          toInsert.push({ userId, itemId: item.id, ...match, createdAt: postedAt(item, now) });
        continue;
      }
      if (match) {
        if (
          Math.abs(match.score - post.score) > 0.01 ||
          !sameReasons(match.reasons, post.reasons)
        ) {
          toRescore.push({ id: post.id, ...match });
        }
        continue;
      }
      const touched =
        post.bookmarked || post.like || post.relevance || post.actionable || post.impact;
      if (!touched) toRemove.push(post.id);
      else if (post.score !== NO_LONGER_FITS_SCORE) {
        toRescore.push({ id: post.id, score: NO_LONGER_FITS_SCORE, reasons: [NO_LONGER_FITS] });
        demoted++;
      }
    }

    const inserted = await insertPosts(tx, toInsert);
    await rescorePosts(tx, toRescore, now);
    const removed = await postsByIds(tx, userId, toRemove);
    await deletePosts(tx, toRemove);
    const announce = async (op: 'INSERT' | 'UPDATE', ids: string[]) =>
      publishChange(tx, userId, 'posts', op, await postsByIds(tx, userId, ids));
    await announce(
      'INSERT',
      inserted.map((p) => p.id),
    );
    await announce(
      'UPDATE',
      toRescore.map((p) => p.id),
    );
    await publishChange(tx, userId, 'posts', 'DELETE', removed);
    return {
      created: inserted.length,
      rescored: toRescore.length - demoted,
      removed: toRemove.length,
      demoted,
    };
  });
}
