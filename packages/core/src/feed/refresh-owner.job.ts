import { z } from 'zod';
import { defineJob } from '../jobs/define.ts';
import type { JobContext } from '../jobs/context.ts';
import { refreshOwnerFeed } from './ranking/refresh-owner.ts';
import { sealedAnswersOpener } from './sealed-answers.ts';

/**
 * Ranks one owner's whole feed again. Enqueued when their profile changes, after a like,
 * dislike or rating, and when they verify their address; a burst of those (a chat fills a
 * field a turn) costs one run every few seconds, and every change is followed by a run that
 * starts after it (see `singleton` in jobs/define.ts).
 */
export const refreshOwnerJob = defineJob({
  id: 'feed.refresh-owner',
  payload: z.object({ userId: z.uuid() }),
  singleton: { key: ({ userId }) => `owner:${userId}`, seconds: 3 },
  async handler({ userId }, { config, database, logger }: JobContext) {
    const summary = await refreshOwnerFeed(
      database.db,
      userId,
      new Date(),
      sealedAnswersOpener(config),
    );
    logger.info({ userId, ...summary }, 'refreshed an owner’s feed');
  },
});
