import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens, type Db } from '@thistle/db';
import type { SessionResponse as Session } from '@thistle/shared';
import { sessionUser } from './account-lookup.ts';
import { nowOf, type AuthDeps } from './auth-deps.ts';
import {
  ACCESS_TOKEN_TTL_S,
  REFRESH_TOKEN_TTL_S,
  hashToken,
  randomToken,
  signAccessToken,
} from './tokens.ts';

export async function startFamily(deps: AuthDeps, user: { id: string; email: string }) {
  return issueSession(deps, user, crypto.randomUUID());
}

export async function issueSession(
  deps: AuthDeps,
  user: { id: string; email: string },
  familyId: string,
): Promise<Session> {
  const now = nowOf(deps);
  const refreshToken = randomToken();
  await deps.db.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_S * 1000),
  });
  const nowS = Math.floor(now.getTime() / 1000);
  return sessionFor(
    deps,
    user,
    { sid: familyId, scope: 'session' },
    refreshToken,
    nowS,
    nowS + ACCESS_TOKEN_TTL_S,
  );
}

/** The Session around a freshly signed access token that ends at `expiresAt` (seconds). */
export async function sessionFor(
  deps: AuthDeps,
  user: { id: string; email: string },
  claims: { sid: string; scope: 'session' | 'recovery' },
  refreshToken: string,
  nowS: number,
  expiresAt: number,
): Promise<Session> {
  const accessToken = await signAccessToken(
    deps.authSecret,
    { sub: user.id, email: user.email, ...claims },
    expiresAt,
  );
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    expires_in: expiresAt - nowS,
    expires_at: expiresAt,
    token_type: 'bearer',
    user: sessionUser(user),
  };
}

export async function recoverySession(
  deps: AuthDeps,
  user: { id: string; email: string },
  resetId: string,
  resetToken: string,
  resetExpiresAt: Date,
): Promise<Session> {
  const nowS = Math.floor(nowOf(deps).getTime() / 1000);
  const expiresAt = Math.min(
    nowS + ACCESS_TOKEN_TTL_S,
    Math.floor(resetExpiresAt.getTime() / 1000),
  );
  return sessionFor(deps, user, { sid: resetId, scope: 'recovery' }, resetToken, nowS, expiresAt);
}

export async function revokeFamily(db: Db, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
