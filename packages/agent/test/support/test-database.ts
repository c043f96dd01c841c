/**
 * One isolated database per `describe` block, emptied of the agent's rows before each test:
 * `const database = useTestDatabase(kind)` and then `database()` inside the tests.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DatabaseKind } from '@thistle/db';
import { createTestDatabase, type TestDatabase } from '@thistle/db/testing';

const AGENT_TABLES = ['item_changes', 'item_sources', 'items', 'sources'];

export function useTestDatabase(kind: DatabaseKind): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database!.exec(AGENT_TABLES.map((table) => `delete from ${table};`).join(' '));
  });
  return () => database!;
}
