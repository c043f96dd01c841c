/**
 * When a recrawl changes an item an owner has bookmarked (the agent's item_changes: a moved
 * deadline, an event moved to another day, a new amount, new wording), the owner is told what changed: one notification per
 * item per run, each change told once (item_change_notices).
 */
import { sql } from 'drizzle-orm';
import { itemChangeNotices, type Db, executeRows } from '@thistle/db';
import type { Logger } from '../logger.ts';
import { createNotification } from '../notifications/notifications.ts';
import { formatAmount } from '../reports/opening.ts';
import { formatClock, formatLongDate, isEndOfDay } from '../reports/london-time.ts';

/** Changes older than this are not announced to anyone still untold (a backlog is noise). */
const LOOK_BACK_DAYS = 30;

interface ChangeRow {
  change_id: string;
  user_id: string;
  post_id: string;
  item_id: string;
  title: string;
  field: string;
  before: string | null;
  after: string | null;
}

function dateText(value: string | null): string {
  if (!value) return 'none';
  const at = new Date(value);
  return `${formatLongDate(at)}${isEndOfDay(at) ? '' : ` at ${formatClock(at)}`}`;
}

/** An event's start: its day, and its time unless it starts with the day (no time given). */
function eventText(value: string | null): string {
  if (!value) return 'none';
  const at = new Date(value);
  const clock = formatClock(at);
  return clock === '00:00' ? formatLongDate(at) : `${formatLongDate(at)} at ${clock}`;
}

const amountText = (value: string | null) =>
  value && Number.isFinite(Number(value)) ? formatAmount(Number(value)) : 'not stated';

/** One change in words, e.g. "The deadline moved from … to …". */
export function describeChange(change: Pick<ChangeRow, 'field' | 'before' | 'after'>): string {
  switch (change.field) {
    case 'deadline':
      if (!change.after) return 'The deadline was removed.';
      if (!change.before) return `A deadline was added: ${dateText(change.after)}.`;
      return `The deadline moved from ${dateText(change.before)} to ${dateText(change.after)}.`;
    case 'event':
      if (!change.after) return 'The event no longer gives a date.';
      if (!change.before) return `The event now has a date: ${eventText(change.after)}.`;
      return `The event moved from ${eventText(change.before)} to ${eventText(change.after)}.`;
    case 'amount':
      return `The amount changed from ${amountText(change.before)} to ${amountText(change.after)}.`;
    case 'body':
      return 'The description was updated; check the eligibility and how to apply.';
    default:
      return `Its ${change.field} changed.`;
  }
}

/** Deadline first, then the event's day, amount, wording: what matters most to an applicant leads. */
const FIELD_ORDER = ['deadline', 'event', 'amount', 'body'];

export async function notifyItemChanges(
  db: Db,
  logger: Logger,
  now = new Date(),
): Promise<{ notified: number }> {
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * 86_400_000);
  const rows = await executeRows<ChangeRow>(
    db,
    sql`
    select c.id as change_id, b.user_id, p.id as post_id, c.item_id, i.title, c.field, c.before, c.after
    from item_changes c
    join posts p on p.item_id = c.item_id
    join bookmarks b on b.post_id = p.id and b.user_id = p.user_id
    join items i on i.id = c.item_id
    where c.changed_at >= ${since.toISOString()}::timestamptz
      and c.changed_at >= b.created_at
      and not exists (
        select 1 from item_change_notices n where n.user_id = b.user_id and n.change_id = c.id
      )
    order by b.user_id, c.item_id, c.changed_at, c.id`,
  );
  const groups = new Map<string, ChangeRow[]>();
  for (const row of rows) {
    const key = `${row.user_id}|${row.item_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  let notified = 0;
  for (const changes of groups.values()) {
    const first = changes[0]!;
    const told = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(itemChangeNotices)
        .values(changes.map((c) => ({ userId: c.user_id, changeId: c.change_id })))
        .onConflictDoNothing()
        .returning({ changeId: itemChangeNotices.changeId });
      const fresh = new Set(claimed.map((c) => c.changeId));
      // Of several changes to one field, the latest says where it stands now.
      const latest = new Map<string, ChangeRow>();
      const earliest = new Map<string, ChangeRow>();
      for (const change of changes.filter((c) => fresh.has(c.change_id))) {
        if (!earliest.has(change.field)) earliest.set(change.field, change);
        latest.set(change.field, change);
      }
      if (latest.size === 0) return false;
      const fields = [...latest.keys()].sort(
        (a, b) => (FIELD_ORDER.indexOf(a) + 1 || 99) - (FIELD_ORDER.indexOf(b) + 1 || 99),
      );
      const message = fields
        .map((field) =>
          describeChange({
            field,
            before: earliest.get(field)!.before,
            after: latest.get(field)!.after,
          }),
        )
        .join(' ');
      const title = first.title.replace(/:\s*$/, '');
      await createNotification(tx, {
        userId: first.user_id,
        title: `Changed: ${title}`,
        message,
        type: 'item_changed',
        postId: first.post_id,
      });
      return true;
    });
    if (told) notified++;
  }
  if (notified > 0) logger.info({ notified }, 'item changes told to bookmarkers');
  return { notified };
}
