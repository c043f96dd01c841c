import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { emailTokens, users } from '@thistle/db';
import { AppError } from '@thistle/shared';
import { refreshOwnerJob } from '../feed/refresh-owner.job.ts';
import { enforceRateLimits } from '../security/rate-limit.ts';
import { limitsOf, nowOf, type AuthDeps } from './auth-deps.ts';
import { hashToken } from './tokens.ts';

/** Spends a verification link (once, within 24 hours) and marks the address verified. */
export async function verifyEmail(deps: AuthDeps, input: { token: string; ip: string }) {
  await enforceRateLimits(deps.db, [
    { key: `verify:ip:${input.ip}`, rule: limitsOf(deps).verify.ip },
  ]);
  const now = nowOf(deps);
  const tokenHash = hashToken(input.token);
  const [spent] = await deps.db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, 'verify'),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailTokens.userId });
  if (!spent) {
    const [row] = await deps.db
      .select({ usedAt: emailTokens.usedAt })
      .from(emailTokens)
      .where(and(eq(emailTokens.tokenHash, tokenHash), eq(emailTokens.purpose, 'verify')));
    if (row?.usedAt) {
      throw new AppError(
        400,
        'token_used',
        'This verification link has already been used. If your email is verified, you can sign in.',
      );
    }
    throw new AppError(
      400,
      'invalid_token',
      'This verification link is invalid or has expired. Register again to get a new one.',
    );
  }
  await deps.db
    .update(users)
    .set({
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, spent.userId));
  // Their first feed: every live item they are eligible for, ranked (the rank job only ever
  // posts items that arrive after an owner is verified).
  await deps.enqueue(refreshOwnerJob, { userId: spent.userId });
  return { verified: true as const };
}
