import { and, eq, sql, type SQL } from 'drizzle-orm';
import { bookmarks, items, posts, type DbExecutor } from '@thistle/db';
import { PRODUCT_NAME, notFound, taxonomyLabel, type Post } from '@thistle/shared';

/** The columns a Post is made of: the owner's post joined with its item. */
export const postColumns = {
  id: posts.id,
  userId: posts.userId,
  itemId: posts.itemId,
  title: items.title,
  body: items.body,
  link: items.link,
  categoryId: items.category,
  group: items.group,
  subgroup: items.subgroup,
  companyLogo: items.companyLogo,
  createdAt: posts.createdAt,
  like: posts.like,
  relevance: posts.relevance,
  actionable: posts.actionable,
  impact: posts.impact,
  deadline: items.deadline,
  amountMaxGbp: items.amountMaxGbp,
  eventStart: items.eventStart,
  eventEnd: items.eventEnd,
  location: items.location,
  reasons: posts.reasons,
  score: posts.score,
  isSample: items.isSample,
  regions: items.regions,
  stages: items.stages,
  sectors: items.sectors,
  topics: items.topics,
  // Both columns, so the bookmarks primary key (user_id, post_id) answers it.
  bookmarked: sql<boolean>`exists (select 1 from ${bookmarks} where ${bookmarks.userId} = ${posts.userId} and ${bookmarks.postId} = ${posts.id})`,
};

/** The owner's posts joined with their items; callers add conditions, order and limit. */
export function selectPosts<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: DbExecutor,
  extra?: Extra,
) {
  return db
    .select({ ...postColumns, ...(extra as Extra) })
    .from(posts)
    .innerJoin(items, eq(items.id, posts.itemId));
}

export type PostRow = Awaited<ReturnType<typeof selectPosts<Record<never, never>>>>[number];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toPost(row: PostRow): Post {
  return {
    id: row.id,
    user_id: row.userId,
    item_id: row.itemId,
    title: row.title,
    body: row.body,
    link: row.link,
    category: taxonomyLabel('category', row.categoryId) as Post['category'],
    category_id: row.categoryId,
    group: row.group,
    subgroup: row.subgroup,
    company_logo: row.companyLogo,
    created_at: row.createdAt.toISOString(),
    orgName: row.group?.trim() || PRODUCT_NAME,
    like: row.like,
    relevance: row.relevance,
    actionable: row.actionable,
    impact: row.impact,
    deadline: iso(row.deadline),
    amount_max_gbp: row.amountMaxGbp,
    event_start: iso(row.eventStart),
    event_end: iso(row.eventEnd),
    location: row.location,
    reasons: row.reasons,
    score: row.score,
    bookmarked: Boolean(row.bookmarked),
    is_sample: row.isSample,
    tags: { regions: row.regions, stages: row.stages, sectors: row.sectors, topics: row.topics },
  };
}

/** Posts of this owner by id (any order); another owner's ids are simply absent. */
export async function postsByIds(db: DbExecutor, userId: string, ids: string[]): Promise<Post[]> {
  if (ids.length === 0) return [];
  const rows = await selectPosts(db).where(
    and(eq(posts.userId, userId), sql`${posts.id} = any(${toUuidArray(ids)})`),
  );
  return rows.map(toPost);
}

/** New posts of many owners (a rank job's batch), grouped by owner. */
export async function postsByOwner(db: DbExecutor, ids: string[]): Promise<Map<string, Post[]>> {
  const byOwner = new Map<string, Post[]>();
  if (ids.length === 0) return byOwner;
  const rows = await selectPosts(db).where(sql`${posts.id} = any(${toUuidArray(ids)})`);
  for (const row of rows) {
    const list = byOwner.get(row.userId) ?? [];
    list.push(toPost(row));
    byOwner.set(row.userId, list);
  }
  return byOwner;
}

/** One of the owner's posts, or 404 (another owner's post is indistinguishable from none). */
export async function getPost(db: DbExecutor, userId: string, postId: string): Promise<Post> {
  const [post] = await postsByIds(db, userId, [postId]);
  if (!post) throw notFound('No such post.');
  return post;
}

/** A uuid[] parameter: one bind value however many ids (no 65,535-parameter ceiling). */
export const toUuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
