import { sql } from 'drizzle-orm';
import { users, type Db } from '@thistle/db';
import { AppError, newPasswordProblem, type SessionUser } from '@thistle/shared';
import { emailKey, enforceRateLimits } from '../security/rate-limit.ts';
import { limitsOf, type AuthDeps } from './auth-deps.ts';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function sessionUser(user: { id: string; email: string }): SessionUser {
  return {
    id: user.id,
    email: user.email,
    identities: [{ provider: 'email', email: user.email }],
    factors: [],
  };
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
  return user;
}

export function checkPassword(password: string) {
  const problem = newPasswordProblem(password);
  if (problem) throw new AppError(400, 'weak_password', problem);
}

/** Per-address and per-IP limits for one action; over either, a 429 with a wait time. */
export async function enforceAccountLimits(
  deps: AuthDeps,
  action: 'signup' | 'signin' | 'recover' | 'resend',
  ip: string,
  email: string,
) {
  const rules = limitsOf(deps)[action];
  await enforceRateLimits(deps.db, [
    { key: `${action}:ip:${ip}`, rule: rules.ip },
    { key: `${action}:email:${emailKey(email)}`, rule: rules.email },
  ]);
}
