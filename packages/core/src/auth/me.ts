import { eq } from 'drizzle-orm';
import { users, type Db } from '@thistle/db';
import { notFound } from '@thistle/shared';
import { publishChange } from '../realtime/publish-change.ts';

/** The users record (docs/product.md#profile). */
export interface UserRecord {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  summary: string | null;
}

const columns = {
  id: users.id,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  summary: users.summary,
};

export async function getMe(db: Db, userId: string): Promise<UserRecord> {
  const [user] = await db.select(columns).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('Your account no longer exists.');
  return user;
}

export async function updateMe(
  db: Db,
  userId: string,
  patch: { first_name?: string | null; last_name?: string | null; summary?: string | null },
): Promise<UserRecord> {
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (patch.first_name !== undefined) set.firstName = patch.first_name;
  if (patch.last_name !== undefined) set.lastName = patch.last_name;
  if (patch.summary !== undefined) set.summary = patch.summary;
  return db.transaction(async (tx) => {
    const [user] = await tx.update(users).set(set).where(eq(users.id, userId)).returning(columns);
    if (!user) throw notFound('Your account no longer exists.');
    // Other tabs and devices show the new name at once (docs/product.md#live-updates).
    await publishChange(tx, userId, 'users', 'UPDATE', [user]);
    return user;
  });
}
