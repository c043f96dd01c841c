import { z } from 'zod';
import { defineJob } from '../jobs/define.ts';
import type { JobContext } from '../jobs/context.ts';
import { fanOutItems } from './baseline-ranking.ts';

/**
 * The agent hands newly stored items to ranking here. The handler is the baseline fan-out
 * (baseline-ranking.ts) until the ranking issue replaces it; the job id and payload stay.
 */
export const rankItemsJob = defineJob({
  id: 'feed.rank-items',
  payload: z.object({ itemIds: z.array(z.uuid()).max(5000) }),
  async handler({ itemIds }, { database, logger }: JobContext) {
    const posts = await fanOutItems(database.db, itemIds);
    logger.info({ items: itemIds.length, posts }, 'ranked new items (baseline)');
  },
});
