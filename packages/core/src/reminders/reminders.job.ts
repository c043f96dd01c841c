import { z } from 'zod';
import { defineJob } from '../jobs/define.ts';
import type { JobContext } from '../jobs/context.ts';
import { ownerMailContext } from '../reports/owner-mail-context.ts';
import { sendDeadlineReminders } from './deadline-reminders.ts';
import { notifyItemChanges } from './item-change-notices.ts';

/** Hourly: a reminder goes out within the hour its 14- or 3-day mark is passed. */
export const deadlineRemindersJob = defineJob({
  id: 'reminders.deadlines',
  payload: z.object({}),
  schedule: { cron: '5 * * * *', payload: {} },
  async handler(_payload, context: JobContext) {
    await sendDeadlineReminders(ownerMailContext(context));
  },
});

/** Hourly, offset from the crawl's quarter hours: recrawls' changes reach bookmarkers. */
export const itemChangeNoticesJob = defineJob({
  id: 'reminders.item-changes',
  payload: z.object({}),
  schedule: { cron: '40 * * * *', payload: {} },
  async handler(_payload, { database, logger }: JobContext) {
    await notifyItemChanges(database.db, logger);
  },
});
