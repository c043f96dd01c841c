/**
 * GET /api/realtime end to end over real sockets: every kind of change reaches its owner's
 * streams and nobody else's, a rank-job batch is one event per owner, Last-Event-ID resumes
 * without loss, heartbeats arrive and a revoked session's stream is closed; on PostgreSQL, a
 * change made through one app instance reaches a stream opened on another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankNewItems, createNotification, loadConfig } from '@thistle/core';
import { openDatabase } from '@thistle/db';
import { testDatabaseKinds } from '@thistle/db/testing';
import { buildApp } from '../src/app.ts';
import { createLogger, createServices } from '../src/services.ts';
import { insertItems, postItems, signedInOwner, type Owner } from './dashboard-helpers.ts';
import { nextEvent, openStream, type SseReader } from './sse-client.ts';
import { createTestApp, type TestApp } from './support.ts';

describe.each(testDatabaseKinds())('realtime over SSE (%s)', (kind) => {
  let t: TestApp;
  let base: string;
  const readers: SseReader[] = [];
  const open = async (owner: Owner, lastEventId?: string) => {
    const reader = await openStream(base, owner.token, lastEventId);
    readers.push(reader);
    await reader.next((m) => m.comment === 'connected');
    return reader;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { app: { realtime: { heartbeatMs: 200 } } });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    for (const reader of readers) reader.close();
    await t?.close();
  });

  it('answers with an event stream and its headers', async () => {
    const owner = await signedInOwner(t, 'headers');
    const reader = await open(owner);
    expect(reader.status).toBe(200);
    expect(reader.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(reader.headers.get('cache-control')).toContain('no-cache');
    expect(reader.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("carries every kind of change to the owner's streams, and to nobody else's", async () => {
    const owner = await signedInOwner(t, 'changes');
    const other = await signedInOwner(t, 'other');
    const [postId] = await postItems(t, owner.id, await insertItems(t, [{ title: 'Live one' }]));
    const [tabOne, tabTwo, stranger] = [await open(owner), await open(owner), await open(other)];

    await owner.call('PATCH', `/api/posts/${postId}`, { like: 'LIKE' });
    await owner.call('PUT', `/api/bookmarks/${postId}`);
    await owner.call('DELETE', `/api/bookmarks/${postId}`);
    const notice = await createNotification(t.services.database.db, {
      userId: owner.id,
      title: 'Hello',
      message: 'Welcome',
      type: 'welcome',
    });
    await owner.call('POST', `/api/notifications/${notice.id}/read`);
    await owner.call('PATCH', '/api/me', { first_name: 'Morag' });

    for (const reader of [tabOne, tabTwo]) {
      const like = await nextEvent(reader);
      expect(like).toMatchObject({ table: 'posts', op: 'UPDATE' });
      expect(like.rows).toEqual([
        expect.objectContaining({
          id: postId,
          like: 'LIKE',
          title: 'Live one',
          orgName: 'Thistle',
        }),
      ]);
      expect(await nextEvent(reader)).toMatchObject({
        table: 'bookmarks',
        op: 'INSERT',
        rows: [{ post_id: postId }],
      });
      expect(await nextEvent(reader)).toMatchObject({
        table: 'bookmarks',
        op: 'DELETE',
        rows: [{ post_id: postId }],
      });
      expect(await nextEvent(reader)).toMatchObject({
        table: 'notifications',
        op: 'INSERT',
        rows: [notice],
      });
      expect(await nextEvent(reader)).toMatchObject({
        table: 'notifications',
        op: 'UPDATE',
        rows: [{ ...notice, read: true }],
      });
      const me = await nextEvent(reader);
      expect(me).toMatchObject({ table: 'users', op: 'UPDATE' });
      expect(me.rows).toEqual([
        { id: owner.id, email: owner.email, first_name: 'Morag', last_name: null, summary: null },
      ]);
    }
    // The stranger's first event is their own change: none of the owner's came before it.
    await other.call('PATCH', '/api/me', { first_name: 'Other' });
    const first = await nextEvent(stranger);
    expect(first).toMatchObject({ table: 'users', rows: [{ id: other.id }] });
    expect(stranger.messages.filter((m) => m.event).length).toBe(1);
  });

  it("a rank job's batch reaches each owner as ONE posts INSERT holding the new posts", async () => {
    const owners = [await signedInOwner(t, 'batch-a'), await signedInOwner(t, 'batch-b')];
    const streams = [await open(owners[0]!), await open(owners[1]!)];
    const itemIds = await insertItems(t, [
      { title: 'Batch 1' },
      { title: 'Batch 2' },
      { title: 'Batch 3' },
    ]);
    await rankNewItems(t.services.database.db, itemIds);
    for (const [i, stream] of streams.entries()) {
      const event = await nextEvent(stream);
      expect(event).toMatchObject({ table: 'posts', op: 'INSERT' });
      expect(event.rows.map((r) => r.title).sort()).toEqual(['Batch 1', 'Batch 2', 'Batch 3']);
      expect(event.rows.every((r) => r.user_id === owners[i]!.id)).toBe(true);
      // Nothing else was sent for the batch: the next event is the owner's next change.
      await owners[i]!.call('PATCH', '/api/me', { last_name: 'Next' });
      expect(await nextEvent(stream)).toMatchObject({ table: 'users' });
    }
  });

  it('Last-Event-ID replays what was missed, in order, then carries on live', async () => {
    const owner = await signedInOwner(t, 'resume');
    const first = await open(owner);
    await owner.call('PATCH', '/api/me', { first_name: 'One' });
    const seen = await nextEvent(first);
    first.close();
    await owner.call('PATCH', '/api/me', { first_name: 'Two' });
    await owner.call('PATCH', '/api/me', { first_name: 'Three' });

    const resumed = await open(owner, seen.id);
    const missed = [await nextEvent(resumed), await nextEvent(resumed)];
    expect(missed.map((e) => e.rows[0]!.first_name)).toEqual(['Two', 'Three']);
    expect(Number(missed[0]!.id)).toBeGreaterThan(Number(seen.id));
    await owner.call('PATCH', '/api/me', { first_name: 'Four' });
    expect((await nextEvent(resumed)).rows[0]!.first_name).toBe('Four');
    expect(resumed.messages.filter((m) => m.event).length).toBe(3);
  });

  it('sends heartbeats, and closes the stream once its session is revoked', async () => {
    const owner = await signedInOwner(t, 'heartbeat');
    const reader = await open(owner);
    await reader.next((m) => m.comment === 'heartbeat');
    const logout = await owner.call('POST', '/api/auth/logout');
    expect(logout.statusCode).toBe(204);
    await reader.ended;
  });

  it('a malformed Last-Event-ID is a 400; no session is a 401', async () => {
    const owner = await signedInOwner(t, 'bad-resume');
    const bad = await fetch(`${base}/api/realtime`, {
      headers: { authorization: `Bearer ${owner.token}`, 'last-event-id': 'abc' },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe(
      'Last-Event-ID must be the id of an event this stream sent.',
    );
    const anonymous = await fetch(`${base}/api/realtime`);
    expect(anonymous.status).toBe(401);
  });

  it.runIf(kind === 'postgres')(
    'after the listening connection drops, it reconnects and catches up on what it missed',
    async () => {
      const owner = await signedInOwner(t, 'dropped');
      const reader = await open(owner);
      const dropped = await t.services.database.query<{ ok: boolean }>(
        `select pg_terminate_backend(pid) as ok from pg_stat_activity
         where datname = current_database() and query = 'LISTEN thistle_realtime'`,
      );
      expect(dropped.length).toBeGreaterThan(0);
      const listeners = () =>
        t.services.database.query(
          `select pid from pg_stat_activity
           where datname = current_database() and query = 'LISTEN thistle_realtime'`,
        );
      // Gone for sure (the reconnect waits a second), so the next NOTIFY has no listener.
      for (let i = 0; i < 50 && (await listeners()).length > 0; i++) {
        await new Promise((r) => setTimeout(r, 20));
      }
      // Written while nobody listens: its NOTIFY is lost, the row is not.
      await owner.call('PATCH', '/api/me', { first_name: 'Missed' });
      const event = await nextEvent(reader);
      expect(event).toMatchObject({ table: 'users', rows: [{ first_name: 'Missed' }] });
      await owner.call('PATCH', '/api/me', { first_name: 'Live again' });
      expect((await nextEvent(reader)).rows[0]!.first_name).toBe('Live again');
    },
  );

  it.runIf(kind === 'postgres')(
    'a change written through one app instance reaches a stream on another',
    async () => {
      const config = loadConfig({
        ...Object.fromEntries(
          Object.entries(process.env).filter(([, v]) => v !== undefined) as [string, string][],
        ),
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: t.services.config.dataDir,
        DATABASE_URL: t.services.config.databaseUrl!,
      });
      const database = await openDatabase({ url: config.databaseUrl, poolSize: 2 });
      const services = await createServices(config, { database, logger: createLogger(config) });
      const second = await buildApp(services, { serveWeb: false });
      try {
        const secondBase = await second.listen({ host: '127.0.0.1', port: 0 });
        const owner = await signedInOwner(t, 'cross');
        const reader = await openStream(secondBase, owner.token);
        readers.push(reader);
        await reader.next((m) => m.comment === 'connected');
        // The write goes through the first instance (a different process in production).
        await owner.call('PATCH', '/api/me', { first_name: 'Across' });
        const event = await nextEvent(reader);
        expect(event).toMatchObject({ table: 'users', rows: [{ first_name: 'Across' }] });
        reader.close();
      } finally {
        await second.close();
        await services.close();
      }
    },
  );
});
