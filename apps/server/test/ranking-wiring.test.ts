/**
 * The ranking jobs wired into the app, with the worker running: a verified address gets its
 * first feed within seconds, a profile change re-ranks the feed and tells open tabs, a
 * reaction re-learns the owner's weights, and a burst of changes costs few refreshes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { posts, realtimeEvents, users } from '@thistle/db';
import { refreshOwnerJob } from '@thistle/core';
import { testDatabaseKinds } from '@thistle/db/testing';
import { insertItems, signedInOwner } from './dashboard-helpers.ts';
import { createTestApp, type TestApp } from './support.ts';

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, seconds = 20) {
  let value = await read();
  for (let i = 0; i < seconds * 4 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 250));
    value = await read();
  }
  return value;
}

describe.each(testDatabaseKinds())('ranking wired into the app (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.services.jobs.work(t.services.jobContext);
  });
  afterAll(async () => {
    await t?.close();
  });

  const postedItems = (userId: string) =>
    t.services.database.db
      .select({ itemId: posts.itemId, score: posts.score })
      .from(posts)
      .where(eq(posts.userId, userId));

  it('verifying an address brings a ranked first feed within seconds', async () => {
    const [grant, guide] = await insertItems(t, [
      { title: 'Scottish growth grant', regions: ['scotland'] },
      { title: 'UK guide to hiring', category: 'courses-guides', regions: ['uk'] },
    ]);
    const owner = await signedInOwner(t, 'verified');
    const feed = await until(
      () => postedItems(owner.id),
      (rows) => rows.length >= 2,
    );
    expect(feed.map((p) => p.itemId).sort()).toEqual([grant, guide].sort());
  });

  it('a profile change re-ranks the feed and tells open tabs', async () => {
    const owner = await signedInOwner(t, 'tags');
    const [glasgow, fife] = await insertItems(t, [
      { title: 'Glasgow start-up fund', regions: ['glasgow-clyde'] },
      { title: 'Fife start-up fund', regions: ['tayside-fife'] },
    ]);
    // A loaded machine can take a while to rank new items on PGlite; the test waits for
    // the starting state rather than assuming it.
    const before = await until(
      () => postedItems(owner.id),
      (rows) => rows.some((p) => p.itemId === fife),
      60,
    );
    expect(before.map((p) => p.itemId)).toContain(fife);
    const response = await owner.call('PUT', '/api/profile/tags', { regions: ['glasgow-clyde'] });
    expect(response.statusCode).toBe(200);
    const [event] = await t.services.database.db
      .select({ rows: realtimeEvents.row })
      .from(realtimeEvents)
      .where(and(eq(realtimeEvents.userId, owner.id), eq(realtimeEvents.table, 'users')));
    expect(event?.rows).toEqual([expect.objectContaining({ id: owner.id, email: owner.email })]);
    const feed = await until(
      () => postedItems(owner.id),
      (rows) => rows.some((p) => p.itemId === glasgow) && !rows.some((p) => p.itemId === fife),
      60,
    );
    expect(feed.map((p) => p.itemId)).toContain(glasgow);
    expect(feed.map((p) => p.itemId)).not.toContain(fife);
  }, 150_000);

  it('a like or dislike re-learns the owner’s weights', async () => {
    const owner = await signedInOwner(t, 'feedback');
    const [item] = await insertItems(t, [
      { title: 'Meet the Buyer', category: 'events', group: 'Buyers Network' },
    ]);
    const [post] = await until(
      () =>
        t.services.database.db
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.userId, owner.id), eq(posts.itemId, item!))),
      (rows) => rows.length > 0,
    );
    expect(
      (await owner.call('PATCH', `/api/posts/${post!.id}`, { like: 'DISLIKE' })).statusCode,
    ).toBe(200);
    const [learnt] = await until(
      () =>
        t.services.database.db
          .select({ weights: users.rankingWeights })
          .from(users)
          .where(eq(users.id, owner.id)),
      (rows) => (rows[0]?.weights as { reactions?: number }).reactions === 1,
    );
    expect(
      (learnt!.weights as { organisation: Record<string, number> }).organisation['buyers network'],
    ).toBeLessThan(0);
  });

  it('ten changes in a burst start one refresh per few seconds, not ten', async () => {
    const owner = await signedInOwner(t, 'burst');
    const sent: Array<string | null> = [];
    for (let i = 0; i < 10; i++) {
      sent.push(await t.services.jobs.send(refreshOwnerJob, { userId: owner.id }));
    }
    // This slot's job and the next slot's (which starts after the last change); a burst that
    // straddles a slot boundary may reach one more.
    expect(sent.filter(Boolean).length).toBeGreaterThanOrEqual(1);
    expect(sent.filter(Boolean).length).toBeLessThanOrEqual(3);
  });
});
