import { and, desc, eq } from 'drizzle-orm';
import { bookmarks, posts, type Db, type DbExecutor } from '@thistle/db';
import { notFound, type Post } from '@thistle/shared';
import { publishChange } from '../realtime/publish-change.ts';
import { selectPosts, toPost } from './post-view.ts';

/** docs/product.md#bookmarks: the owner's bookmarked posts, most recently bookmarked first. */
export async function listBookmarks(db: Db, userId: string): Promise<Post[]> {
  const rows = await selectPosts(db)
    .innerJoin(bookmarks, and(eq(bookmarks.postId, posts.id), eq(bookmarks.userId, userId)))
    .where(eq(posts.userId, userId))
    .orderBy(desc(bookmarks.createdAt), desc(posts.id));
  return rows.map(toPost);
}

async function assertOwnPost(tx: DbExecutor, userId: string, postId: string) {
  const [post] = await tx
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.userId, userId)));
  if (!post) throw notFound('No such post.');
}

/** Idempotent: bookmarking twice keeps the first bookmark and announces nothing new. */
export async function addBookmark(db: Db, userId: string, postId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await assertOwnPost(tx, userId, postId);
    const added = await tx
      .insert(bookmarks)
      .values({ userId, postId })
      .onConflictDoNothing()
      .returning({ postId: bookmarks.postId });
    if (added.length > 0) {
      await publishChange(tx, userId, 'bookmarks', 'INSERT', [{ post_id: postId }]);
    }
  });
}

/** Idempotent: removing a bookmark that is not there is not an error (the post must be theirs). */
export async function removeBookmark(db: Db, userId: string, postId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await assertOwnPost(tx, userId, postId);
    const removed = await tx
      .delete(bookmarks)
      .where(and(eq(bookmarks.userId, userId), eq(bookmarks.postId, postId)))
      .returning({ postId: bookmarks.postId });
    if (removed.length > 0) {
      await publishChange(tx, userId, 'bookmarks', 'DELETE', [{ post_id: postId }]);
    }
  });
}
