import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { emailTokens, refreshTokens, users } from '@thistle/db';
import { unauthorized, type SessionUser } from '@thistle/shared';
import { refreshOwnerJob } from '../feed/refresh-owner.job.ts';
import { passwordChangedMail } from '../mail/templates.ts';
import { sendMail } from '../mail/send-mail.ts';
import { checkPassword, sessionUser } from './account-lookup.ts';
import { nowOf, type AuthDeps, type AuthenticatedUser } from './auth-deps.ts';
import { hashPassword } from './passwords.ts';

/**
 * Sets a new password (PUT /api/auth/user). From a signed-in session every other session is
 * revoked; from a reset link the link is spent and every session is revoked. Either way the
 * owner is told by email.
 */
export async function updatePassword(
  deps: AuthDeps,
  user: AuthenticatedUser,
  input: { password: string },
): Promise<SessionUser> {
  checkPassword(input.password);
  const now = nowOf(deps);
  if (user.scope === 'recovery') {
    const [spent] = await deps.db
      .update(emailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailTokens.id, user.sessionId),
          eq(emailTokens.userId, user.id),
          isNull(emailTokens.usedAt),
          gt(emailTokens.expiresAt, now),
        ),
      )
      .returning({ id: emailTokens.id });
    if (!spent) {
      throw unauthorized(
        'This password reset link has expired or has already been used. Please request a new one.',
        'invalid_token',
      );
    }
  }
  const passwordHash = await hashPassword(input.password);
  const [updated] = await deps.db
    .update(users)
    .set({
      passwordHash,
      updatedAt: now,
      // Opening the mailed link proved the address is theirs.
      ...(user.scope === 'recovery'
        ? {
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
          }
        : {}),
    })
    .where(eq(users.id, user.id))
    .returning({ id: users.id, email: users.email });
  if (!updated) throw unauthorized();
  await deps.db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, user.id),
        isNull(refreshTokens.revokedAt),
        ...(user.scope === 'session' ? [ne(refreshTokens.familyId, user.sessionId)] : []),
      ),
    );
  // Any other reset link still in the mailbox stops working too.
  await deps.db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, user.id),
        eq(emailTokens.purpose, 'reset'),
        isNull(emailTokens.usedAt),
      ),
    );
  await sendMail(deps.db, deps.enqueue, {
    to: updated.email,
    userId: updated.id,
    ...passwordChangedMail(`${deps.publicUrl}/forgot-password`),
  });
  // A recovery link verifies the address too; a newly verified owner's feed is ranked.
  if (user.scope === 'recovery') await deps.enqueue(refreshOwnerJob, { userId: updated.id });
  return sessionUser(updated);
}
