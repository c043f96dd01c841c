import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { realtimeEvents, type Db } from '@thistle/db';
import type { RealtimeOp, RealtimeTable } from '@thistle/shared';

export interface RealtimeEvent {
  id: number;
  userId: string;
  table: RealtimeTable;
  op: RealtimeOp;
  /** The changed rows (the `rows` of the event's data). */
  rows: unknown[];
}

const columns = {
  id: realtimeEvents.id,
  userId: realtimeEvents.userId,
  table: realtimeEvents.table,
  op: realtimeEvents.op,
  rows: realtimeEvents.row,
};

type EventRow = { id: number; userId: string; table: string; op: RealtimeOp; rows: unknown };
const toEvent = (row: EventRow): RealtimeEvent => ({
  ...row,
  table: row.table as RealtimeTable,
  rows: row.rows as unknown[],
});

/** Events whose NOTIFY just arrived, in id order. */
export async function eventsByIds(db: Db, ids: number[]): Promise<RealtimeEvent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(realtimeEvents)
    .where(inArray(realtimeEvents.id, ids))
    .orderBy(asc(realtimeEvents.id));
  return rows.map(toEvent);
}

/** An owner's events after `afterId`, oldest first: what a reconnecting stream missed. */
export async function eventsAfter(
  db: Db,
  userId: string,
  afterId: number,
  limit = 1000,
): Promise<RealtimeEvent[]> {
  const rows = await db
    .select(columns)
    .from(realtimeEvents)
    .where(and(eq(realtimeEvents.userId, userId), gt(realtimeEvents.id, afterId)))
    .orderBy(asc(realtimeEvents.id))
    .limit(limit);
  return rows.map(toEvent);
}

/** The owner's newest event id (0 for none): where a stream opened without Last-Event-ID starts. */
export async function latestEventId(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ id: realtimeEvents.id })
    .from(realtimeEvents)
    .where(eq(realtimeEvents.userId, userId))
    .orderBy(desc(realtimeEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

/** How long a disconnected dashboard can be away and still resume without loss. */
export const REALTIME_EVENTS_KEEP_MS = 24 * 60 * 60 * 1000;

/** Deletes events older than a day (the maintenance job). */
export async function purgeOldRealtimeEvents(db: Db, now = new Date()): Promise<number> {
  const purged = await db
    .delete(realtimeEvents)
    .where(lt(realtimeEvents.createdAt, new Date(now.getTime() - REALTIME_EVENTS_KEEP_MS)))
    .returning({ id: realtimeEvents.id });
  return purged.length;
}
