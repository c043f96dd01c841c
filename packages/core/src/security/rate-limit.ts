import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rateLimits, type Db } from '@thistle/db';
import { AppError } from '@thistle/shared';

export interface RateRule {
  /** How many attempts a window allows. */
  max: number;
  windowSeconds: number;
}

/** The limits on each auth action, per client address and per email address. */
export interface AuthRateLimits {
  signup: { ip: RateRule; email: RateRule };
  signin: { ip: RateRule; email: RateRule };
  recover: { ip: RateRule; email: RateRule };
  resend: { ip: RateRule; email: RateRule };
  verify: { ip: RateRule };
}

/**
 * Generous enough for a family or an office behind one address, tight enough to make
 * guessing passwords or mail-bombing someone pointless.
 */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  signup: { ip: { max: 20, windowSeconds: 3600 }, email: { max: 5, windowSeconds: 3600 } },
  signin: { ip: { max: 50, windowSeconds: 900 }, email: { max: 10, windowSeconds: 900 } },
  recover: { ip: { max: 20, windowSeconds: 3600 }, email: { max: 5, windowSeconds: 3600 } },
  resend: { ip: { max: 20, windowSeconds: 3600 }, email: { max: 5, windowSeconds: 3600 } },
  verify: { ip: { max: 30, windowSeconds: 900 } },
};

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super(
      429,
      'rate_limited',
      `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
    );
    this.name = 'RateLimitedError';
  }
}

/**
 * Counts one attempt against `key` in the current fixed window (aligned on the database's
 * clock, so every process agrees) and returns the count so far and the seconds left.
 */
export async function hitRateLimit(db: Db, key: string, rule: RateRule) {
  const w = sql.raw(String(Math.max(1, Math.floor(rule.windowSeconds))));
  const windowStart = sql`to_timestamp(floor(extract(epoch from now()) / ${w}) * ${w})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: windowStart as unknown as Date, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${w}) - now()))))::int`,
    });
  return { count: row!.count, retryAfterSeconds: Number(row!.retryAfter) };
}

/** Email addresses are personal data: the limiter keys on their hash, never the address. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * Counts the attempt against every key and throws RateLimitedError when any is over its limit.
 * Each key is counted even when another is already over, so a flood cannot hide behind one.
 */
export async function enforceRateLimits(
  db: Db,
  checks: ReadonlyArray<{ key: string; rule: RateRule }>,
): Promise<void> {
  let retryAfter = 0;
  for (const { key, rule } of checks) {
    const { count, retryAfterSeconds } = await hitRateLimit(db, key, rule);
    if (count > rule.max) retryAfter = Math.max(retryAfter, retryAfterSeconds);
  }
  if (retryAfter > 0) throw new RateLimitedError(retryAfter);
}

export async function purgeOldRateLimits(db: Db, olderThanSeconds = 86_400) {
  const removed = await db
    .delete(rateLimits)
    .where(
      sql`${rateLimits.windowStart} < now() - make_interval(secs => ${sql.raw(String(olderThanSeconds))})`,
    )
    .returning({ key: rateLimits.key });
  return removed.length;
}
