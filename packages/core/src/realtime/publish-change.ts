import { sql } from 'drizzle-orm';
import { realtimeEvents, type DbExecutor } from '@thistle/db';
import type { RealtimeOp, RealtimeRows, RealtimeTable } from '@thistle/shared';

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
  await publishChanges(tx, table, op, [{ userId, rows }]);
}

/** Many owners' changes of one kind (a rank job's batch): one event each, one statement in all. */
export async function publishChanges<T extends RealtimeTable>(
  tx: DbExecutor,
  table: T,
  op: RealtimeOp,
  changes: { userId: string; rows: RealtimeRows[T][] }[],
): Promise<void> {
  const events = changes.filter((change) => change.rows.length > 0);
  if (events.length === 0) return;
  await tx.execute(sql`
    with event as (
      insert into ${realtimeEvents} (user_id, "table", op, row)
      select (e->>'userId')::uuid, ${table}, ${op}, e->'rows'
      from jsonb_array_elements(${JSON.stringify(events)}::jsonb) as e
      returning id, user_id
    )
    select pg_notify(${REALTIME_CHANNEL}::text, event.user_id::text || ':' || event.id) from event`);
}
