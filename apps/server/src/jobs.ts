import {
  deadlineRemindersJob,
  itemChangeNoticesJob,
  mailDeliverJob,
  purgeExpiredTokensJob,
  rankItemsJob,
  savedSearchesJob,
  weeklyReportsJob,
  refreshOwnerJob,
  type AppJob,
} from '@thistle/core';
import { crawlDueJob, crawlSourceJob } from '@thistle/agent';

/** Every background job Thistle runs. A worker process processes all of them. */
export const jobRegistry: AppJob[] = [
  purgeExpiredTokensJob as AppJob,
  mailDeliverJob as AppJob,
  crawlDueJob as AppJob,
  crawlSourceJob as AppJob,
  rankItemsJob as AppJob,
  weeklyReportsJob as AppJob,
  deadlineRemindersJob as AppJob,
  itemChangeNoticesJob as AppJob,
  savedSearchesJob as AppJob,
  refreshOwnerJob as AppJob,
];
