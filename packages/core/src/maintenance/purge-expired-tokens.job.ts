import { z } from 'zod';
import { defineJob } from '../jobs/define.ts';
import type { JobContext } from '../jobs/context.ts';
import { purgeOldRealtimeEvents } from '../realtime/read-events.ts';
import { purgeOldRateLimits } from '../security/rate-limit.ts';
import { purgeExpiredTokens } from './purge-expired-tokens.ts';

export const purgeExpiredTokensJob = defineJob({
  id: 'maintenance.purge-expired-tokens',
  payload: z.object({}),
  schedule: { cron: '17 * * * *', payload: {} },
  async handler(_payload, { database, logger }: JobContext) {
    const purged = await purgeExpiredTokens(database.db);
    const rateLimits = await purgeOldRateLimits(database.db);
    const realtimeEvents = await purgeOldRealtimeEvents(database.db);
    logger.info({ ...purged, rateLimits, realtimeEvents }, 'purged expired tokens');
  },
});
