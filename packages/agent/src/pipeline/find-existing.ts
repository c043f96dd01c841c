import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { items, itemTitleKeys, type Db } from '@thistle/db';
import {
  NEAR_DUPLICATE_TEXT,
  NEAR_DUPLICATE_TITLE,
  textOverlap,
  titleSimilarity,
} from './fingerprint.ts';
import { mentionsEditionsOf, titleLookupKeys } from './title-keys.ts';

/** Near-duplicates are looked for among items first stored this recently. */
export const NEAR_DUPLICATE_WINDOW_DAYS = 120;

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

/** Items sharing a title key, then the newest of them: more than any title has near-copies. */
const MAX_KEY_MATCHES = 1000;
const MAX_TITLE_CANDIDATES = 200;

/**
 * Recent items whose titles share a MinHash key with this one and really are alike. Two
 * indexed lookups (the keys, then the items by id): as one joined query the planner scanned
 * every item.
 */
async function itemsWithAlikeTitles(db: Db, title: string, since: Date): Promise<string[]> {
  const lookup = `{${titleLookupKeys(title).join(',')}}`;
  const sharing = await db
    .selectDistinct({ id: itemTitleKeys.itemId })
    .from(itemTitleKeys)
    .where(sql`${itemTitleKeys.key} = any(${lookup}::integer[])`)
    .limit(MAX_KEY_MATCHES);
  if (sharing.length === 0) return [];
  // Window and order applied here: in SQL they tempted the planner into items_created_idx.
  const rows = await db
    .select({ id: items.id, title: items.title, createdAt: items.createdAt })
    .from(items)
    .where(
      inArray(
        items.id,
        sharing.map((s) => s.id),
      ),
    );
  return rows
    .filter((c) => c.createdAt.getTime() > since.getTime())
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, MAX_TITLE_CANDIDATES)
    .filter((c) => titleSimilarity(c.title, title) >= NEAR_DUPLICATE_TITLE)
    .map((c) => c.id);
}

/**
 * Recent items with the same fingerprint, then recent items with an alike title whose text
 * names every number and month this title names (as the full-text search on the title this
 * replaces required): only those are compared by text.
 */
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
  const sameText = await db
    .select(columns)
    .from(items)
    .where(and(eq(items.fingerprint, key.fingerprint), gt(items.createdAt, since)))
    .limit(10);
  const seen = new Set(sameText.map((c) => c.id));
  const alike = (await itemsWithAlikeTitles(db, key.title, since)).filter((id) => !seen.has(id));
  const similar = alike.length
    ? (await db.select(columns).from(items).where(inArray(items.id, alike))).filter((c) =>
        mentionsEditionsOf(key.title, `${c.title} ${c.body}`),
      )
    : [];
  return [...sameText, ...similar];
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
 * fingerprint, else a recent item with an alike title (found through its title keys) whose
 * text overlaps this one's (and, for events, that starts at the same time).
 */
export async function findExistingItem(db: Db, key: DedupeKey): Promise<ExistingItem | null> {
  if (key.canonicalLink) {
    const id = await findByLink(db, key.canonicalLink);
    if (id) return { id, how: 'link' };
  }
  const copy = (await recentCandidates(db, key)).find((candidate) => isCopy(candidate, key));
  return copy ? { id: copy.id, how: 'text' } : null;
}
