/**
 * Accounts: registration with a verified email, password sign-in, rotating refresh tokens with
 * reuse detection, sign-out, password recovery by mailed link, password change and deletion.
 * The HTTP layer calls these; they never see a request.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { emailTokens, refreshTokens, users, type Db } from '@thistle/db';
import {
  AppError,
  PASSWORD_MIN_LENGTH,
  unauthorized,
  type SessionResponse as Session,
  type SessionUser,
} from '@thistle/shared';
import type { Enqueue } from '../jobs/context.ts';
import {
  alreadyRegisteredMail,
  passwordChangedMail,
  resetPasswordMail,
  verifyEmailMail,
} from '../mail/templates.ts';
import { sendMail } from '../mail/send-mail.ts';
import {
  DEFAULT_AUTH_RATE_LIMITS,
  emailKey,
  enforceRateLimits,
  type AuthRateLimits,
} from '../security/rate-limit.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  ACCESS_TOKEN_TTL_S,
  REFRESH_TOKEN_TTL_S,
  RESET_TOKEN_TTL_S,
  VERIFY_TOKEN_TTL_S,
  hashToken,
  randomToken,
  signAccessToken,
  verifyAccessToken,
  type AccessClaims,
} from './tokens.ts';

export interface AuthDeps {
  db: Db;
  authSecret: Uint8Array;
  /** Where users reach Thistle: the base of every mailed link. */
  publicUrl: string;
  enqueue: Enqueue;
  limits?: AuthRateLimits;
  now?: () => Date;
}

/** The spec's Session (section 3): the shapes the API contract validates. */
export type { SessionResponse as Session, SessionUser } from '@thistle/shared';

export interface AuthenticatedUser {
  id: string;
  email: string;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  scope: AccessClaims['scope'];
}

export const INVALID_CREDENTIALS = 'Invalid email or password';
const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const nowOf = (deps: AuthDeps) => deps.now?.() ?? new Date();
const limitsOf = (deps: AuthDeps) => deps.limits ?? DEFAULT_AUTH_RATE_LIMITS;

export function sessionUser(user: { id: string; email: string }): SessionUser {
  return {
    id: user.id,
    email: user.email,
    identities: [{ provider: 'email', email: user.email }],
    factors: [],
  };
}

async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`);
  return user;
}

function checkPassword(password: string) {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError(
      400,
      'weak_password',
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    );
  }
}

async function limit(
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

async function issueEmailToken(
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

async function mailVerification(deps: AuthDeps, user: { id: string; email: string }) {
  const { token } = await issueEmailToken(deps, user.id, 'verify', VERIFY_TOKEN_TTL_S);
  const link = `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await sendMail(deps.db, deps.enqueue, {
    to: user.email,
    userId: user.id,
    ...verifyEmailMail(link),
  });
}

/**
 * Registers an address. The answer is the same whether or not the address already has an
 * account (no enumeration): a new or still-unverified address gets a verification link, a
 * verified one gets a note that it already has an account. An unverified account takes the
 * new password, because nobody has yet proved they own the address.
 */
export async function signUp(
  deps: AuthDeps,
  input: { email: string; password: string; ip: string },
) {
  const email = normaliseEmail(input.email);
  await limit(deps, 'signup', input.ip, email);
  checkPassword(input.password);
  // Hash before looking: every path costs one argon2 hash, so timing tells nothing.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(deps.db, email);
  if (existing?.emailVerifiedAt) {
    await sendMail(deps.db, deps.enqueue, {
      to: existing.email,
      userId: existing.id,
      ...alreadyRegisteredMail(`${deps.publicUrl}/login`, `${deps.publicUrl}/forgot-password`),
    });
    return;
  }
  let user = existing;
  if (user) {
    await deps.db
      .update(users)
      .set({ passwordHash, updatedAt: nowOf(deps) })
      .where(eq(users.id, user.id));
  } else {
    const [created] = await deps.db
      .insert(users)
      .values({ email, passwordHash })
      .onConflictDoNothing()
      .returning();
    // A concurrent registration of the same address won the race: answer the same way.
    if (!created) return;
    user = created;
  }
  await mailVerification(deps, user);
}

/** Sends a fresh verification link to an unverified account; silent otherwise. */
export async function resendVerification(deps: AuthDeps, input: { email: string; ip: string }) {
  const email = normaliseEmail(input.email);
  await limit(deps, 'resend', input.ip, email);
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailVerifiedAt) await mailVerification(deps, user);
}

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
  return { verified: true as const };
}

async function startFamily(deps: AuthDeps, user: { id: string; email: string }) {
  return issueSession(deps, user, crypto.randomUUID());
}

async function issueSession(
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

/** The spec's Session around a freshly signed access token that ends at `expiresAt` (seconds). */
async function sessionFor(
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

/** grant_type=password. Unverified accounts are refused (403) only once the password is right. */
export async function signInWithPassword(
  deps: AuthDeps,
  input: { email: string; password: string; ip: string },
): Promise<Session> {
  const email = normaliseEmail(input.email);
  await limit(deps, 'signin', input.ip, email);
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

async function revokeFamily(db: Db, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

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

async function recoverySession(
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

/** Signs a session out: its refresh-token family is revoked, so its access token stops too. */
export async function signOut(deps: AuthDeps, user: AuthenticatedUser) {
  if (user.scope === 'session') await revokeFamily(deps.db, user.sessionId, nowOf(deps));
}

/**
 * Forgot password: always the same answer. An address with an account gets a link to
 * /reset-password carrying a recovery session in the URL hash (the spec's call 6): a
 * 15-minute access token that can only set a new password, and the link's own secret, which
 * works once, within the hour.
 */
export async function recoverPassword(deps: AuthDeps, input: { email: string; ip: string }) {
  const email = normaliseEmail(input.email);
  await limit(deps, 'recover', input.ip, email);
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
  return sessionUser(updated);
}

/**
 * Deletes the account. Every table holding a user's rows references users with ON DELETE
 * CASCADE, so one statement removes their tokens, mail, posts, bookmarks, notifications,
 * reports, chats and everything else; a test walks the schema to prove it.
 */
export async function deleteAccount(deps: Pick<AuthDeps, 'db'>, userId: string) {
  const removed = await deps.db
    .delete(users)
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (removed.length === 0) throw unauthorized();
}
