/**
 * Isolated databases for tests: every call returns a fresh, migrated database that no other
 * test file sees. PGlite: a clone of a migrated in-memory template. Real server (when
 * TEST_DATABASE_URL is set): a new database created from a migrated template database.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseKind } from './client.ts';
import { migrate } from './migrate.ts';

/** Per test run (set by the global setup), so concurrent runs on one server never collide. */
const templateName = () => process.env.THISTLE_TEST_TEMPLATE ?? 'thistle_test_template';

/** The kinds a data-layer test should run on: PGlite always, Postgres when configured. */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

let pgliteTemplate: Promise<PGlite> | undefined;

async function migratedPgliteTemplate(): Promise<PGlite> {
  pgliteTemplate ??= (async () => {
    const template = new PGlite();
    const database = await openDatabase({ pglite: template });
    await migrate(database);
    return template;
  })();
  return pgliteTemplate;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Creates (once per server) the migrated template database that test databases copy. */
export async function prepareTestTemplate(serverUrl: string, name = templateName()): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const template = await openDatabase({
    url: withDatabaseName(serverUrl, name),
    poolSize: 1,
  });
  try {
    await migrate(template);
  } finally {
    await template.close();
  }
}

export interface TestDatabase extends Database {
  /** The connection URL (postgres only), for starting a server process against it. */
  url?: string;
}

export async function createTestDatabase(kind: DatabaseKind = 'pglite'): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const template = await migratedPgliteTemplate();
    return openDatabase({ pglite: (await template.clone()) as PGlite });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `thistle_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateName()}`);
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(serverUrl, name);
  const database = await openDatabase({ url, poolSize: 4 });
  const close = database.close.bind(database);
  return {
    ...database,
    url,
    async close() {
      await close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** Drops a run's template database and any test database it left behind. */
export async function dropTestTemplate(serverUrl: string, name = templateName()): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
