import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 60 * 60;
export const VERIFY_TOKEN_TTL_S = 24 * 60 * 60;
/** A password-reset link works for an hour, once. */
export const RESET_TOKEN_TTL_S = 60 * 60;

const ISSUER = 'thistle';
const AUDIENCE = 'thistle';

/** A 32-byte random secret, base64url: refresh tokens and mailed-link tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256 (hex): a database leak yields nothing usable. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type AccessScope = 'session' | 'recovery';

export interface AccessClaims {
  sub: string;
  email: string;
  /** The refresh-token family (the session) for a session token; the reset row for recovery. */
  sid: string;
  scope: AccessScope;
  exp: number;
}

export async function signAccessToken(
  secret: Uint8Array,
  claims: Omit<AccessClaims, 'exp'>,
  expiresAt: number,
): Promise<string> {
  return new SignJWT({ email: claims.email, sid: claims.sid, scope: claims.scope })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(secret);
}

/** Returns the claims of a valid, unexpired token signed by us; undefined otherwise. */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const { sub, email, sid, scope, exp } = payload as Partial<AccessClaims>;
    if (
      typeof sub !== 'string' ||
      typeof email !== 'string' ||
      typeof sid !== 'string' ||
      (scope !== 'session' && scope !== 'recovery') ||
      typeof exp !== 'number'
    ) {
      return undefined;
    }
    return { sub, email, sid, scope, exp };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}
