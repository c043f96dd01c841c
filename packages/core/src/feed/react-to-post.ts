import { and, eq } from 'drizzle-orm';
import { posts, reportPost, type Db } from '@thistle/db';
import { notFound, type Post, type PostPatch, type ReportPostRequest } from '@thistle/shared';
import type { Enqueue } from '../jobs/context.ts';
import { publishChange } from '../realtime/publish-change.ts';
import { getPost } from './post-view.ts';
import { refreshOwnerJob } from './refresh-owner.job.ts';

/**
 * A like or dislike (null clears it), or ratings on relevance, actionability and impact
 * (docs/product.md#reactions-and-ratings), stored on the owner's post. Open dashboards hear
 * of it as a posts UPDATE; with `enqueue`, the owner's feed is then ranked again from their
 * reactions (a burst of them costs one refresh: feed.refresh-owner is a singleton per owner).
 */
export async function reactToPost(
  db: Db,
  userId: string,
  postId: string,
  patch: PostPatch,
  enqueue?: Enqueue,
): Promise<Post> {
  const post = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(posts)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(posts.id, postId), eq(posts.userId, userId)))
      .returning({ id: posts.id });
    if (!updated) throw notFound('No such post.');
    const updatedPost = await getPost(tx, userId, postId);
    await publishChange(tx, userId, 'posts', 'UPDATE', [updatedPost]);
    return updatedPost;
  });
  await enqueue?.(refreshOwnerJob, { userId });
  return post;
}

/** docs/product.md#report-a-post: kept for the team to review. */
export async function reportOwnPost(
  db: Db,
  userId: string,
  postId: string,
  report: ReportPostRequest,
): Promise<{ id: string }> {
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.userId, userId)));
  if (!post) throw notFound('No such post.');
  const [row] = await db
    .insert(reportPost)
    .values({ postId, userId, title: report.title, message: report.message })
    .returning({ id: reportPost.id });
  return { id: row!.id };
}
