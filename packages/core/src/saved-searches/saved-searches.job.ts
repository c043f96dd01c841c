import { z } from 'zod';
import { defineJob } from '../jobs/define.ts';
import type { JobContext } from '../jobs/context.ts';
import { checkSavedSearches } from './check-saved-searches.ts';

/** Hourly, after the crawl at :00 and :15 has had time to rank its items. */
export const savedSearchesJob = defineJob({
  id: 'saved-searches.check',
  payload: z.object({}),
  schedule: { cron: '25 * * * *', payload: {} },
  async handler(_payload, { database, logger }: JobContext) {
    await checkSavedSearches(database.db, logger);
  },
});
