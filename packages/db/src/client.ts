import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The Drizzle handle: the same type whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Raw SQL with $1-style parameters; returns rows. For pg-boss, health checks and tests. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Run several statements with no parameters (migrations, pg-boss DDL). */
  exec(text: string): Promise<void>;
  /** Subscribe to a NOTIFY channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs fn while holding a Postgres advisory lock (held on one connection for its whole life). */
  withAdvisoryLock<T>(lockId: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The PGlite instance, when embedded (tests clone it). */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  /** A postgres:// URL; when absent, an embedded PGlite database is used. */
  url?: string | undefined;
  /** Where PGlite keeps its files; absent means in memory. */
  dataDir?: string | undefined;
  /** An already-open PGlite (tests pass a clone of a migrated template). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 10);
  let client = options.pglite;
  if (!client) {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  }
  return wrapPglite(client);
}

function wrapPglite(client: PGlite): Database {
  let closed = false;
  const locks = new Map<number, Promise<unknown>>();
  return {
    kind: 'pglite',
    db: drizzlePglite(client, { schema }) as unknown as Db,
    pglite: client,
    async query<T>(text: string, params: unknown[] = []) {
      const result = await client.query<T>(text, params);
      return result.rows;
    },
    async exec(text: string) {
      await client.exec(text);
    },
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    // PGlite belongs to one process, so an in-process queue per lock id is the whole lock.
    withAdvisoryLock(lockId, fn) {
      const previous = locks.get(lockId) ?? Promise.resolve();
      const run = previous.then(fn, fn);
      locks.set(
        lockId,
        run.catch(() => undefined),
      );
      return run;
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let listenClient: pg.PoolClient | undefined;

  async function ensureListenClient() {
    if (listenClient) return listenClient;
    listenClient = await pool.connect();
    listenClient.on('notification', (msg) => {
      for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    return listenClient;
  }

  let closed = false;
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema }) as unknown as Db,
    async query<T>(text: string, params: unknown[] = []) {
      const result = await pool.query(text, params);
      return result.rows as T[];
    },
    async exec(text: string) {
      await pool.query(text);
    },
    async listen(channel, onPayload) {
      const client = await ensureListenClient();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`LISTEN ${quoteIdent(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async withAdvisoryLock(lockId, fn) {
      // Its own connection, outside the pool: fn may need every pooled connection itself.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockId]);
        return await fn();
      } finally {
        await client.end();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      listenClient?.release();
      await pool.end();
    },
  };
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
