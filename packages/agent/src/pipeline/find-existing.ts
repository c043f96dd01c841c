import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { items, type Db } from '@thistle/db';
import {
  NEAR_DUPLICATE_TEXT,
  NEAR_DUPLICATE_TITLE,
  textOverlap,
  titleSimilarity,
} from './fingerprint.ts';

/** Near-duplicates are looked for among items first stored this recently. */
const NEAR_DUPLICATE_WINDOW_DAYS = 120;

export interface DedupeKey {
  title: string;
  body: string;
  canonicalLink: string | null;
  fingerprint: string;
  /** Two occurrences of a recurring event share their text but not their start. */
  eventStart: Date | null;
}

export interface ExistingItem {
  id: string;
  how: 'link' | 'text';
}

interface Candidate {
  id: string;
  title: string;
  body: string;
  fingerprint: string | null;
  eventStart: Date | null;
  createdAt: Date;
}

async function findByLink(db: Db, canonicalLink: string): Promise<string | null> {
  const [byLink] = await db
    .select({ id: items.id })
    .from(items)
    .where(eq(items.canonicalLink, canonicalLink))
    .limit(1);
  return byLink?.id ?? null;
}

/** Recent items with the same fingerprint, then recent items whose text matches the title. */
async function recentCandidates(db: Db, key: DedupeKey): Promise<Candidate[]> {
  const since = new Date(Date.now() - NEAR_DUPLICATE_WINDOW_DAYS * 86_400_000);
  const columns = {
    id: items.id,
    title: items.title,
    body: items.body,
    fingerprint: items.fingerprint,
    eventStart: items.eventStart,
    createdAt: items.createdAt,
  };
  // Two queries, not one with OR: each is answered by its own index (an OR of the two
  // made the planner compute to_tsvector for every item, once per entry).
  const sameText = await db
    .select(columns)
    .from(items)
    .where(and(eq(items.fingerprint, key.fingerprint), gt(items.createdAt, since)))
    .limit(10);
  const similar = await db
    .select(columns)
    .from(items)
    .where(
      and(
        // The same expression as items_search_idx, so the GIN index answers it.
        sql`to_tsvector('english', coalesce(${items.title}, '') || ' ' || coalesce(${items.body}, '')) @@ plainto_tsquery('english', ${key.title})`,
      ),
    )
    .orderBy(desc(items.createdAt))
    .limit(50);
  // The time window is applied here rather than in SQL: with it there, the planner scanned
  // every recent item through items_created_idx instead of using the text index.
  return [...sameText, ...similar.filter((c) => c.createdAt.getTime() > since.getTime())];
}

/** The same text under an alike title, or a near-identical title and text; an event also at the same time. */
function isCopy(candidate: Candidate, key: DedupeKey): boolean {
  if (
    key.eventStart &&
    candidate.eventStart &&
    Math.abs(candidate.eventStart.getTime() - key.eventStart.getTime()) >= 3_600_000
  ) {
    return false;
  }
  if (candidate.fingerprint === key.fingerprint && titleSimilarity(candidate.title, key.title) > 0)
    return true;
  if (titleSimilarity(candidate.title, key.title) < NEAR_DUPLICATE_TITLE) return false;
  return (
    textOverlap(`${candidate.title} ${candidate.body}`, `${key.title} ${key.body}`) >=
    NEAR_DUPLICATE_TEXT
  );
}

/**
 * The stored item this entry is a copy of: the same canonical link, else the same text
 * fingerprint, else a recent item found by full-text search on the title whose title and text
 * are near-identical (and, for events, that starts at the same time).
 */
export async function findExistingItem(db: Db, key: DedupeKey): Promise<ExistingItem | null> {
  if (key.canonicalLink) {
    const id = await findByLink(db, key.canonicalLink);
    if (id) return { id, how: 'link' };
  }
  const copy = (await recentCandidates(db, key)).find((candidate) => isCopy(candidate, key));
  return copy ? { id: copy.id, how: 'text' } : null;
}
