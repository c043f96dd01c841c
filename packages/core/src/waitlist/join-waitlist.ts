import { waitlist, type Db } from '@thistle/db';
import { AppError, DUPLICATE_CODE } from '@thistle/shared';
import { enforceRateLimits, type RateRule } from '../security/rate-limit.ts';

/** Per client address. Counted in Postgres, so every web process shares one count. */
export const WAITLIST_RATE_LIMIT: RateRule = { max: 10, windowSeconds: 60 };

/**
 * Adds an email to the waitlist. Emails are compared trimmed and case-insensitively; a second
 * sign-up answers 409 with the Postgres unique-violation code the web client reads (23505).
 */
export async function joinWaitlist(
  db: Db,
  rawEmail: string,
  clientIp: string,
  rule: RateRule = WAITLIST_RATE_LIMIT,
): Promise<{ email: string }> {
  await enforceRateLimits(db, [{ key: `waitlist:ip:${clientIp}`, rule }]);
  const email = rawEmail.trim().toLowerCase();
  const inserted = await db
    .insert(waitlist)
    .values({ email })
    .onConflictDoNothing({ target: waitlist.email })
    .returning({ email: waitlist.email });
  if (inserted.length === 0) {
    throw new AppError(
      409,
      DUPLICATE_CODE,
      "This email is already on our waitlist. We'll notify you when we launch!",
    );
  }
  return { email };
}
