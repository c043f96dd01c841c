import { and, sql, type SQL } from 'drizzle-orm';
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
import { dayBefore, liveItemAt } from './live-items.ts';
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

/**
 * The page query is prepared once per shape (sort, filters, cursor) with placeholders: on
 * PostgreSQL planning it cost more than running it, so each connection plans it once.
 */
const param = {
  userId: sql.placeholder('userId'),
  now: sql`${sql.placeholder('now')}::timestamptz`,
  dayAgo: sql`${sql.placeholder('dayAgo')}::timestamptz`,
  category: sql.placeholder('category'),
  q: sql`${sql.placeholder('q')}::text`,
  k0: sql.placeholder('k0'),
  k1: sql.placeholder('k1'),
  tie: sql`${sql.placeholder('tie')}::uuid`,
  limit: sql.placeholder('limit'),
};
const tsQuery = sql`websearch_to_tsquery('english', ${param.q})`;
const keyParams = [param.k0, param.k1];

/** The stored vector (items_search_vector_idx answers the match). */
const searchDocument = sql`${items.searchVector}`;

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
  /** The keyset condition over the k0, k1 and tie placeholders. */
  after: SQL;
  /** Closing's condition differs once the cursor is among the undated items. */
  afterUndated?: SQL;
}

const typed = (i: number, type: CursorKeyType) => sql`${keyParams[i]}::${sql.raw(type)}`;

/** Score, dates and relevance all run high to low: one row comparison is the whole condition. */
function descending(name: CursorOrder, keys: Order['keys']): Order {
  return {
    name,
    keys,
    tie: posts.id,
    orderBy: [...keys.map((k) => sql`${k.expr} desc`), sql`${posts.id} desc`],
    after: sql`(${sql.join([...keys.map((k) => k.expr), sql`${posts.id}`], sql`, `)}) < (${sql.join(
      [...keys.map((k, i) => typed(i, k.type)), param.tie],
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
  after: sql`(${items.deadline} > ${typed(0, 'timestamptz')}
    or (${items.deadline} = ${typed(0, 'timestamptz')} and ${items.id} > ${param.tie})
    or ${items.deadline} is null)`,
  afterUndated: sql`(${items.deadline} is null and ${items.id} > ${param.tie})`,
};

function orderFor(sort: FeedSort, query: boolean): Order {
  const created = { expr: sql`${posts.createdAt}`, type: 'timestamptz' as const };
  if (query) {
    return descending('search', [
      { expr: sql`ts_rank(${searchDocument}, ${tsQuery})`, type: 'real' },
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

type PageRow = Awaited<ReturnType<typeof selectPosts<Record<never, never>>>>[number] & {
  sortKey0?: string;
  sortKey1?: string;
  tieKey: string;
};
type PreparedPage = { execute(params: Record<string, unknown>): Promise<PageRow[]> };
const preparedPages = new WeakMap<Db, Map<string, PreparedPage>>();

/** The prepared query for one shape of page, made on first use. */
function pageQuery(
  db: Db,
  order: Order,
  shape: { category: boolean; search: boolean; live: boolean; cursor: 'none' | 'key' | 'undated' },
): PreparedPage {
  const name = `feed_${order.name}_${shape.category ? 'c' : ''}${shape.search ? 'q' : ''}${shape.live ? 'l' : ''}_${shape.cursor}`;
  let cache = preparedPages.get(db);
  if (!cache) preparedPages.set(db, (cache = new Map()));
  const cached = cache.get(name);
  if (cached) return cached;
  const conditions: SQL[] = [sql`${posts.userId} = ${param.userId}`];
  if (shape.category) conditions.push(sql`${items.category} = ${param.category}`);
  if (shape.search) conditions.push(sql`${searchDocument} @@ ${tsQuery}`);
  if (shape.live) conditions.push(liveItemAt(param.now, param.dayAgo));
  if (shape.cursor === 'key') conditions.push(order.after);
  if (shape.cursor === 'undated') conditions.push(order.afterUndated!);
  const keyColumns = {
    ...Object.fromEntries(order.keys.map((k, i) => [`sortKey${i}`, keyText(k)])),
    tieKey: sql<string>`${order.tie}`,
  };
  const prepared = selectPosts(db, keyColumns)
    .where(and(...conditions))
    .orderBy(...order.orderBy)
    .limit(param.limit)
    .prepare(name) as unknown as PreparedPage;
  cache.set(name, prepared);
  return prepared;
}

async function readPage(db: Db, userId: string, options: ListPostsOptions) {
  const now = options.now ?? new Date();
  const q = options.q?.trim();
  const order = orderFor(options.sort, Boolean(q));
  const cursor = options.cursor
    ? decodeCursor(
        options.cursor,
        order.name,
        order.keys.map((k) => k.type),
      )
    : null;
  const query = pageQuery(db, order, {
    category: Boolean(options.category),
    search: Boolean(q),
    live: options.sort !== 'newest',
    cursor: !cursor ? 'none' : order.afterUndated && cursor.k[0] === 'infinity' ? 'undated' : 'key',
  });
  const rows = await query
    .execute({
      userId,
      now: now.toISOString(),
      dayAgo: dayBefore(now).toISOString(),
      category: options.category ? resolveCategory(options.category) : null,
      q: q ?? null,
      k0: cursor?.k[0] ?? null,
      k1: cursor?.k[1] ?? null,
      tie: cursor?.i ?? null,
      limit: options.limit + 1,
    })
    .catch((error: unknown) => {
      // A cursor that matched its pattern can still name an impossible date (30 February).
      if (cursor && isDataException(error)) throw invalidCursor();
      throw error;
    });
  const pageRows = rows.slice(0, options.limit);
  const last = pageRows.at(-1);
  const nextCursor =
    rows.length > options.limit && last
      ? encodeCursor({
          o: order.name,
          k: order.keys.map((_, i) => String(i === 0 ? last.sortKey0 : last.sortKey1)),
          i: String(last.tieKey),
        })
      : null;
  return { posts: pageRows.map(toPost), nextCursor };
}
