import { and, isNotNull, lt, or } from 'drizzle-orm';
import { emailTokens, refreshTokens, type Db } from '@thistle/db';

/**
 * Expired and spent tokens serve no purpose and are personal data: delete them. A spent
 * refresh token is kept until it expires, because reuse detection needs to recognise it.
 */
export async function purgeExpiredTokens(db: Db, now = new Date()) {
  const spentEmailTokens = await db
    .delete(emailTokens)
    .where(or(lt(emailTokens.expiresAt, now), isNotNull(emailTokens.usedAt)))
    .returning({ id: emailTokens.id });
  const expiredRefreshTokens = await db
    .delete(refreshTokens)
    .where(and(lt(refreshTokens.expiresAt, now)))
    .returning({ id: refreshTokens.id });
  return { emailTokens: spentEmailTokens.length, refreshTokens: expiredRefreshTokens.length };
}
