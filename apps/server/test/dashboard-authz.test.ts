/**
 * The authorization matrix: two owners, and every dashboard route called by one with the
 * other's post, bookmark and notification ids. Each answers exactly as for an id that does not
 * exist (404, same body), changes nothing, and no list shows the other's rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createNotification } from '@thistle/core';
import { bookmarks, notifications, posts, realtimeEvents, reportPost } from '@thistle/db';
import { testDatabaseKinds } from '@thistle/db/testing';
import { insertItems, postItems, signedInOwner, type Owner } from './dashboard-helpers.ts';
import { createTestApp, type TestApp } from './support.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
interface Ids {
  post: string;
  notification: string;
}

/** Every route that takes an id, with a body it would accept for the owner's own id. */
const ID_ROUTES: { name: string; call: (ids: Ids) => [Method, string, unknown?] }[] = [
  { name: 'GET /api/posts/:id', call: (ids) => ['GET', `/api/posts/${ids.post}`] },
  {
    name: 'PATCH /api/posts/:id (like)',
    call: (ids) => ['PATCH', `/api/posts/${ids.post}`, { like: 'LIKE' }],
  },
  {
    name: 'PATCH /api/posts/:id (ratings)',
    call: (ids) => ['PATCH', `/api/posts/${ids.post}`, { relevance: 'HIGH', impact: 'LOW' }],
  },
  {
    name: 'POST /api/posts/:id/report',
    call: (ids) => ['POST', `/api/posts/${ids.post}/report`, { title: 'Spam', message: 'Spam' }],
  },
  { name: 'PUT /api/bookmarks/:postId', call: (ids) => ['PUT', `/api/bookmarks/${ids.post}`] },
  {
    name: 'DELETE /api/bookmarks/:postId',
    call: (ids) => ['DELETE', `/api/bookmarks/${ids.post}`],
  },
  {
    name: 'POST /api/notifications/:id/read',
    call: (ids) => ['POST', `/api/notifications/${ids.notification}/read`],
  },
  // The other kind of id in each place: a notification id is no post, and the reverse.
  {
    name: 'GET /api/posts/:notificationId',
    call: (ids) => ['GET', `/api/posts/${ids.notification}`],
  },
  {
    name: 'POST /api/notifications/:postId/read',
    call: (ids) => ['POST', `/api/notifications/${ids.post}/read`],
  },
];

const LIST_ROUTES = [
  '/api/posts?limit=50',
  '/api/posts?sort=newest&limit=50',
  '/api/bookmarks',
  '/api/notifications',
];

describe.each(testDatabaseKinds())('authorization matrix (%s)', (kind) => {
  let t: TestApp;
  let intruder: Owner;
  let victim: Owner;
  let victimIds: Ids;
  let intruderIds: Ids;
  const nobody: Ids = {
    post: '0b6f2a51-4a3e-4c1d-9a77-5d3c2e1f0a99',
    notification: '0b6f2a51-4a3e-4c1d-9a77-5d3c2e1f0a98',
  };

  async function ownerWithData(tag: string): Promise<[Owner, Ids]> {
    const owner = await signedInOwner(t, tag);
    const [post] = await postItems(t, owner.id, await insertItems(t, [{ title: `${tag}'s post` }]));
    await t.services.database.db.insert(bookmarks).values({ userId: owner.id, postId: post! });
    const notification = await createNotification(t.services.database.db, {
      userId: owner.id,
      title: `${tag}'s notice`,
      message: 'Private',
      type: 'test',
      postId: post!,
    });
    return [owner, { post: post!, notification: notification.id }];
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    [victim, victimIds] = await ownerWithData('victim');
    [intruder, intruderIds] = await ownerWithData('intruder');
  });
  afterAll(async () => t?.close());

  async function victimState() {
    const db = t.services.database.db;
    return {
      post: await db.select().from(posts).where(eq(posts.id, victimIds.post)),
      bookmarks: await db.select().from(bookmarks).where(eq(bookmarks.userId, victim.id)),
      notifications: await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, victim.id)),
      reports: await db.select().from(reportPost).where(eq(reportPost.postId, victimIds.post)),
      events: await db.select().from(realtimeEvents).where(eq(realtimeEvents.userId, victim.id)),
    };
  }

  it.each(ID_ROUTES.map((r) => [r.name, r] as const))(
    "%s with the other owner's id is a 404 like a missing id, and changes nothing",
    async (_name, route) => {
      const before = await victimState();
      const [method, url, payload] = route.call(victimIds);
      const response = await intruder.call(method, url, payload);
      expect(response.statusCode).toBe(404);
      const [nMethod, nUrl, nPayload] = route.call(nobody);
      const missing = await intruder.call(nMethod, nUrl, nPayload);
      expect(response.json()).toEqual(missing.json());
      expect(response.body).not.toContain(victim.id);
      expect(response.body).not.toContain('victim');
      expect(await victimState()).toEqual(before);
    },
  );

  it.each(ID_ROUTES.slice(0, 7).map((r) => [r.name, r] as const))(
    '%s works for the owner’s own id (the matrix is not 404 for everyone)',
    async (_name, route) => {
      const [method, url, payload] = route.call(intruderIds);
      const response = await intruder.call(method, url, payload);
      expect(response.statusCode).toBeLessThan(300);
    },
  );

  it.each(LIST_ROUTES)('GET %s shows none of the other owner’s rows', async (url) => {
    const mine = await intruder.call('GET', url);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).not.toContain(victimIds.post);
    expect(mine.body).not.toContain(victimIds.notification);
    expect(mine.body).not.toContain(victim.id);
    const theirs = await victim.call('GET', url);
    expect(theirs.body).not.toContain(intruderIds.post);
  });

  it('every dashboard route needs a session (401)', async () => {
    const routes: [Method, string, unknown?][] = [
      ...ID_ROUTES.map((r) => r.call(victimIds)),
      ...LIST_ROUTES.map((url) => ['GET', url] as [Method, string]),
      ['POST', '/api/notifications/read-all'],
      ['POST', '/api/feedback', { message: 'Hello' }],
      ['GET', '/api/realtime'],
    ];
    // Bodies a signed-in owner could send, so only the missing session is wrong.
    for (const [method, url, payload] of routes) {
      const response = await t.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error.code).toBe('unauthorized');
    }
  });

  it('read-all touches only the caller’s notifications', async () => {
    await createNotification(t.services.database.db, {
      userId: intruder.id,
      title: 'Unread',
      message: 'Unread',
      type: 'test',
    });
    const before = await victimState();
    const response = await intruder.call('POST', '/api/notifications/read-all');
    expect(response.json()).toEqual({ updated: 1 });
    expect(await victimState()).toEqual(before);
  });
});
