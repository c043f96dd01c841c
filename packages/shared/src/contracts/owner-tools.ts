import { z } from 'zod';
import { idSchema } from './posts.ts';

/*
 * The owner's tools beside the feed (docs/product.md#weekly-report): the Monday reports, what
 * Thistle tells the owner about and how, saved searches, the private calendar feed and exports.
 */

// ---------- weekly reports ----------

export const reportSummarySchema = z.object({
  id: z.string(),
  /** The Monday the report is for (YYYY-MM-DD, Europe/London). */
  week_start: z.string(),
  subject: z.string(),
  /** How many items it holds. */
  item_count: z.number().int(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** GET /api/reports: newest first. */
export const reportsResponseSchema = z.object({ reports: z.array(reportSummarySchema) });
export type ReportsResponse = z.infer<typeof reportsResponseSchema>;

export const reportItemSchema = z.object({
  post_id: z.string(),
  title: z.string(),
  category: z.string(),
  organisation: z.string(),
  link: z.string().nullable(),
  reason: z.string(),
  deadline: z.string().nullable(),
  amount_max_gbp: z.number().nullable(),
  event_start: z.string().nullable(),
});

/** GET /api/reports/:id: the report as the owner reads it in the app. */
export const reportResponseSchema = reportSummarySchema.extend({
  opening: z.string(),
  sections: z.array(z.object({ category: z.string(), items: z.array(reportItemSchema) })),
  /** The owner's local Business Gateway office, when known. */
  adviser: z
    .object({
      name: z.string(),
      url: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      address: z.string().nullable(),
    })
    .nullable(),
  html: z.string(),
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;
export const reportParamsSchema = z.object({ id: idSchema('The report id') });

// ---------- notification settings ----------

export const notificationSettingsSchema = z.object({
  weeklyReport: z.boolean({ error: 'weeklyReport must be true or false' }),
  deadlineReminders: z.boolean({ error: 'deadlineReminders must be true or false' }),
  email: z.boolean({ error: 'email must be true or false' }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
/** PUT /api/settings/notifications: any of the three. */
export const notificationSettingsPatchSchema = notificationSettingsSchema.partial().strict();

// ---------- saved searches ----------

export const savedSearchSchema = z.object({
  id: z.string(),
  query: z.string(),
  category: z.string().nullable(),
  closing_within_days: z.number().int().nullable(),
  deliver: z.enum(['report', 'notification']),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchesResponseSchema = z.object({ searches: z.array(savedSearchSchema) });

/** POST /api/saved-searches */
export const savedSearchRequestSchema = z
  .object({
    query: z
      .string()
      .trim()
      .max(500, 'The search is too long (500 characters at most).')
      .default(''),
    category: z.string().trim().max(100).nullable().optional(),
    closing_within_days: z
      .number({ error: 'closing_within_days must be a whole number of days' })
      .int('closing_within_days must be a whole number of days')
      .min(1, 'closing_within_days must be at least 1')
      .max(365, 'closing_within_days must be at most 365')
      .nullable()
      .optional(),
    deliver: z.enum(['report', 'notification'], {
      error: 'deliver must be report or notification',
    }),
  })
  .refine(
    (s) => s.query || s.category || s.closing_within_days,
    'Give some words, a category or a closing window to save.',
  );
export const savedSearchParamsSchema = z.object({ id: idSchema('The saved search id') });

// ---------- calendar and exports ----------

/** GET|POST|DELETE /api/settings/calendar: the private feed's address (null when none). */
export const calendarFeedResponseSchema = z.object({ url: z.string().nullable() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

/** POST /api/unsubscribe (RFC 8058 one-click): the token from the mailed link. */
export const unsubscribeRequestSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'The unsubscribe link is missing its token')
    .max(500, 'The unsubscribe link is not valid'),
});
