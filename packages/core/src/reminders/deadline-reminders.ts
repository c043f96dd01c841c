/**
 * Reminders before a bookmarked item's deadline: 14 days and 3 days before, once each per
 * deadline (deadline_reminders' key holds the deadline, so a moved deadline is reminded of
 * again). In the app always while reminders are on; by mail too when email is on.
 *
 * The reminder row, the notification and the outbox row are written in one transaction, so a
 * reminder is told once or not at all; the mail is queued after the commit under its outbox id.
 */
import { sql } from 'drizzle-orm';
import { deadlineReminders, type Db, executeRows } from '@thistle/db';
import { PRODUCT_NAME } from '@thistle/shared';
import type { Enqueue } from '../jobs/context.ts';
import type { Logger } from '../logger.ts';
import { mailDeliverJob } from '../mail/deliver.job.ts';
import { sendMail } from '../mail/send-mail.ts';
import { createNotification } from '../notifications/notifications.ts';
import { formatClock, formatLongDate, isEndOfDay } from '../reports/london-time.ts';
import { readNotificationSettings } from '../reports/notification-settings.ts';
import { unsubscribeLinks, unsubscribeToken } from '../reports/unsubscribe.ts';
import { renderReminderMail } from './reminder-mail.ts';

const DAY_MS = 86_400_000;
/** Days before a deadline at which an owner is reminded, latest first. */
export const REMINDER_DAYS = [3, 14] as const;

export interface ReminderDeps {
  db: Db;
  enqueue: Enqueue;
  logger: Logger;
  publicUrl: string;
  supportEmail: string;
  authSecret: Uint8Array;
}

interface DueRow {
  user_id: string;
  email: string;
  settings: unknown;
  item_id: string;
  post_id: string;
  title: string;
  organisation: string | null;
  link: string | null;
  deadline: Date | string;
}

/** Which reminder a deadline this far off calls for: the nearest threshold it is within. */
export function reminderFor(deadline: Date, now: Date): number | null {
  const left = deadline.getTime() - now.getTime();
  if (left <= 0) return null;
  return REMINDER_DAYS.find((days) => left <= days * DAY_MS) ?? null;
}

/** "in 3 days", "tomorrow", "today". */
export function closesIn(deadline: Date, now: Date): string {
  const days = Math.ceil((deadline.getTime() - now.getTime()) / DAY_MS);
  if (days <= 0) return 'today';
  if (days === 1) return 'tomorrow';
  return `in ${days} days`;
}

const when = (deadline: Date) =>
  `${formatLongDate(deadline)}${isEndOfDay(deadline) ? '' : ` at ${formatClock(deadline)}`}`;

export async function sendDeadlineReminders(
  deps: ReminderDeps,
  now = new Date(),
): Promise<{ notified: number; emailed: number }> {
  const horizon = new Date(now.getTime() + Math.max(...REMINDER_DAYS) * DAY_MS);
  const due = await executeRows<DueRow>(
    deps.db,
    sql`
    select b.user_id, u.email, u.notification_settings as settings, i.id as item_id,
           p.id as post_id, i.title, i."group" as organisation, i.link, i.deadline
    from bookmarks b
    join users u on u.id = b.user_id
    join posts p on p.id = b.post_id and p.user_id = b.user_id
    join items i on i.id = p.item_id
    where i.deadline > ${now.toISOString()}::timestamptz
      and i.deadline <= ${horizon.toISOString()}::timestamptz
      and (u.notification_settings ->> 'deadlineReminders') is distinct from 'false'
    order by i.deadline, b.user_id`,
  );
  let notified = 0;
  let emailed = 0;
  for (const row of due) {
    const deadline = new Date(row.deadline);
    const daysBefore = reminderFor(deadline, now);
    if (daysBefore === null) continue;
    const emailOn = readNotificationSettings(row.settings).email;
    const outboxId = await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(deadlineReminders)
        .values({ userId: row.user_id, itemId: row.item_id, daysBefore, deadline })
        .onConflictDoNothing()
        .returning({ itemId: deadlineReminders.itemId });
      if (claimed.length === 0) return undefined;
      const title = row.title.replace(/:\s*$/, '');
      const organisation = row.organisation?.trim() || PRODUCT_NAME;
      await createNotification(tx, {
        userId: row.user_id,
        title: `Closes ${closesIn(deadline, now)}: ${title}`,
        message: `${title} (${organisation}) closes on ${when(deadline)}.`,
        type: 'deadline',
        postId: row.post_id,
      });
      if (!emailOn) return null;
      const links = unsubscribeLinks(
        deps.publicUrl,
        deps.supportEmail,
        unsubscribeToken(deps.authSecret, row.user_id),
      );
      const mail = await renderReminderMail({
        subject: `Closes ${closesIn(deadline, now)}: ${title}`,
        heading: `A bookmark closes ${closesIn(deadline, now)}`,
        paragraphs: [
          `${title}, from ${organisation}, closes on ${when(deadline)}.`,
          'You bookmarked it on Thistle. If you mean to apply, now is a good time to start.',
        ],
        link: row.link && /^https?:\/\//i.test(row.link) ? row.link : null,
        publicUrl: deps.publicUrl,
        unsubscribeUrl: links.url,
      });
      // Queued after the commit (below), under the outbox id.
      return sendMail(tx as unknown as Db, async () => {}, {
        to: row.email,
        userId: row.user_id,
        ...mail,
        headers: links.headers,
      });
    });
    // undefined: told before; null: told in the app; an id: told by mail too.
    if (outboxId !== undefined) notified++;
    if (outboxId) {
      await deps.enqueue(mailDeliverJob, { outboxId }, { id: outboxId });
      emailed++;
    }
  }
  if (notified > 0) deps.logger.info({ notified, emailed }, 'deadline reminders');
  return { notified, emailed };
}
