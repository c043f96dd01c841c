import { randomUUID } from 'node:crypto';
import { items, posts } from '@thistle/db';
import type { Post } from '@thistle/shared';
import { bearer, registeredUser } from './auth-helpers.ts';
import type { TestApp } from './support.ts';

type LightResponse = Awaited<ReturnType<TestApp['app']['inject']>>;

const DAY = 86_400_000;
export const daysFromNow = (days: number, now = Date.now()) => new Date(now + days * DAY);

export type ItemSpec = Partial<typeof items.$inferInsert> & { title: string };

/** Stores items as the agent would (a unique canonical link each); returns their ids in order. */
export async function insertItems(t: TestApp, specs: ItemSpec[]): Promise<string[]> {
  if (specs.length === 0) return [];
  const rows = await t.services.database.db
    .insert(items)
    .values(
      specs.map((spec) => ({
        category: 'funding',
        body: '',
        canonicalLink: `example.org/${randomUUID()}`,
        ...spec,
      })),
    )
    .returning({ id: items.id });
  return rows.map((r) => r.id);
}

/** Posts items straight to an owner (what the rank job leaves behind), with given scores. */
export async function postItems(
  t: TestApp,
  userId: string,
  itemIds: string[],
  score = (i: number) => 1 - i / 1000,
): Promise<string[]> {
  const rows = await t.services.database.db
    .insert(posts)
    .values(itemIds.map((itemId, i) => ({ userId, itemId, score: score(i), reasons: ['Test'] })))
    .returning({ id: posts.id });
  return rows.map((r) => r.id);
}

export interface Owner {
  id: string;
  email: string;
  token: string;
  refreshToken: string;
  /** Calls the API as this owner. */
  call(
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ): Promise<LightResponse>;
}

export async function signedInOwner(t: TestApp, tag = 'owner'): Promise<Owner> {
  const { email, session } = await registeredUser(t, `${tag}-${randomUUID()}@example.co.uk`);
  return {
    id: session.user.id,
    email,
    token: session.access_token,
    refreshToken: session.refresh_token,
    call: async (method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: bearer(session.access_token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/** Every page of GET /api/posts with this query, following nextCursor. */
export async function allPages(owner: Owner, query: string, limit = 3): Promise<Post[][]> {
  const pages: Post[][] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const response = await owner.call('GET', `/api/posts?limit=${limit}&${query}${suffix}`);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    const body = response.json() as { posts: Post[]; nextCursor: string | null };
    pages.push(body.posts);
    cursor = body.nextCursor;
  } while (cursor);
  return pages;
}
