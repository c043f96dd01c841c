import { and, desc, eq } from 'drizzle-orm';
import { weeklyReports, type Db } from '@thistle/db';
import { notFound, type ReportResponse, type ReportSummary } from '@thistle/shared';
import type { ReportContent } from './compose-report.ts';

type ReportRow = typeof weeklyReports.$inferSelect;

function summaryOf(row: Omit<ReportRow, 'html' | 'text' | 'content'>): ReportSummary {
  return {
    id: row.id,
    week_start: row.weekStart,
    subject: row.subject,
    item_count: row.postIds.length,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** docs/product.md#weekly-report: the owner's reports, newest week first. */
export async function listReports(db: Db, userId: string): Promise<ReportSummary[]> {
  const rows = await db
    .select({
      id: weeklyReports.id,
      userId: weeklyReports.userId,
      weekStart: weeklyReports.weekStart,
      subject: weeklyReports.subject,
      postIds: weeklyReports.postIds,
      outboxId: weeklyReports.outboxId,
      sentAt: weeklyReports.sentAt,
      createdAt: weeklyReports.createdAt,
    })
    .from(weeklyReports)
    .where(eq(weeklyReports.userId, userId))
    .orderBy(desc(weeklyReports.weekStart), desc(weeklyReports.id));
  return rows.map(summaryOf);
}

/** One of the owner's reports; another owner's id is indistinguishable from none (404). */
export async function getReport(db: Db, userId: string, id: string): Promise<ReportResponse> {
  const [row] = await db
    .select()
    .from(weeklyReports)
    .where(and(eq(weeklyReports.id, id), eq(weeklyReports.userId, userId)));
  if (!row) throw notFound('No such report.');
  const content = row.content as Partial<ReportContent>;
  return {
    ...summaryOf(row),
    opening: content.opening ?? '',
    sections: content.sections ?? [],
    adviser: content.adviser ?? null,
    html: row.html,
  };
}
