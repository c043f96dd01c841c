import { sql } from 'drizzle-orm';
import { realtimeEvents } from '@thistle/db';
import type { RealtimeOp, RealtimeRows, RealtimeTable } from '@thistle/shared';
import type { DbExecutor } from '../db-executor.ts';

/** The NOTIFY channel every server process LISTENs on; the payload is `<user_id>:<event id>`. */
export const REALTIME_CHANNEL = 'thistle_realtime';

/**
 * Records a change an owner's open dashboards should see, in the caller's transaction, and
 * wakes every server process with a NOTIFY. Postgres delivers the NOTIFY only if and when the
 * transaction commits, so a stream never announces a change that was rolled back, and the
 * event row is always visible by the time its NOTIFY arrives.
 */
export async function publishChange<T extends RealtimeTable>(
  tx: DbExecutor,
  userId: string,
  table: T,
  op: RealtimeOp,
  rows: RealtimeRows[T][],
): Promise<void> {
  if (rows.length === 0) return;
  // One round trip: the insert and its NOTIFY together.
  await tx.execute(sql`
    with event as (
      insert into ${realtimeEvents} (user_id, "table", op, row)
      values (${userId}, ${table}, ${op}, ${JSON.stringify(rows)}::jsonb)
      returning id
    )
    select pg_notify(${REALTIME_CHANNEL}::text, ${userId}::text || ':' || event.id) from event`);
}
