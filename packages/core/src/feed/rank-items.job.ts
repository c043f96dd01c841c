import { z } from 'zod';
import { defineJob } from '../jobs/define.ts';
import type { JobContext } from '../jobs/context.ts';
import { rankNewItems } from './ranking/rank-new-items.ts';
import { sealedAnswersOpener } from './sealed-answers.ts';

/**
 * The agent hands newly stored items to ranking here (packages/agent/src/pipeline/run.ts):
 * every verified owner gets the ones they are eligible for, scored, with their reasons.
 */
export const rankItemsJob = defineJob({
  id: 'feed.rank-items',
  payload: z.object({ itemIds: z.array(z.uuid()).max(5000) }),
  async handler({ itemIds }, { config, database, logger }: JobContext) {
    const summary = await rankNewItems(
      database.db,
      itemIds,
      new Date(),
      sealedAnswersOpener(config),
    );
    logger.info({ items: itemIds.length, ...summary }, 'ranked new items');
  },
});
