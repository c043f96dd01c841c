/**
 * The Monday run (docs/product.md#weekly-report): every verified owner with a profile and the
 * weekly report on gets that week's report, archived in weekly_reports and, with email on,
 * mailed through the mail queue.
 *
 * Insert, then send: a batch of reports and their outbox rows is written in one transaction
 * (the unique (user_id, week_start) index makes a second writer insert nothing); only after it
 * commits are the mails queued, each under its outbox id as the job id, and the reports marked
 * sent. A second run finds every report made and sends nothing; a run that died between the
 * commit and the queueing finds reports with a mail but no sent_at and queues those same mails,
 * which pg-boss (same job id) and mail.deliver (sent_at on the outbox row) send at most once.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { savedSearchMatches, users, weeklyReports, type Db, executeRows } from '@thistle/db';
import type { Enqueue } from '../jobs/context.ts';
import type { Logger } from '../logger.ts';
import { mailDeliverJob } from '../mail/deliver.job.ts';
import { sendMail } from '../mail/send-mail.ts';
import {
  composeReport,
  type ComposeContext,
  type ComposedReport,
  type ReportOwner,
} from './compose-report.ts';
import { londonInstant, weekStartOf } from './london-time.ts';
import { readNotificationSettings } from './notification-settings.ts';
import { bestItemsFor, savedSearchItemsFor } from './report-items.ts';

export interface ReportRunDeps extends ComposeContext {
  db: Db;
  enqueue: Enqueue;
  logger: Logger;
}

export interface ReportRunOptions {
  /** The Monday to report on (YYYY-MM-DD); default: this week's, in London. */
  weekStart?: string;
  now?: Date;
  /** Only these owners (the operator's `--user`). */
  userIds?: string[];
  batchSize?: number;
}

export interface ReportRunTotals {
  weekStart: string;
  /** Reports made in this run. */
  made: number;
  /** Of those, mailed (the rest were kept in the app: email off). */
  emailed: number;
  /** Owners with nothing to report this week: no report, no mail. */
  empty: number;
  /** Mails of an earlier, interrupted run queued now. */
  resumed: number;
}

/** The report's Monday 07:00 in London: the week covered is the seven days before it. */
export const reportMoment = (weekStart: string) => londonInstant(weekStart, 7);

type OwnerRow = ReportOwner & { settings: unknown };

/**
 * Openings written by an LLM take a second or two each: a few at once keeps 10,000 owners
 * within the job's hours, without flooding the endpoint. (The template's are immediate.)
 */
const COMPOSE_AT_ONCE = 8;

/** `work` over `list` with at most `limit` running at once; results in the list's order. */
async function inTurn<T, R>(list: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(list.length);
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const i = next++;
      results[i] = await work(list[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, list.length) }, worker));
  return results;
}

const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Owners due a report for the week, in id order after `after`: verified, weekly report on,
 * something answered in the profile, and no report for this week yet.
 */
