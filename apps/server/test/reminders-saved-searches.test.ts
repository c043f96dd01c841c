/**
 * What Thistle tells an owner between reports: deadline reminders (14 and 3 days before, once
 * each, again for a moved deadline), changes to bookmarked items (once each), saved searches'
 * new matches (counted once, one notification per search per run, or kept for the report), and
 * the switches that govern all of it.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarks, itemChanges, items, notifications, outbox, posts } from '@thistle/db';
import { testDatabaseKinds } from '@thistle/db/testing';
import {
  checkSavedSearches,
  notifyItemChanges,
  runWeeklyReports,
  sendDeadlineReminders,
  silentLogger,
} from '@thistle/core';
import { reportResponseSchema } from '@thistle/shared';
import { signedInOwner } from './dashboard-helpers.ts';
import {
  days,
  insertOwner,
  postToOwner,
  profileIn,
  recordingEnqueue,
  reportDeps,
  setProfile,
} from './owner-tools-helpers.ts';
import { createTestApp, type TestApp } from './support.ts';

describe.each(testDatabaseKinds())('reminders, changes and saved searches on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const db = () => t.services.database.db;
  const noticesOf = (userId: string, type: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
      .orderBy(notifications.createdAt);
  const reminderMails = (userId: string) =>
    db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, userId), like(outbox.subject, 'Closes %')));
  const reminderDeps = (enqueue = recordingEnqueue().enqueue) => ({
    db: db(),
    enqueue,
    logger: silentLogger,
    publicUrl: t.services.config.publicUrl,
    supportEmail: t.services.config.supportEmail,
    authSecret: t.services.secrets.authSecret,
  });
  async function bookmark(userId: string, postIds: string[]) {
    await db()
      .insert(bookmarks)
      .values(postIds.map((postId) => ({ userId, postId, createdAt: new Date('2026-01-01') })));
  }

  it('reminds 14 and 3 days before a bookmarked deadline, once each, and again when it moves', async () => {
    const deadline = new Date('2026-12-12T23:59:00Z');
    const owner = await insertOwner(t);
    const quiet = await insertOwner(t, { settings: { email: false } });
    const off = await insertOwner(t, { settings: { deadlineReminders: false } });
    const posted = {
      title: 'Export Kickstart:',
      deadline,
      postedAt: new Date('2026-11-01'),
    };
    const [mine] = await postToOwner(t, owner.id, [posted]);
    const [theirs] = await postToOwner(t, quiet.id, [posted]);
    const [ignored] = await postToOwner(t, off.id, [posted]);
    // Posted to the owner but not bookmarked: never reminded.
    await postToOwner(t, owner.id, [{ ...posted, title: 'Not saved' }]);
    await bookmark(owner.id, [mine!]);
    await bookmark(quiet.id, [theirs!]);
    await bookmark(off.id, [ignored!]);

    const at = (daysLeft: number) => new Date(deadline.getTime() - days(daysLeft));
    const queued = recordingEnqueue();
    // Fifteen days out: nothing yet.
    expect(await sendDeadlineReminders(reminderDeps(queued.enqueue), at(15))).toEqual({
      notified: 0,
      emailed: 0,
    });
    // Inside fourteen days: the 14-day reminder, in the app and (email on) by mail.
    expect(await sendDeadlineReminders(reminderDeps(queued.enqueue), at(13.9))).toEqual({
      notified: 2,
      emailed: 1,
    });
    expect(await sendDeadlineReminders(reminderDeps(queued.enqueue), at(13))).toEqual({
      notified: 0,
      emailed: 0,
    });
    const [first] = await noticesOf(owner.id, 'deadline');
    expect(first).toMatchObject({
      title: 'Closes in 14 days: Export Kickstart',
      message: 'Export Kickstart (Scottish Enterprise) closes on Saturday 12 December 2026.',
      postId: mine,
    });
    const mails = await reminderMails(owner.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(queued.calls).toEqual([
      { job: 'mail.deliver', payload: { outboxId: mails[0]!.id }, id: mails[0]!.id },
    ]);
    expect(await noticesOf(quiet.id, 'deadline')).toHaveLength(1);
    expect(await reminderMails(quiet.id)).toHaveLength(0);
    expect(await noticesOf(off.id, 'deadline')).toHaveLength(0);

    // Three days out: the 3-day reminder, once.
    expect((await sendDeadlineReminders(reminderDeps(), at(2.5))).notified).toBe(2);
    expect((await sendDeadlineReminders(reminderDeps(), at(2))).notified).toBe(0);
    expect((await noticesOf(owner.id, 'deadline')).map((n) => n.title)).toEqual([
      'Closes in 14 days: Export Kickstart',
      'Closes in 3 days: Export Kickstart',
    ]);

    // The funder extends the deadline by a month: reminded again for the new date.
    const moved = new Date(deadline.getTime() + days(30));
    const [{ itemId } = { itemId: '' }] = await db()
      .select({ itemId: posts.itemId })
      .from(posts)
      .where(eq(posts.id, mine!));
    await db().update(items).set({ deadline: moved }).where(eq(items.id, itemId));
    const later = new Date(moved.getTime() - days(10));
    expect((await sendDeadlineReminders(reminderDeps(), later)).notified).toBe(1);
    expect((await sendDeadlineReminders(reminderDeps(), later)).notified).toBe(0);
    expect(await noticesOf(owner.id, 'deadline')).toHaveLength(3);
  });

  it('tells bookmarkers what a recrawl changed, once, and nobody else', async () => {
    const owner = await insertOwner(t);
    const stranger = await insertOwner(t);
    const [mine] = await postToOwner(t, owner.id, [
      { title: 'Green Fund', postedAt: new Date('2026-11-01'), amountMaxGbp: 5000 },
    ]);
    const [{ itemId } = { itemId: '' }] = await db()
      .select({ itemId: posts.itemId })
      .from(posts)
      .where(eq(posts.id, mine!));
    await postToOwner(t, stranger.id, [{ title: 'Other', postedAt: new Date('2026-11-01') }]);
    await db()
      .insert(bookmarks)
      .values({ userId: owner.id, postId: mine!, createdAt: new Date('2026-11-05') });
    const change = (field: string, before: string | null, after: string | null, at: string) =>
      db()
        .insert(itemChanges)
        .values({ itemId, field, before, after, changedAt: new Date(at) });
    // Before the bookmark: not news to this owner.
    await change('body', 'old', 'older', '2026-11-04T00:00:00Z');
    await change(
      'deadline',
      '2026-12-01T23:59:00.000Z',
      '2026-12-15T23:59:00.000Z',
      '2026-11-10T00:00:00Z',
    );
    await change('amount', '5000', '10000', '2026-11-10T00:00:00Z');
    await change(
      'event',
      '2026-12-03T18:00:00.000Z',
      '2026-12-10T18:00:00.000Z',
      '2026-11-10T00:00:00Z',
    );
    const now = new Date('2026-11-11T00:00:00Z');

    expect(await notifyItemChanges(db(), silentLogger, now)).toEqual({ notified: 1 });
    expect(await notifyItemChanges(db(), silentLogger, now)).toEqual({ notified: 0 });
    const [told] = await noticesOf(owner.id, 'item_changed');
    expect(told).toMatchObject({
      title: 'Changed: Green Fund',
      message:
        'The deadline moved from Tuesday 1 December 2026 to Tuesday 15 December 2026. The event moved from Thursday 3 December 2026 at 18:00 to Thursday 10 December 2026 at 18:00. The amount changed from up to £5,000 to up to £10,000.',
      postId: mine,
    });
    expect(await noticesOf(stranger.id, 'item_changed')).toHaveLength(0);

    await change('body', 'a', 'b', '2026-11-12T00:00:00Z');
    expect(await notifyItemChanges(db(), silentLogger, new Date('2026-11-12T01:00:00Z'))).toEqual({
      notified: 1,
    });
    expect((await noticesOf(owner.id, 'item_changed')).at(-1)!.message).toBe(
      'The description was updated; check the eligibility and how to apply.',
    );
  });

  it('keeps saved searches per owner, validated as the contract says', async () => {
    const owner = await signedInOwner(t, 'searcher');
    const other = await signedInOwner(t, 'other');
    const made = await owner.call('POST', '/api/saved-searches', {
      query: '  export grants ',
      category: 'Funding opportunities',
      closing_within_days: 30,
      deliver: 'notification',
    });
    expect(made.statusCode).toBe(201);
    const search = made.json();
    expect(search).toMatchObject({
      query: 'export grants',
      category: 'Funding',
      closing_within_days: 30,
      deliver: 'notification',
    });
    expect((await owner.call('GET', '/api/saved-searches')).json()).toEqual({ searches: [search] });
    expect((await owner.call('GET', `/api/saved-searches/${search.id}`)).json()).toEqual(search);
    expect((await other.call('GET', `/api/saved-searches/${search.id}`)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/api/saved-searches/${search.id}`)).statusCode).toBe(404);

    const nothing = await owner.call('POST', '/api/saved-searches', { deliver: 'report' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.message).toBe(
      'Give some words, a category or a closing window to save.',
    );
    const unknown = await owner.call('POST', '/api/saved-searches', {
      query: 'x',
      category: 'Knitting',
      deliver: 'report',
    });
    expect(unknown.json()).toMatchObject({ error: { code: 'unknown_category' } });
    const badDeliver = await owner.call('POST', '/api/saved-searches', {
      query: 'x',
      deliver: 'sms',
    });
    expect(badDeliver.json().error.message).toBe('deliver must be report or notification');

    expect((await owner.call('DELETE', `/api/saved-searches/${search.id}`)).statusCode).toBe(204);
    expect((await owner.call('GET', '/api/saved-searches')).json()).toEqual({ searches: [] });
    expect((await t.app.inject({ url: '/api/saved-searches' })).statusCode).toBe(401);
  });

  it('counts each new match once and sends one notification per search per run', async () => {
    const owner = await signedInOwner(t, 'matches');
    const created = new Date('2026-11-20T09:00:00Z');
    const hour = (n: number) => new Date(created.getTime() + n * 3_600_000);
    const search = (
      await owner.call('POST', '/api/saved-searches', {
        query: 'export',
        deliver: 'notification',
      })
    ).json() as { id: string };
    // Pretend it was saved at `created` (the API stamps the real time).
    await t.services.database.query(
      'update saved_searches set created_at = $1, checked_at = $1 where id = $2',
      [created, search.id],
    );
    await postToOwner(t, owner.id, [
      { title: 'Old export guide', postedAt: hour(-5) },
      { title: 'Export Kickstart', body: 'Funding for exporters', postedAt: hour(1) },
      { title: 'Exporting to Europe', postedAt: hour(1.5) },
      { title: 'Bakery grant', postedAt: hour(1.5) },
      { title: 'Closed export fund', postedAt: hour(1.5), deadline: hour(1.7) },
    ]);

    expect(await checkSavedSearches(db(), silentLogger, hour(2))).toMatchObject({
      matches: 2,
      notified: 1,
    });
    // The next run looks an hour back again, but nothing is counted twice.
    expect(await checkSavedSearches(db(), silentLogger, hour(3))).toMatchObject({
      matches: 0,
      notified: 0,
    });
    await postToOwner(t, owner.id, [{ title: 'Export credit insurance', postedAt: hour(3.5) }]);
    expect(await checkSavedSearches(db(), silentLogger, hour(4))).toMatchObject({
      matches: 1,
      notified: 1,
    });
    const told = await noticesOf(owner.id, 'new_match');
    expect(told.map((n) => [n.title, n.message])).toEqual([
      ['New for "export"', '2 new items match: Export Kickstart and Exporting to Europe.'],
      ['New for "export"', '1 new item matches: Export credit insurance.'],
    ]);
    expect(told[1]!.postId).not.toBeNull();
  });

  it('keeps report-delivered matches for the next Monday report, in their own section, once', async () => {
    const owner = await signedInOwner(t, 'report-search');
    await setProfile(t, owner.id, { profile: profileIn('Oban') });
    const asOf = new Date('2026-03-30T06:00:00Z');
    const search = (
      await owner.call('POST', '/api/saved-searches', { query: 'tourism', deliver: 'report' })
    ).json() as { id: string };
    await t.services.database.query(
      'update saved_searches set created_at = $1, checked_at = $1 where id = $2',
      [new Date(asOf.getTime() - days(3)), search.id],
    );
    await postToOwner(t, owner.id, [
      { title: 'Tourism marketing fund', postedAt: new Date(asOf.getTime() - days(2)), score: 0.1 },
      { title: 'Unrelated top pick', postedAt: new Date(asOf.getTime() - days(2)), score: 5 },
    ]);
    expect(
      await checkSavedSearches(db(), silentLogger, new Date(asOf.getTime() - days(1))),
    ).toMatchObject({ matches: 1, notified: 0 });
    expect(await noticesOf(owner.id, 'new_match')).toHaveLength(0);

    // The report's best has room for both, so the match already shown is not repeated…
    await runWeeklyReports(reportDeps(t, recordingEnqueue().enqueue), {
      weekStart: '2026-03-30',
      userIds: [owner.id],
    });
    const [summary] = (await owner.call('GET', '/api/reports')).json().reports;
    const report = reportResponseSchema.parse(
      (await owner.call('GET', `/api/reports/${summary.id}`)).json(),
    );
    expect(report.sections.map((s) => s.category)).toEqual(['Funding']);

    // …but a match that is not among the week's best gets the saved-search section.
    const later = new Date('2026-04-06T06:00:00Z');
    await postToOwner(t, owner.id, [
      ...Array.from({ length: 12 }, (_, i) => ({
        title: `Strong pick ${i}`,
        postedAt: new Date(later.getTime() - days(2)),
        score: 10,
      })),
      { title: 'Rural tourism toolkit', postedAt: new Date(later.getTime() - days(2)), score: 0 },
    ]);
    await checkSavedSearches(db(), silentLogger, new Date(later.getTime() - days(1)));
    await runWeeklyReports(reportDeps(t, recordingEnqueue().enqueue), {
      weekStart: '2026-04-06',
      userIds: [owner.id],
    });
    const reports = (await owner.call('GET', '/api/reports')).json().reports as { id: string }[];
    const second = reportResponseSchema.parse(
      (await owner.call('GET', `/api/reports/${reports[0]!.id}`)).json(),
    );
    expect(second.sections.at(-1)).toMatchObject({
      category: 'From your saved searches',
      items: [{ title: 'Rural tourism toolkit', reason: 'Matches your saved search "tourism"' }],
    });
    const pending = await t.services.database.query<{ n: number | string }>(
      'select count(*) as n from saved_search_matches where search_id = $1 and reported_week is null',
      [search.id],
    );
    expect(Number(pending[0]!.n)).toBe(0);
  });

  it('lets the owner read and change the three switches', async () => {
    const owner = await signedInOwner(t, 'switches');
    expect((await owner.call('GET', '/api/settings/notifications')).json()).toEqual({
      weeklyReport: true,
      deadlineReminders: true,
      email: true,
    });
    const changed = await owner.call('PUT', '/api/settings/notifications', { email: false });
    expect(changed.json()).toEqual({ weeklyReport: true, deadlineReminders: true, email: false });
    const both = await owner.call('PUT', '/api/settings/notifications', {
      weeklyReport: false,
      email: true,
    });
    expect(both.json()).toEqual({ weeklyReport: false, deadlineReminders: true, email: true });
    for (const bad of [{ email: 'yes' }, { sms: true }]) {
      const response = await owner.call('PUT', '/api/settings/notifications', bad);
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await owner.call('PUT', '/api/settings/notifications', { email: 'yes' })).json(),
    ).toEqual({ error: { code: 'invalid_request', message: 'email must be true or false' } });
    expect((await t.app.inject({ url: '/api/settings/notifications' })).statusCode).toBe(401);
  });
});
