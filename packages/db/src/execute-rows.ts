import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The database handle or an open transaction: both run the same queries. */
export type DbExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Raw SQL's rows. Both drivers (PGlite and node-postgres) answer `execute` with `{ rows }`;
 * Drizzle's shared type cannot say so.
 */
export async function executeRows<T>(db: DbExecutor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