async function dueOwners(
  db: Db,
  weekStart: string,
  after: string | null,
  limit: number,
  only: string[] | undefined,
): Promise<OwnerRow[]> {
  const rows = await executeRows<{
    id: string;
    email: string;
    first_name: string | null;
    profile: unknown;
    stage: string | null;
    sectors: string[];
    regions: string[];
    settings: unknown;
  }>(
    db,
    sql`
    select u.id, u.email, u.first_name, u.profile, u.stage, u.sectors, u.regions,
           u.notification_settings as settings
    from users u
    where u.email_verified_at is not null
      and (u.notification_settings ->> 'weeklyReport') is distinct from 'false'
      and exists (
        select 1
        from jsonb_each(case when jsonb_typeof(u.profile) = 'object' then u.profile else '{}'::jsonb end) g,
             jsonb_each_text(case when jsonb_typeof(g.value) = 'object' then g.value else '{}'::jsonb end) f
        where btrim(f.value) <> ''
      )
      and not exists (
        select 1 from weekly_reports r where r.user_id = u.id and r.week_start = ${weekStart}::date
      )
      ${after ? sql`and u.id > ${after}::uuid` : sql``}
      ${only ? sql`and u.id = any(${uuidArray(only)})` : sql``}
    order by u.id
    limit ${limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    profile: r.profile,
    stage: r.stage,
    sectors: r.sectors,
    regions: r.regions,
    settings: r.settings,
  }));
}

/** Queues each report's mail under its outbox id, then marks the reports sent. */
async function queueAndMarkSent(
  deps: ReportRunDeps,
  reports: { id: string; outboxId: string }[],
): Promise<void> {
  for (const report of reports) {
    await deps.enqueue(mailDeliverJob, { outboxId: report.outboxId }, { id: report.outboxId });
  }
  if (reports.length === 0) return;
  await deps.db
    .update(weeklyReports)
    .set({ sentAt: new Date() })
    .where(
      and(
        inArray(
          weeklyReports.id,
          reports.map((r) => r.id),
        ),
        isNull(weeklyReports.sentAt),
      ),
    );
}

/** Reports of the week whose mail was written but never queued (a run that died). */
async function resumeInterrupted(
  deps: ReportRunDeps,
  weekStart: string,
  only: string[] | undefined,
): Promise<number> {
  const pending = await deps.db
    .select({ id: weeklyReports.id, outboxId: weeklyReports.outboxId })
    .from(weeklyReports)
    .where(
      and(
        eq(weeklyReports.weekStart, weekStart),
        isNotNull(weeklyReports.outboxId),
        isNull(weeklyReports.sentAt),
        only ? inArray(weeklyReports.userId, only) : undefined,
      ),
    );
  await queueAndMarkSent(
    deps,
    pending.map((r) => ({ id: r.id, outboxId: r.outboxId! })),
  );
  return pending.length;
}

export async function runWeeklyReports(
  deps: ReportRunDeps,
  options: ReportRunOptions = {},
): Promise<ReportRunTotals> {
  const weekStart = options.weekStart ?? weekStartOf(options.now ?? new Date());
  const asOf = reportMoment(weekStart);
  const batchSize = options.batchSize ?? 250;
  const totals: ReportRunTotals = { weekStart, made: 0, emailed: 0, empty: 0, resumed: 0 };
  totals.resumed = await resumeInterrupted(deps, weekStart, options.userIds);

  let after: string | null = null;
  for (;;) {
    const owners = await dueOwners(deps.db, weekStart, after, batchSize, options.userIds);
    if (owners.length === 0) break;
    after = owners.at(-1)!.id;
    const ids = owners.map((o) => o.id);
    const [best, saved] = await Promise.all([
      bestItemsFor(deps.db, ids, asOf),
      savedSearchItemsFor(deps.db, ids, asOf),
    ]);

    const reports = await inTurn(owners, COMPOSE_AT_ONCE, (owner) =>
      composeReport(
        owner,
        best.get(owner.id) ?? [],
        saved.get(owner.id)?.items ?? [],
        { weekStart, asOf },
        deps,
      ),
    );
    const composed: { owner: OwnerRow; report: ComposedReport }[] = [];
    owners.forEach((owner, i) => {
      const report = reports[i];
      if (!report) totals.empty++;
      else composed.push({ owner, report });
    });
    if (composed.length === 0) continue;

    const toSend = await deps.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(weeklyReports)
        .values(
          composed.map(({ owner, report }) => ({
            userId: owner.id,
            weekStart,
            subject: report.mail.subject,
            html: report.mail.html,
            text: report.mail.text,
            postIds: report.postIds,
            content: report.content,
          })),
        )
        .onConflictDoNothing({ target: [weeklyReports.userId, weeklyReports.weekStart] })
        .returning({ id: weeklyReports.id, userId: weeklyReports.userId });
      const reportOf = new Map(inserted.map((r) => [r.userId, r.id]));
      const mails: { id: string; outboxId: string }[] = [];
      const madeFor: string[] = [];
      for (const { owner, report } of composed) {
        const reportId = reportOf.get(owner.id);
        if (!reportId) continue; // another run made this owner's report first
        madeFor.push(owner.id);
        if (!readNotificationSettings(owner.settings).email) continue;
        // The job is queued after commit, under its outbox id (queueAndMarkSent).
        // (A transaction runs the same inserts as the handle sendMail is typed for.)
        const outboxId = await sendMail(tx as unknown as Db, async () => {}, {
          to: owner.email,
          userId: owner.id,
          ...report.mail,
          headers: report.headers,
        });
        mails.push({ id: reportId, outboxId });
      }
      if (mails.length > 0) {
        await tx.execute(sql`
          update weekly_reports r set outbox_id = m.outbox_id
          from (values ${sql.join(
            mails.map((m) => sql`(${m.id}::uuid, ${m.outboxId}::uuid)`),
            sql`, `,
          )}) as m(id, outbox_id)
          where r.id = m.id`);
      }
      const considered = madeFor.flatMap((id) => saved.get(id)?.considered ?? []);
      for (let i = 0; i < considered.length; i += 500) {
        const chunk = considered.slice(i, i + 500);
        await tx
          .update(savedSearchMatches)
          .set({ reportedWeek: weekStart })
          .where(
            sql`(${savedSearchMatches.searchId}, ${savedSearchMatches.postId}) in (${sql.join(
              chunk.map((c) => sql`(${c.searchId}::uuid, ${c.postId}::uuid)`),
              sql`, `,
            )})`,
          );
      }
      totals.made += madeFor.length;
      return mails;
    });
    await queueAndMarkSent(deps, toSend);
    totals.emailed += toSend.length;
  }
  deps.logger.info({ ...totals }, 'weekly reports');
  return totals;
}

/** The report an owner would get for the week, made but neither saved nor sent (the preview). */
export async function previewWeeklyReport(
  deps: Omit<ReportRunDeps, 'enqueue'>,
  userId: string,
  weekStart = weekStartOf(new Date()),
) {
  const asOf = reportMoment(weekStart);
  const [owner] = await deps.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      profile: users.profile,
      stage: users.stage,
      sectors: users.sectors,
      regions: users.regions,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!owner) return null;
  const [best, saved] = await Promise.all([
    bestItemsFor(deps.db, [userId], asOf),
    savedSearchItemsFor(deps.db, [userId], asOf),
  ]);
  return composeReport(
    owner,
    best.get(userId) ?? [],
    saved.get(userId)?.items ?? [],
    { weekStart, asOf },
    deps,
  );
}
