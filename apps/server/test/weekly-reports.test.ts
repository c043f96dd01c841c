/**
 * The Monday run end to end on each database: who gets a report, what is in it, that a second
 * run sends nothing, that a run that died half-way resumes without a second mail, that an
 * empty week makes nothing, and the owner's archive over the API (another owner's report is 404).
 */
import { and, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, weeklyReports } from '@thistle/db';
import { testDatabaseKinds } from '@thistle/db/testing';
import { runWeeklyReports } from '@thistle/core';
import { reportResponseSchema, reportsResponseSchema } from '@thistle/shared';
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

const WEEK = '2026-03-30';
const AS_OF = new Date('2026-03-30T06:00:00Z'); // Monday 07:00 BST
const before = (n: number) => new Date(AS_OF.getTime() - days(n));
const after = (n: number) => new Date(AS_OF.getTime() + days(n));

describe.each(testDatabaseKinds())('the Monday report on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://thistle.example' });
  });
  afterAll(async () => t?.close());

  const reportsOf = (userIds: string[]) =>
    t.services.database.db
      .select()
      .from(weeklyReports)
      .where(inArray(weeklyReports.userId, userIds));
  /** The report mails (a signed-up owner also has a verification mail). */
  const mailsOf = (userIds: string[]) =>
    t.services.database.db
      .select()
      .from(outbox)
      .where(and(inArray(outbox.userId, userIds), like(outbox.subject, 'Your Monday report%')));

  it('reports the week’s best to each due owner, once, and mails only those with email on', async () => {
    const ailsa = await signedInOwner(t, 'ailsa');
    await setProfile(t, ailsa.id, { profile: profileIn('Kirkcaldy'), firstName: 'Ailsa' });
    const [best] = await postToOwner(t, ailsa.id, [
      { title: 'Food Growth Fund', postedAt: before(2), score: 3, amountMaxGbp: 25_000 },
      { title: 'Export Kickstart', postedAt: before(3), score: 2.5, deadline: after(10) },
      {
        title: 'Meet the Buyer',
        category: 'events',
        postedAt: before(1),
        score: 2,
        eventStart: after(5),
      },
      // Reached the owner weeks ago but closes within three weeks: in.
      { title: 'Net Zero Voucher', postedAt: before(40), score: 1, deadline: after(20) },
      // Weeks old and not closing soon: out.
      { title: 'Old Guide', category: 'courses-guides', postedAt: before(40), score: 9 },
      // Disliked, closed, or from after the report's moment: out.
      { title: 'Disliked Loan', postedAt: before(2), score: 8, like: 'DISLIKE' },
      { title: 'Closed Grant', postedAt: before(2), score: 8, deadline: before(1) },
      { title: 'Tomorrow’s News', postedAt: after(1), score: 8 },
    ]);
    const quiet = await insertOwner(t, { settings: { email: false }, profile: profileIn('Leith') });
    await postToOwner(t, quiet.id, [{ title: 'Quiet Fund', postedAt: before(1) }]);
    const empty = await insertOwner(t);
    const off = await insertOwner(t, { settings: { weeklyReport: false } });
    const unverified = await insertOwner(t, { verified: false });
    const noProfile = await insertOwner(t, {
      profile: { businessDetails: { business_name: '  ' } },
    });
    for (const o of [off, unverified, noProfile]) {
      await postToOwner(t, o.id, [{ title: 'Fund', postedAt: before(1) }]);
    }
    const everyone = [ailsa.id, quiet.id, empty.id, off.id, unverified.id, noProfile.id];

    const first = recordingEnqueue();
    const totals = await runWeeklyReports(reportDeps(t, first.enqueue), {
      weekStart: WEEK,
      userIds: everyone,
    });
    expect(totals).toEqual({ weekStart: WEEK, made: 2, emailed: 1, empty: 1, resumed: 0 });

    const reports = await reportsOf(everyone);
    expect(reports.map((r) => r.userId).sort()).toEqual([ailsa.id, quiet.id].sort());
    const mine = reports.find((r) => r.userId === ailsa.id)!;
    const theirs = reports.find((r) => r.userId === quiet.id)!;
    expect(mine.sentAt).not.toBeNull();
    expect(theirs.sentAt).toBeNull();
    expect(theirs.outboxId).toBeNull();

    const mails = await mailsOf(everyone);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ userId: ailsa.id, to: ailsa.email, id: mine.outboxId });
    expect(first.calls).toEqual([
      { job: 'mail.deliver', payload: { outboxId: mine.outboxId }, id: mine.outboxId },
    ]);
    expect(mails[0]!.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect((mails[0]!.headers as Record<string, string>)['List-Unsubscribe']).toMatch(
      /^<https:\/\/thistle\.example\/unsubscribe\?token=u1\.[^>]+>, <mailto:[^>]+>$/,
    );

    // The archive, over the API, as the owner reads it.
    const list = reportsResponseSchema.parse((await ailsa.call('GET', '/api/reports')).json());
    expect(list.reports).toEqual([
      expect.objectContaining({ id: mine.id, week_start: WEEK, item_count: 4 }),
    ]);
    const detail = reportResponseSchema.parse(
      (await ailsa.call('GET', `/api/reports/${mine.id}`)).json(),
    );
    expect(detail.sections.map((s) => [s.category, s.items.map((i) => i.title)])).toEqual([
      ['Funding', ['Food Growth Fund', 'Export Kickstart', 'Net Zero Voucher']],
      ['Events', ['Meet the Buyer']],
    ]);
    expect(detail.sections[0]!.items[0]).toMatchObject({
      post_id: best,
      reason: 'Open to businesses across Scotland',
      amount_max_gbp: 25_000,
      organisation: 'Scottish Enterprise',
    });
    expect(detail.opening).toMatch(/^Good morning, Ailsa\. This week's picks for Heather & Hive/);
    expect(detail.adviser).toMatchObject({ name: 'Business Gateway Fife', phone: '01592 858333' });
    expect(detail.subject).toBe('Your Monday report: 4 picks for Heather & Hive');
    expect(detail.html).toContain('Food Growth Fund');
    expect((await ailsa.call('GET', `/api/reports/${theirs.id}`)).statusCode).toBe(404);

    // The same week again: nothing new is made, mailed or queued.
    const second = recordingEnqueue();
    expect(
      await runWeeklyReports(reportDeps(t, second.enqueue), { weekStart: WEEK, userIds: everyone }),
    ).toEqual({ weekStart: WEEK, made: 0, emailed: 0, empty: 1, resumed: 0 });
    expect(second.calls).toEqual([]);
    expect(await mailsOf(everyone)).toHaveLength(1);
    expect(await reportsOf(everyone)).toHaveLength(2);
  });

  it('keeps a report to twelve items, best first', async () => {
    const owner = await insertOwner(t);
    await postToOwner(
      t,
      owner.id,
      Array.from({ length: 15 }, (_, i) => ({ title: `Fund ${i}`, postedAt: before(1), score: i })),
    );
    await runWeeklyReports(reportDeps(t, recordingEnqueue().enqueue), {
      weekStart: WEEK,
      userIds: [owner.id],
    });
    const [report] = await reportsOf([owner.id]);
    expect(report!.postIds).toHaveLength(12);
    const titles = (
      report!.content as { sections: { items: { title: string }[] }[] }
    ).sections[0]!.items.map((i) => i.title);
    expect(titles[0]).toBe('Fund 14');
    expect(titles).not.toContain('Fund 2');
  });

  it('resumes a run that died while queueing mail, without mailing anyone twice', async () => {
    const owners = [];
    for (let i = 0; i < 5; i++) {
      const owner = await insertOwner(t);
      await postToOwner(t, owner.id, [{ title: `Grant ${i}`, postedAt: before(1) }]);
      owners.push(owner.id);
    }
    const real = t.services.jobContext.enqueue;
    const dying = recordingEnqueue(3, real);
    await expect(
      runWeeklyReports(reportDeps(t, dying.enqueue), { weekStart: WEEK, userIds: owners }),
    ).rejects.toThrow('the queue went away');
    // The reports and their mails were written together; none is marked sent yet.
    expect((await reportsOf(owners)).every((r) => r.outboxId && !r.sentAt)).toBe(true);

    const again = recordingEnqueue(undefined, real);
    expect(
      await runWeeklyReports(reportDeps(t, again.enqueue), { weekStart: WEEK, userIds: owners }),
    ).toEqual({ weekStart: WEEK, made: 0, emailed: 0, empty: 0, resumed: 5 });
    const reports = await reportsOf(owners);
    expect(reports).toHaveLength(5);
    expect(reports.every((r) => r.sentAt)).toBe(true);
    const mails = await mailsOf(owners);
    expect(mails).toHaveLength(5);
    expect(new Set(mails.map((m) => m.userId)).size).toBe(5);
    // Two mails were queued before the failure and all five again after it: pg-boss keeps one
    // job per outbox id, so each mail is delivered once.
    const ids = mails.map((m) => m.id);
    const jobs = await t.services.database.query<{ id: string }>(
      `select id::text from pgboss.job where name = 'mail.deliver' and id = any($1::uuid[])`,
      [ids],
    );
    expect(jobs.map((j) => j.id).sort()).toEqual([...ids].sort());
  });

  it('makes nothing for a week with nothing in it', async () => {
    const owner = await insertOwner(t);
    await postToOwner(t, owner.id, [{ title: 'Stale', postedAt: before(30), score: 5 }]);
    const { calls, enqueue } = recordingEnqueue();
    expect(
      await runWeeklyReports(reportDeps(t, enqueue), { weekStart: WEEK, userIds: [owner.id] }),
    ).toMatchObject({ made: 0, emailed: 0, empty: 1 });
    expect(calls).toEqual([]);
    expect(await reportsOf([owner.id])).toEqual([]);
    expect(await mailsOf([owner.id])).toEqual([]);
  });

  it('archives the report of an owner with email off, and mails nothing', async () => {
    const owner = await insertOwner(t, { settings: { email: false } });
    await postToOwner(t, owner.id, [{ title: 'Quiet Grant', postedAt: before(1) }]);
    await runWeeklyReports(reportDeps(t, recordingEnqueue().enqueue), {
      weekStart: WEEK,
      userIds: [owner.id],
    });
    const [report] = await reportsOf([owner.id]);
    expect(report).toMatchObject({ sentAt: null, outboxId: null });
    expect(await mailsOf([owner.id])).toEqual([]);
  });
});
