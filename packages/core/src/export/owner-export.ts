/**
 * Everything Thistle holds about an owner (UK GDPR, right of access), as JSON: the users row and
 * every row of every table with a user_id column, found by reading the live schema so a table
 * added later is exported without anyone remembering to. Special-category answers and the
 * onboarding chat are decrypted for the owner; secrets that would let someone act as the owner
 * or that are only useful to an attacker (password and token hashes, the calendar feed's secret)
 * are left out, and the export lists each one left out and why.
 */
import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '@thistle/db';
import { unsealJson } from '../security/sealed.ts';

const LEFT_OUT: Record<string, string> = {
  password_hash: 'A one-way hash of your password: it cannot be turned back into the password.',
  token_hash:
    'A one-way hash of a sign-in or email-link token: kept so the token can be checked and revoked.',
  calendar_secret:
    'The key in your private calendar address; see or replace it in Settings rather than in a file.',
};
const SEALED = new Set(['sensitive_profile', 'sealed_messages']);

export interface OwnerExport {
  exported_at: string;
  user_id: string;
  about: string;
  left_out: { table: string; column: string; why: string }[];
  tables: Record<string, Record<string, unknown>[]>;
}

/** Tables holding rows of one owner: users by id, every other table by its user_id. */
export async function ownerTables(db: Db): Promise<{ table: string; column: string }[]> {
  const rows = await executeRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'user_id'
        order by table_name`,
  );
  return [
    { table: 'users', column: 'id' },
    ...rows.map((r) => ({ table: r.table_name, column: 'user_id' })),
  ];
}

/** JSON-safe values: bigints (PGlite's int8) as text, dates as ISO strings. */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.toISOString();
  return value;
}

export async function exportOwnerData(
  db: Db,
  dataKey: Buffer,
  userId: string,
  now = new Date(),
): Promise<OwnerExport> {
  const leftOut: OwnerExport['left_out'] = [];
  const tables: OwnerExport['tables'] = {};
  for (const { table, column } of await ownerTables(db)) {
    const rows = await executeRows<Record<string, unknown>>(
      db,
      sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}::uuid`,
    );
    tables[table] = rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(row)) {
        if (name in LEFT_OUT) {
          if (!leftOut.some((l) => l.table === table && l.column === name)) {
            leftOut.push({ table, column: name, why: LEFT_OUT[name]! });
          }
          continue;
        }
        out[name] =
          SEALED.has(name) && typeof value === 'string' ? unsealJson(dataKey, value) : plain(value);
      }
      return out;
    });
  }
  return {
    exported_at: now.toISOString(),
    user_id: userId,
    about:
      'Everything Thistle holds about you: your account and every row of yours in every table, with your special-category answers and onboarding chat decrypted. Items in your feed are public listings shared by every owner; your posts refer to them by item_id.',
    left_out: leftOut,
    tables,
  };
}
