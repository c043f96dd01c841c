import { and, eq, sql, type SQL } from 'drizzle-orm';
import { items, posts, type Db } from '@thistle/db';
import type { FeedSort, Post } from '@thistle/shared';
import { resolveCategory } from './categories.ts';
import {
  decodeCursor,
  encodeCursor,
  invalidCursor,
  type CursorKeyType,
  type CursorOrder,
} from './feed-cursor.ts';
import { liveItem } from './live-items.ts';
import { selectPosts, toPost } from './post-view.ts';
import { seedNewOwnerFeed } from './seed-feed.ts';

export interface ListPostsOptions {
  category?: string | undefined;
  q?: string | undefined;
  sort: FeedSort;
  cursor?: string | undefined;
  limit: number;
  now?: Date;
}

/** The same expression as items_search_idx, so the GIN index answers the match. */
const searchDocument = sql`to_tsvector('english', coalesce(${items.title}, '') || ' ' || coalesce(${items.body}, ''))`;

/**
 * One sort order: its key expressions (each read back as text, so the cursor keeps its full
 * precision: microseconds, float4's digits), the id that breaks ties, and the keyset
 * condition that starts a page strictly after a cursor.
 */
interface Order {
  name: CursorOrder;
  keys: { expr: SQL; type: CursorKeyType }[];
  tie: typeof posts.id | typeof items.id;
  orderBy: SQL[];
  after(keys: string[], id: string): SQL;
}

const typed = (value: string, type: CursorKeyType) => sql`${value}::${sql.raw(type)}`;

/** Score, dates and relevance all run high to low: one row comparison is the whole condition. */
function descending(name: CursorOrder, keys: Order['keys']): Order {
  return {
    name,
    keys,
    tie: posts.id,
    orderBy: [...keys.map((k) => sql`${k.expr} desc`), sql`${posts.id} desc`],
    after: (values, id) =>
      sql`(${sql.join([...keys.map((k) => k.expr), sql`${posts.id}`], sql`, `)}) < (${sql.join(
        [...keys.map((k, i) => typed(values[i]!, k.type)), sql`${id}::uuid`],
        sql`, `,
      )})`,
  };
}

/**
 * Soonest deadline first, undated items after (NULLS LAST, as items_deadline_idx is ordered),
 * ties by item id: the planner walks the deadline index and looks each item up in the owner's
 * posts, instead of joining and sorting every post the owner has.
 */
const closing: Order = {
  name: 'closing',
  keys: [{ expr: sql`${items.deadline}`, type: 'timestamptz' }],
  tie: items.id,
  orderBy: [sql`${items.deadline} asc nulls last`, sql`${items.id} asc`],
  after: ([deadline], id) =>
    deadline === 'infinity'
      ? sql`(${items.deadline} is null and ${items.id} > ${id}::uuid)`
      : sql`(${items.deadline} > ${deadline}::timestamptz
             or (${items.deadline} = ${deadline}::timestamptz and ${items.id} > ${id}::uuid)
             or ${items.deadline} is null)`,
};

function orderFor(sort: FeedSort, query: SQL | null): Order {
  const created = { expr: sql`${posts.createdAt}`, type: 'timestamptz' as const };
  if (query) {
    return descending('search', [
      { expr: sql`ts_rank(${searchDocument}, ${query})`, type: 'real' },
      created,
    ]);
  }
  if (sort === 'closing') return closing;
  if (sort === 'newest') return descending('newest', [created]);
  return descending('rank', [{ expr: sql`${posts.score}`, type: 'real' }, created]);
}

/**
 * GET /api/posts: a page of the owner's feed (docs/product.md#feed), filtered by category and
 * full-text search, in rank, closing-soon or newest order, with a cursor for the next page.
 * An owner with no posts at all (a new account) first gets the live items posted to them.
 */
export async function listPosts(
  db: Db,
  userId: string,
  options: ListPostsOptions,
): Promise<{ posts: Post[]; nextCursor: string | null }> {
  const page = await readPage(db, userId, options);
  if (page.posts.length > 0 || options.cursor) return page;
  // Only an empty first page can mean a brand-new owner; an established feed never pays this.
  // Read again whatever the seeding did: a concurrent first request may have just committed
  // the posts this read missed.
  await seedNewOwnerFeed(db, userId, options.now);
  return readPage(db, userId, options);
}

/**
 * A key as text in a form that does not depend on the server's DateStyle or TimeZone, at full
 * precision (microseconds; float4's shortest exact digits), for the cursor to compare against.
 */
function keyText(key: Order['keys'][number]): SQL<string> {
  if (key.type === 'real') return sql<string>`(${key.expr})::text`;
  return sql<string>`coalesce(to_char((${key.expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'infinity')`;
}

/** SQLSTATE class 22: a value the database could not read (the driver may wrap the error). */
function isDataException(error: unknown): boolean {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } })?.code ??
    (error as { cause?: { code?: unknown } })?.cause?.code;
  return typeof code === 'string' && code.startsWith('22');
}

async function readPage(db: Db, userId: string, options: ListPostsOptions) {
  const now = options.now ?? new Date();
  const q = options.q?.trim();
  const query = q ? sql`websearch_to_tsquery('english', ${q})` : null;
  const order = orderFor(options.sort, query);
  const conditions: SQL[] = [eq(posts.userId, userId)];
  if (options.category) conditions.push(eq(items.category, resolveCategory(options.category)));
  if (query) conditions.push(sql`${searchDocument} @@ ${query}`);
  if (options.sort !== 'newest') conditions.push(liveItem(now));
  if (options.cursor) {
    const cursor = decodeCursor(
      options.cursor,
      order.name,
      order.keys.map((k) => k.type),
    );
    conditions.push(order.after(cursor.k, cursor.i));
  }
  const keyColumns = {
    ...Object.fromEntries(order.keys.map((k, i) => [`sortKey${i}`, keyText(k)])),
    tieKey: sql<string>`${order.tie}`,
  };
  const rows = await selectPosts(db, keyColumns)
    .where(and(...conditions))
    .orderBy(...order.orderBy)
    .limit(options.limit + 1)
    .catch((error: unknown) => {
      // A cursor that matched its pattern can still name an impossible date (30 February).
      if (options.cursor && isDataException(error)) throw invalidCursor();
      throw error;
    });
  const pageRows = rows.slice(0, options.limit);
  const last = pageRows.at(-1);
  const nextCursor =
    rows.length > options.limit && last
      ? encodeCursor({
          o: order.name,
          k: order.keys.map((_, i) => String((last as Record<string, unknown>)[`sortKey${i}`])),
          i: String((last as Record<string, unknown>).tieKey),
        })
      : null;
  return { posts: pageRows.map(toPost), nextCursor };
}
