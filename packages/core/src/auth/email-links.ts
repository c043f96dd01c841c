import { emailTokens } from '@thistle/db';
import { verifyEmailMail } from '../mail/templates.ts';
import { sendMail } from '../mail/send-mail.ts';
import { nowOf, type AuthDeps } from './auth-deps.ts';
import { hashToken, randomToken, VERIFY_TOKEN_TTL_S } from './tokens.ts';

/** A single-use secret for a mailed link; only its hash is stored. */
export async function issueEmailToken(
  deps: AuthDeps,
  userId: string,
  purpose: 'verify' | 'reset',
  ttlSeconds: number,
) {
  const token = randomToken();
  const [row] = await deps.db
    .insert(emailTokens)
    .values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(nowOf(deps).getTime() + ttlSeconds * 1000),
    })
    .returning({ id: emailTokens.id, expiresAt: emailTokens.expiresAt });
  return { token, id: row!.id, expiresAt: row!.expiresAt };
}

export async function mailVerification(deps: AuthDeps, user: { id: string; email: string }) {
  const { token } = await issueEmailToken(deps, user.id, 'verify', VERIFY_TOKEN_TTL_S);
  const link = `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await sendMail(deps.db, deps.enqueue, {
    to: user.email,
    userId: user.id,
    ...verifyEmailMail(link),
  });
}
