import { eq } from 'drizzle-orm';
import { users } from '@thistle/db';
import { unauthorized } from '@thistle/shared';
import type { AuthDeps } from './auth-deps.ts';

/**
 * Deletes the account. Every table holding a user's rows references users with ON DELETE
 * CASCADE, so one statement removes their tokens, mail, posts, bookmarks, notifications,
 * reports, chats and everything else; a test walks the schema to prove it.
 */
export async function deleteAccount(deps: Pick<AuthDeps, 'db'>, userId: string) {
  const removed = await deps.db
    .delete(users)
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (removed.length === 0) throw unauthorized();
}
