import { and, desc, eq, inArray } from 'drizzle-orm';
import { notifications, posts, type Db, type DbExecutor } from '@thistle/db';
import { NOTIFICATIONS_LIST_MAX, notFound, type Notification } from '@thistle/shared';
import { publishChange, publishChanges } from '../realtime/publish-change.ts';

type NotificationRow = typeof notifications.$inferSelect;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    message: row.message,
    type: row.type,
    read: row.read,
    created_at: row.createdAt.toISOString(),
    post_id: row.postId,
  };
}

/** docs/product.md#notifications: newest first, at most NOTIFICATIONS_LIST_MAX. */
export async function listNotifications(db: Db, userId: string): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIST_MAX);
  return rows.map(toNotification);
}

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  /** What it is about, e.g. `deadline`, `new_match`, `item_changed`. */
  type: string;
  /** The owner's post it is about, if any. */
  postId?: string | null;
  /** When it happened (the caller's clock: a job's `now`); the database's clock otherwise. */
  createdAt?: Date;
}

/**
 * For other code (ranking, reminders, saved searches): tells an owner something, and their
 * open dashboards at once. Pass `tx` to make it part of a larger change.
 */
export async function createNotification(
  db: DbExecutor,
  notification: NewNotification,
): Promise<Notification> {
  const [created] = await createNotifications(db, [notification]);
  return created!;
}

/**
 * Many notifications at once (a rank job's batch): one insert, and one realtime event per
 * owner. On a transaction this is a savepoint: they live or die with the caller's change.
 */
export async function createNotifications(
  db: DbExecutor,
  list: NewNotification[],
): Promise<Notification[]> {
  if (list.length === 0) return [];
  const write = async (tx: DbExecutor) => {
    const postIds = list.flatMap((n) => (n.postId ? [n.postId] : []));
    if (postIds.length > 0) {
      const owners = new Map(
        (
          await tx
            .select({ id: posts.id, userId: posts.userId })
            .from(posts)
            .where(inArray(posts.id, postIds))
        ).map((p) => [p.id, p.userId]),
      );
      // A notification may only point at its owner's own post.
      const stray = list.find((n) => n.postId && owners.get(n.postId) !== n.userId);
      if (stray) throw new Error(`post ${stray.postId} is not this owner's`);
    }
    const rows = await tx
      .insert(notifications)
      .values(
        list.map((n) => ({
          userId: n.userId,
          title: n.title,
          message: n.message,
          type: n.type,
          postId: n.postId ?? null,
          ...(n.createdAt ? { createdAt: n.createdAt } : {}),
        })),
      )
      .returning();
    const created = rows.map(toNotification);
    const byOwner = new Map<string, Notification[]>();
    for (const n of created) byOwner.set(n.user_id, [...(byOwner.get(n.user_id) ?? []), n]);
    await publishChanges(
      tx,
      'notifications',
      'INSERT',
      [...byOwner].map(([userId, rows]) => ({ userId, rows })),
    );
    return created;
  };
  return (db as Db).transaction(write);
}

/** Marks one of the owner's notifications read (idempotent: already read announces nothing). */
export async function markNotificationRead(
  db: Db,
  userId: string,
  notificationId: string,
): Promise<Notification> {
  return db.transaction(async (tx) => {
    const mine = and(eq(notifications.id, notificationId), eq(notifications.userId, userId));
    const [changed] = await tx
      .update(notifications)
      .set({ read: true })
      .where(and(mine, eq(notifications.read, false)))
      .returning();
    if (changed) {
      const notification = toNotification(changed);
      await publishChange(tx, userId, 'notifications', 'UPDATE', [notification]);
      return notification;
    }
    const [existing] = await tx.select().from(notifications).where(mine);
    if (!existing) throw notFound('No such notification.');
    return toNotification(existing);
  });
}

/** Marks every unread notification of the owner read; one UPDATE event carries them all. */
export async function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(notifications)
      .set({ read: true })
      .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
      .returning();
    await publishChange(tx, userId, 'notifications', 'UPDATE', changed.map(toNotification));
    return changed.length;
  });
}
