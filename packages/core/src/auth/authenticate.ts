import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailTokens, refreshTokens } from '@thistle/db';
import type { AuthDeps, AuthenticatedUser } from './auth-deps.ts';
import { verifyAccessToken } from './tokens.ts';

/**
 * Checks a bearer access token: signed by us, unexpired, and its session (or reset link) still
 * live, so signing out, resetting the password or deleting the account take effect at once.
 */
export async function authenticateAccessToken(
  deps: Pick<AuthDeps, 'db' | 'authSecret' | 'now'>,
  token: string,
): Promise<AuthenticatedUser | undefined> {
  const claims = await verifyAccessToken(deps.authSecret, token);
  if (!claims) return undefined;
  const now = deps.now?.() ?? new Date();
  if (claims.scope === 'session') {
    const [live] = await deps.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.familyId, claims.sid),
          eq(refreshTokens.userId, claims.sub),
          isNull(refreshTokens.revokedAt),
          isNull(refreshTokens.usedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .limit(1);
    if (!live) return undefined;
  } else {
    const [live] = await deps.db
      .select({ id: emailTokens.id })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.id, claims.sid),
          eq(emailTokens.userId, claims.sub),
          eq(emailTokens.purpose, 'reset'),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      );
    if (!live) return undefined;
  }
  return { id: claims.sub, email: claims.email, sessionId: claims.sid, scope: claims.scope };
}
