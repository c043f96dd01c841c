import { and, asc, count, eq } from 'drizzle-orm';
import { savedSearches, type Db } from '@thistle/db';
import { conflict, notFound, taxonomyLabel, type SavedSearch } from '@thistle/shared';
import { resolveCategory } from '../feed/categories.ts';

/** Enough for anyone's real interests; a runaway client cannot make the hourly check heavy. */
export const SAVED_SEARCHES_MAX = 50;

type Row = typeof savedSearches.$inferSelect;

function toSavedSearch(row: Row): SavedSearch {
  return {
    id: row.id,
    query: row.query,
    // The label, as the feed's filter shows it; the web can send it back as a filter.
    category: row.category ? taxonomyLabel('category', row.category) : null,
    closing_within_days: row.closingWithinDays,
    deliver: row.deliver,
    created_at: row.createdAt.toISOString(),
  };
}

export interface NewSavedSearch {
  query: string;
  category?: string | null | undefined;
  closing_within_days?: number | null | undefined;
  deliver: 'report' | 'notification';
}

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
  return rows.map(toSavedSearch);
}

export async function getSavedSearch(db: Db, userId: string, id: string): Promise<SavedSearch> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  if (!row) throw notFound('No such saved search.');
  return toSavedSearch(row);
}

/**
 * Saves a search from the feed. It is checked from now on: only items that reach the owner
 * after this moment count as new matches.
 */
export async function createSavedSearch(
  db: Db,
  userId: string,
  search: NewSavedSearch,
  now = new Date(),
): Promise<SavedSearch> {
  const category = search.category ? resolveCategory(search.category) : null;
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  if (n >= SAVED_SEARCHES_MAX) {
    throw conflict(
      `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save another.`,
      'too_many_saved_searches',
    );
  }
  const [row] = await db
    .insert(savedSearches)
    .values({
      userId,
      query: search.query.trim(),
      category,
      closingWithinDays: search.closing_within_days ?? null,
      deliver: search.deliver,
      checkedAt: now,
      createdAt: now,
    })
    .returning();
  return toSavedSearch(row!);
}

/** 404 for a search that is not the owner's (or no longer exists). */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound('No such saved search.');
}
