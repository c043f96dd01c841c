import type { Db } from '@thistle/db';
import { getMe } from '../auth/me.ts';
import type { Enqueue } from '../jobs/context.ts';
import { publishChange } from '../realtime/publish-change.ts';
import { refreshOwnerJob } from './refresh-owner.job.ts';

/**
 * An owner's answers or tags changed (the onboarding service's `onProfileChanged`): their feed
 * is ranked again within seconds, and their open tabs re-read their record and profile.
 */
export async function ownerProfileChanged(
  deps: { db: Db; enqueue: Enqueue },
  userId: string,
): Promise<void> {
  await deps.enqueue(refreshOwnerJob, { userId });
  await publishChange(deps.db, userId, 'users', 'UPDATE', [await getMe(deps.db, userId)]);
}
