import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users, type Db } from '@thistle/db';
import { badRequest } from '@thistle/shared';
import { updateNotificationSettings } from './notification-settings.ts';

/**
 * The token in every mailed unsubscribe link (docs/decisions/0025-weekly-report-and-owner-tools.md):
 * `u1.<user id>.<MAC>`, the MAC an HMAC-SHA256 of the purpose and the user id under a key
 * derived from AUTH_SECRET for this use alone. Nothing is stored, so a link in a mail from last
 * year still works; the version and the derivation label are the revocation: a new label (u2)
 * retires every link at once without touching sign-in tokens.
 */
const VERSION = 'u1';
const PURPOSE = 'email';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function keyFrom(authSecret: Uint8Array): Buffer {
  return createHmac('sha256', authSecret).update(`thistle/unsubscribe/${VERSION}`).digest();
}

function macFor(authSecret: Uint8Array, userId: string): Buffer {
  return createHmac('sha256', keyFrom(authSecret)).update(`${PURPOSE}:${userId}`).digest();
}

export function unsubscribeToken(authSecret: Uint8Array, userId: string): string {
  return `${VERSION}.${userId}.${macFor(authSecret, userId).toString('base64url')}`;
}

/** The owner a token was made for, or null for anything we did not sign. */
export function verifyUnsubscribeToken(authSecret: Uint8Array, token: string): string | null {
  const [version, userId, mac, ...rest] = token.trim().split('.');
  if (rest.length > 0 || version !== VERSION || !userId || !mac || !UUID.test(userId)) return null;
  const given = Buffer.from(mac, 'base64url');
  const expected = macFor(authSecret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Open Thistle and turn email off in Settings, or write to us.';

/**
 * RFC 8058 one-click: the token alone turns the owner's email off (the report stays in the
 * app). Idempotent; answers whose address it was, for the confirmation page.
 */
export async function unsubscribeByToken(
  db: Db,
  authSecret: Uint8Array,
  token: string,
): Promise<{ userId: string; email: string }> {
  const userId = verifyUnsubscribeToken(authSecret, token);
  if (!userId) throw badRequest(INVALID_UNSUBSCRIBE_LINK, 'invalid_token');
  const [owner] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  // A deleted account has no mail to stop: the same answer as a bad link, nothing to reveal.
  if (!owner) throw badRequest(INVALID_UNSUBSCRIBE_LINK, 'invalid_token');
  await updateNotificationSettings(db, userId, { email: false });
  return { userId, email: owner.email };
}

/** The links a mail carries: the page (GET shows a confirm button; POST unsubscribes at once). */
export function unsubscribeLinks(publicUrl: string, supportEmail: string, token: string) {
  const url = `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
  return {
    url,
    headers: {
      'List-Unsubscribe': `<${url}>, <mailto:${supportEmail}?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
