/**
 * Writing ranked posts: each call is one statement however many rows (the rows travel as one
 * jsonb value, so there is no ceiling on bind parameters and one round trip per batch).
 */
import { sql } from 'drizzle-orm';
import { posts, executeRows, type DbExecutor } from '@thistle/db';
import { toUuidArray } from '../post-view.ts';

export interface PostToInsert {
  userId: string;
  itemId: string;
  score: number;
  reasons: string[];
  /** When the item was published (never later than now): "newest" and the card's age use it. */
  createdAt: Date;
}

export interface InsertedPost {
  id: string;
  userId: string;
  itemId: string;
}

/** Inserts the posts an owner does not have yet (one post per owner and item). */
export async function insertPosts(tx: DbExecutor, rows: PostToInsert[]): Promise<InsertedPost[]> {
  if (rows.length === 0) return [];
  const values = rows.map((r) => ({
    u: r.userId,
    i: r.itemId,
    s: r.score,
    r: r.reasons,
    c: r.createdAt.toISOString(),
  }));
  return executeRows<InsertedPost>(
    tx,
    sql`
      insert into ${posts} (user_id, item_id, score, reasons, created_at)
      select (e->>'u')::uuid, (e->>'i')::uuid, (e->>'s')::real,
             array(select jsonb_array_elements_text(e->'r')), (e->>'c')::timestamptz
      from jsonb_array_elements(${JSON.stringify(values)}::jsonb) as e
      on conflict (user_id, item_id) do nothing
      returning id, user_id as "userId", item_id as "itemId"`,
  );
}

export interface PostRescore {
  id: string;
  score: number;
  reasons: string[];
}

/** New scores and reasons for existing posts. */
export async function rescorePosts(tx: DbExecutor, rows: PostRescore[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((r) => ({ p: r.id, s: r.score, r: r.reasons }));
  await tx.execute(sql`
    update ${posts} set score = (e->>'s')::real,
      reasons = array(select jsonb_array_elements_text(e->'r')),
      updated_at = ${now.toISOString()}::timestamptz
    from jsonb_array_elements(${JSON.stringify(values)}::jsonb) as e
    where ${posts.id} = (e->>'p')::uuid`);
}

export async function deletePosts(tx: DbExecutor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`delete from ${posts} where ${posts.id} = any(${toUuidArray(ids)})`);
}
