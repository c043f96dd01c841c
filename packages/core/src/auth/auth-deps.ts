import type { Db } from '@thistle/db';
import type { Enqueue } from '../jobs/context.ts';
import { DEFAULT_AUTH_RATE_LIMITS, type AuthRateLimits } from '../security/rate-limit.ts';
import type { AccessClaims } from './tokens.ts';

/** What every account verb needs; the HTTP layer builds it once per process. */
export interface AuthDeps {
  db: Db;
  authSecret: Uint8Array;
  /** Where users reach Thistle: the base of every mailed link. */
  publicUrl: string;
  enqueue: Enqueue;
  limits?: AuthRateLimits;
  now?: () => Date;
}

export interface AuthenticatedUser {
  id: string;
  email: string;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  scope: AccessClaims['scope'];
}

export const nowOf = (deps: Pick<AuthDeps, 'now'>) => deps.now?.() ?? new Date();
export const limitsOf = (deps: AuthDeps) => deps.limits ?? DEFAULT_AUTH_RATE_LIMITS;
