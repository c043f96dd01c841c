import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users, waitlist } from '../src/schema.ts';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../src/testing.ts';
import { migrate } from '../src/migrate.ts';

describe.each(testDatabaseKinds())('database on %s', (kind) => {
  let a: TestDatabase;
  let b: TestDatabase;
  beforeAll(async () => {
    [a, b] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('reports its kind and answers a query', async () => {
    expect(a.kind).toBe(kind);
    expect(await a.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('has every table of the schema after migration, and migrating again is a no-op', async () => {
    await migrate(a);
    const rows = await a.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'posts',
        'items',
        'sources',
        'bookmarks',
        'notifications',
        'report_post',
        'waitlist',
        'weekly_reports',
        'onboarding_chats',
        'refresh_tokens',
        'email_tokens',
        'outbox',
        'item_sources',
      ]),
    );
  });

  it('keeps each test database isolated', async () => {
    await a.db.insert(waitlist).values({ email: 'only-in-a@example.com' });
    expect(await b.db.select().from(waitlist)).toEqual([]);
    expect(await a.db.select().from(waitlist)).toHaveLength(1);
  });

  it('enforces case-insensitive unique emails on users', async () => {
    await a.db.insert(users).values({ email: 'Mixed@Example.com' });
    await expect(a.db.insert(users).values({ email: 'mixed@example.COM' })).rejects.toMatchObject({
      cause: expect.objectContaining({ code: '23505' }),
    });
    const [row] = await a.db.select().from(users).where(eq(users.email, 'Mixed@Example.com'));
    expect(row?.completion).toEqual({ personalInfo: 0, businessOwner: 0, businessDetails: 0 });
    expect(row?.regions).toEqual([]);
  });

  it('delivers NOTIFY payloads to listeners', async () => {
    const received: string[] = [];
    const unlisten = await a.listen('thistle_test', (payload) => received.push(payload));
    await a.notify('thistle_test', 'hello');
    await expect.poll(() => received, { timeout: 5000 }).toEqual(['hello']);
    await unlisten();
  });

  it('serialises work under an advisory lock', async () => {
    const order: string[] = [];
    // The second asks for the lock only once the first holds it: a fixed delay raced the first
    // lock's own round trip on a loaded machine and let the second in first.
    let firstHolds!: () => void;
    const held = new Promise<void>((resolve) => (firstHolds = resolve));
    await Promise.all([
      a.withAdvisoryLock(42, async () => {
        order.push('first-start');
        firstHolds();
        await new Promise((r) => setTimeout(r, 50));
        order.push('first-end');
      }),
      held.then(() =>
        a.withAdvisoryLock(42, async () => {
          order.push('second');
        }),
      ),
    ]);
    expect(order).toEqual(['first-start', 'first-end', 'second']);
  });
});
