import { AppError, type SessionResponse as Session } from '@thistle/shared';
import {
  INVALID_CREDENTIALS,
  enforceAccountLimits,
  findUserByEmail,
  normaliseEmail,
} from './account-lookup.ts';
import { nowOf, type AuthDeps, type AuthenticatedUser } from './auth-deps.ts';
import { verifyPassword } from './passwords.ts';
import { revokeFamily, startFamily } from './sessions.ts';

/** grant_type=password. Unverified accounts are refused (403) only once the password is right. */
export async function signInWithPassword(
  deps: AuthDeps,
  input: { email: string; password: string; ip: string },
): Promise<Session> {
  const email = normaliseEmail(input.email);
  await enforceAccountLimits(deps, 'signin', input.ip, email);
  const user = await findUserByEmail(deps.db, email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw new AppError(400, 'invalid_credentials', INVALID_CREDENTIALS);
  if (!user.emailVerifiedAt) {
    throw new AppError(
      403,
      'email_not_verified',
      'Please verify your email address before signing in: open the link in the email we sent you. No email? Register again with the same address and we will send a new one.',
    );
  }
  return startFamily(deps, user);
}

/** Signs a session out: its refresh-token family is revoked, so its access token stops too. */
export async function signOut(deps: AuthDeps, user: AuthenticatedUser) {
  if (user.scope === 'session') await revokeFamily(deps.db, user.sessionId, nowOf(deps));
}
