/**
 * The owner's calendars: a private feed of their bookmarked items with a deadline or an event
 * date (subscribed to by URL, no sign-in: the secret in the URL is the key), and one item's
 * .ics for a signed-in owner.
 *
 * How items become events (docs/decisions/0025-weekly-report-and-owner-tools.md): an event is a
 * timed VEVENT from its start to its end (UTC); a deadline is an all-day VEVENT on its London
 * date, marked free, "Closes: …" — calendars show all-day events on every client, where a VTODO
 * with DUE is hidden or ignored by most (Google Calendar among them). An item with both gets both.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import { bookmarks, items, posts, users, type Db } from '@thistle/db';
import { AppError, PRODUCT_NAME, notFound } from '@thistle/shared';
import { formatClock, isEndOfDay, londonDate } from '../reports/london-time.ts';
import { writeCalendar, type IcsEvent } from './ics.ts';

/** 32 random bytes, base64url: the whole of the feed's secret. */
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/;
export const isCalendarSecret = (value: string) => SECRET_SHAPE.test(value);

export const calendarFeedUrl = (publicUrl: string, secret: string | null) =>
  secret ? `${publicUrl}/api/calendar/${secret}.ics` : null;

export async function getCalendarSecret(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ secret: users.calendarSecret })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('Your account no longer exists.');
  return row.secret;
}

/** A new secret: the previous URL stops working at once. */
export async function replaceCalendarSecret(db: Db, userId: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await db
    .update(users)
    .set({ calendarSecret: secret, updatedAt: new Date() })
    .where(eq(users.id, userId));
  return secret;
}

export async function revokeCalendarSecret(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ calendarSecret: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

const itemColumns = {
  postId: posts.id,
  itemId: items.id,
  title: items.title,
  organisation: items.group,
  link: items.link,
  location: items.location,
  deadline: items.deadline,
  eventStart: items.eventStart,
  eventEnd: items.eventEnd,
  amountMaxGbp: items.amountMaxGbp,
  reasons: posts.reasons,
  updatedAt: items.updatedAt,
};
type CalendarItem = {
  itemId: string;
  title: string;
  organisation: string | null;
  link: string | null;
  location: string | null;
  deadline: Date | null;
  eventStart: Date | null;
  eventEnd: Date | null;
  amountMaxGbp: number | null;
  reasons: string[];
  updatedAt: Date;
};

const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

function description(item: CalendarItem, extra: string[]): string {
  return [
    item.organisation?.trim() || PRODUCT_NAME,
    ...extra,
    ...(item.amountMaxGbp ? [`Up to ${gbp.format(item.amountMaxGbp)}`] : []),
    ...item.reasons.slice(0, 1),
    ...(item.link ? [item.link] : []),
  ].join('\n');
}

const webLink = (link: string | null) => (link && /^https?:\/\//i.test(link) ? link : null);

/** The calendar entries of one item: its event, its deadline, or both. */
export function eventsOf(item: CalendarItem, host: string): IcsEvent[] {
  const title = item.title.replace(/:\s*$/, '');
  const events: IcsEvent[] = [];
  if (item.eventStart) {
    events.push({
      uid: `${item.itemId}-event@${host}`,
      summary: title,
      description: description(item, []),
      url: webLink(item.link),
      location: item.location,
      start: item.eventStart,
      end: item.eventEnd,
      lastModified: item.updatedAt,
    });
  }
  if (item.deadline) {
    const closes = isEndOfDay(item.deadline)
      ? 'Closes by the end of the day'
      : `Closes at ${formatClock(item.deadline)} (UK time)`;
    events.push({
      uid: `${item.itemId}-deadline@${host}`,
      summary: `Closes: ${title}`,
      description: description(item, [closes]),
      url: webLink(item.link),
      date: londonDate(item.deadline),
      lastModified: item.updatedAt,
      transparent: true,
    });
  }
  return events;
}

const hostOf = (publicUrl: string) => new URL(publicUrl).host;

/** The private feed for a secret, or null when no owner has it (revoked or never made). */
export async function bookmarksCalendar(
  db: Db,
  secret: string,
  publicUrl: string,
  now = new Date(),
): Promise<string | null> {
  if (!isCalendarSecret(secret)) return null;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.calendarSecret, secret));
  if (!owner) return null;
  const rows = await db
    .select(itemColumns)
    .from(bookmarks)
    .innerJoin(posts, and(eq(posts.id, bookmarks.postId), eq(posts.userId, bookmarks.userId)))
    .innerJoin(items, eq(items.id, posts.itemId))
    .where(
      and(
        eq(bookmarks.userId, owner.id),
        or(isNotNull(items.deadline), isNotNull(items.eventStart)),
      ),
    )
    .orderBy(desc(bookmarks.createdAt), desc(posts.id));
  const host = hostOf(publicUrl);
  return writeCalendar({
    name: `${PRODUCT_NAME}: your bookmarks`,
    refreshHours: 6,
    events: rows.flatMap((row) => eventsOf(row, host)),
    now,
  });
}

/** One of the owner's posts as an .ics; 404 for another owner's post or one with no date. */
export async function postCalendar(
  db: Db,
  userId: string,
  postId: string,
  publicUrl: string,
  now = new Date(),
): Promise<string> {
  const [row] = await db
    .select(itemColumns)
    .from(posts)
    .innerJoin(items, eq(items.id, posts.itemId))
    .where(and(eq(posts.id, postId), eq(posts.userId, userId)));
  if (!row) throw notFound('No such post.');
  if (!row.deadline && !row.eventStart) {
    throw new AppError(
      404,
      'no_dates',
      'This item has no deadline or event date to add to a calendar.',
    );
  }
  return writeCalendar({
    name: row.title.replace(/:\s*$/, ''),
    events: eventsOf(row, hostOf(publicUrl)),
    now,
  });
}
