import { eq, sql } from 'drizzle-orm';
import { users, type Db, type DbExecutor } from '@thistle/db';
import { notFound, type NotificationSettings } from '@thistle/shared';

/** What an owner gets until they say otherwise (the column's default). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  weeklyReport: true,
  deadlineReminders: true,
  email: true,
};

/** A stored value read leniently: a missing or malformed switch counts as its default. */
export function readNotificationSettings(stored: unknown): NotificationSettings {
  const value = (stored ?? {}) as Partial<Record<keyof NotificationSettings, unknown>>;
  const pick = (key: keyof NotificationSettings) =>
    typeof value[key] === 'boolean' ? (value[key] as boolean) : DEFAULT_NOTIFICATION_SETTINGS[key];
  return {
    weeklyReport: pick('weeklyReport'),
    deadlineReminders: pick('deadlineReminders'),
    email: pick('email'),
  };
}

export async function getNotificationSettings(
  db: DbExecutor,
  userId: string,
): Promise<NotificationSettings> {
  const [row] = await db
    .select({ settings: users.notificationSettings })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('Your account no longer exists.');
  return readNotificationSettings(row.settings);
}

/**
 * Changes some switches and keeps the rest, in one statement (jsonb `||`), so two changes at
 * once (the settings page and an unsubscribe link) never undo each other.
 */
export async function updateNotificationSettings(
  db: Db,
  userId: string,
  patch: Partial<NotificationSettings>,
): Promise<NotificationSettings> {
  const [row] = await db
    .update(users)
    .set({
      notificationSettings: sql`${users.notificationSettings} || ${JSON.stringify(patch)}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ settings: users.notificationSettings });
  if (!row) throw notFound('Your account no longer exists.');
  return readNotificationSettings(row.settings);
}
