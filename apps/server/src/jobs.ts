import { mailDeliverJob, purgeExpiredTokensJob, type AppJob } from '@thistle/core';

/** Every background job Thistle runs. A worker process processes all of them. */
export const jobRegistry: AppJob[] = [purgeExpiredTokensJob as AppJob, mailDeliverJob as AppJob];
