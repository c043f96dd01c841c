import { and, gt, inArray, isNull } from 'drizzle-orm';
import { refreshTokens, type Db } from '@thistle/db';

/**
 * Which of these sessions are still live (the same test as authenticateAccessToken: an
 * unrevoked, unspent, unexpired refresh token in the family). One query for every open
 * stream at each heartbeat, so signing out or deleting the account closes the streams.
 */
export async function liveSessionIds(
  db: Db,
  sessionIds: string[],
  now = new Date(),
): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        inArray(refreshTokens.familyId, sessionIds),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  return new Set(rows.map((r) => r.familyId));
}
