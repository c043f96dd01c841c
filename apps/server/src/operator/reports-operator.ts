/**
 * `thistle reports send|preview` behind one interface, used by the operator routes (through
 * the server that holds the embedded database) and by the CLI on its own (ADR 0015-operator-cli).
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '@thistle/db';
import {
  createLlmClient,
  isIsoDate,
  isMonday,
  previewWeeklyReport,
  runWeeklyReports,
  type Enqueue,
  type Logger,
} from '@thistle/core';
import { AppError, notFound } from '@thistle/shared';
import type { Services } from '../services.ts';

const weekSchema = z
  .string()
  .refine(isIsoDate, 'The week must be a date written YYYY-MM-DD.')
  .refine(isMonday, 'The week must start on a Monday (the date of the Monday report).');
const emailSchema = z.string().trim().min(3).max(320).includes('@', { message: 'Not an address.' });

export const reportsSendRequestSchema = z.object({
  week: weekSchema.optional(),
  email: emailSchema.optional(),
});
export const reportsSendResponseSchema = z.object({
  weekStart: z.string(),
  made: z.number(),
  emailed: z.number(),
  empty: z.number(),
  resumed: z.number(),
});
export const reportsPreviewRequestSchema = z.object({
  email: emailSchema,
  week: weekSchema.optional(),
});
export const reportsPreviewResponseSchema = z.object({
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  itemCount: z.number(),
});
export type ReportsSendRequest = z.infer<typeof reportsSendRequestSchema>;
export type ReportsSendResponse = z.infer<typeof reportsSendResponseSchema>;
export type ReportsPreviewRequest = z.infer<typeof reportsPreviewRequestSchema>;
export type ReportsPreviewResponse = z.infer<typeof reportsPreviewResponseSchema>;

async function ownerIdByEmail(services: Services, email: string): Promise<string> {
  const [owner] = await services.database.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!owner) throw notFound(`No account has the address ${email}.`, 'no_such_owner');
  return owner.id;
}

function deps(services: Services, enqueue: Enqueue) {
  const logger = services.logger as unknown as Logger;
  return {
    db: services.database.db,
    enqueue,
    logger,
    publicUrl: services.config.publicUrl,
    supportEmail: services.config.supportEmail,
    authSecret: services.secrets.authSecret,
    llm: createLlmClient(services.config.llm, { logger }),
  };
}

export async function sendReports(
  services: Services,
  request: ReportsSendRequest,
  enqueue: Enqueue = services.jobContext.enqueue,
): Promise<ReportsSendResponse> {
  const userIds = request.email ? [await ownerIdByEmail(services, request.email)] : undefined;
  return runWeeklyReports(deps(services, enqueue), {
    ...(request.week ? { weekStart: request.week } : {}),
    ...(userIds ? { userIds } : {}),
  });
}

export async function previewReport(
  services: Services,
  request: ReportsPreviewRequest,
): Promise<ReportsPreviewResponse> {
  const userId = await ownerIdByEmail(services, request.email);
  const report = await previewWeeklyReport(
    deps(services, services.jobContext.enqueue),
    userId,
    ...(request.week ? [request.week] : []),
  );
  if (!report) {
    throw new AppError(
      404,
      'nothing_to_report',
      `Nothing to report for ${request.email} that week: no report would be made or sent.`,
    );
  }
  return {
    subject: report.mail.subject,
    html: report.mail.html,
    text: report.mail.text,
    itemCount: report.itemCount,
  };
}
