import { resetPasswordMail } from '../mail/templates.ts';
import { sendMail } from '../mail/send-mail.ts';
import { enforceAccountLimits, findUserByEmail, normaliseEmail } from './account-lookup.ts';
import type { AuthDeps } from './auth-deps.ts';
import { issueEmailToken } from './email-links.ts';
import { recoverySession } from './sessions.ts';
import { RESET_TOKEN_TTL_S } from './tokens.ts';

/**
 * Forgot password: always the same answer. An address with an account gets a link to
 * /reset-password carrying a recovery session in the URL hash (docs/product.md#reset-password): a
 * 15-minute access token that can only set a new password, and the link's own secret, which
 * works once, within the hour.
 */
export async function recoverPassword(deps: AuthDeps, input: { email: string; ip: string }) {
  const email = normaliseEmail(input.email);
  await enforceAccountLimits(deps, 'recover', input.ip, email);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const reset = await issueEmailToken(deps, user.id, 'reset', RESET_TOKEN_TTL_S);
  const session = await recoverySession(deps, user, reset.id, reset.token, reset.expiresAt);
  const hash = new URLSearchParams({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    expires_in: String(session.expires_in),
    expires_at: String(session.expires_at),
    token_type: 'bearer',
    type: 'recovery',
  });
  await sendMail(deps.db, deps.enqueue, {
    to: user.email,
    userId: user.id,
    ...resetPasswordMail(`${deps.publicUrl}/reset-password#${hash.toString()}`),
  });
}
