import { z } from 'zod';
import { createLlmClient } from '../ai/llm-client.ts';
import { defineJob } from '../jobs/define.ts';
import type { JobContext } from '../jobs/context.ts';
import { isIsoDate, isMonday } from './london-time.ts';
import { ownerMailContext } from './owner-mail-context.ts';
import { runWeeklyReports } from './run-weekly-reports.ts';

/** Mondays at 07:00; the runner schedules every cron in Europe/London (ADR 0004). */
export const WEEKLY_REPORTS_CRON = '0 7 * * 1';

export const weeklyReportsJob = defineJob({
  id: 'reports.weekly',
  payload: z.object({
    weekStart: z
      .string()
      .refine((d) => isIsoDate(d) && isMonday(d), 'weekStart must be a Monday (YYYY-MM-DD)')
      .optional(),
  }),
  schedule: { cron: WEEKLY_REPORTS_CRON, payload: {} },
  // A failed run is simply run again: it resumes where the last one stopped.
  retryLimit: 3,
  // With an LLM writing openings a run can take hours; a job pg-boss thought lost would be run
  // twice at once (harmless, the unique index sees to that, but wasteful).
  expireInSeconds: 6 * 60 * 60,
  async handler({ weekStart }, context: JobContext) {
    await runWeeklyReports(
      {
        ...ownerMailContext(context),
        llm: createLlmClient(context.config.llm, { logger: context.logger }),
      },
      weekStart ? { weekStart } : {},
    );
  },
});
