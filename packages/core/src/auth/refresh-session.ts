import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailTokens, refreshTokens, users } from '@thistle/db';
import { unauthorized, type SessionResponse as Session } from '@thistle/shared';
import { SESSION_EXPIRED } from './account-lookup.ts';
import { nowOf, type AuthDeps } from './auth-deps.ts';
import { issueSession, recoverySession, revokeFamily } from './sessions.ts';
import { hashToken } from './tokens.ts';

/**
 * grant_type=refresh_token. Every refresh spends the token and issues a new one in the same
 * family; presenting a spent token again means it was copied, so the whole family (the
 * session, on every device that shares it) is revoked. A password-reset link's token
 * refreshes into another short recovery token while the link is still unspent.
 */
export async function refreshSession(
  deps: AuthDeps,
  input: { refreshToken: string },
): Promise<Session> {
  const now = nowOf(deps);
  const tokenHash = hashToken(input.refreshToken);
  const [row] = await deps.db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!row) {
    const recovery = await refreshRecovery(deps, tokenHash, input.refreshToken);
    if (recovery) return recovery;
    throw unauthorized(SESSION_EXPIRED, 'invalid_refresh_token');
  }
  if (row.revokedAt) throw unauthorized(SESSION_EXPIRED, 'session_revoked');
  if (row.expiresAt <= now) throw unauthorized(SESSION_EXPIRED, 'refresh_token_expired');
  const [spent] = row.usedAt
    ? []
    : await deps.db
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
  if (!spent) {
    await revokeFamily(deps.db, row.familyId, now);
    throw unauthorized(
      'This session was used from somewhere else, so we signed it out to keep your account safe. Please sign in again.',
      'refresh_token_reused',
    );
  }
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!user) throw unauthorized(SESSION_EXPIRED, 'invalid_refresh_token');
  return issueSession(deps, user, row.familyId);
}

async function refreshRecovery(
  deps: AuthDeps,
  tokenHash: string,
  token: string,
): Promise<Session | undefined> {
  const now = nowOf(deps);
  const [row] = await deps.db
    .select({
      id: emailTokens.id,
      userId: emailTokens.userId,
      expiresAt: emailTokens.expiresAt,
      email: users.email,
    })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, 'reset'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    );
  if (!row) return undefined;
  return recoverySession(deps, { id: row.userId, email: row.email }, row.id, token, row.expiresAt);
}
