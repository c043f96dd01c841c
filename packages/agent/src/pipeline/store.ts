import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { items, itemSources, type Db } from '@thistle/db';
import type { ExtractedFacts, Tags } from '../contracts.ts';
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

/**
 * The stored item this entry is a copy of: the same canonical link, else the same text
 * fingerprint, else a recent item found by full-text search on the title whose title and text
 * are near-identical (and, for events, that starts at the same time).
 */
export async function findExistingItem(db: Db, key: DedupeKey): Promise<ExistingItem | null> {
  if (key.canonicalLink) {
    const [byLink] = await db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.canonicalLink, key.canonicalLink))
      .limit(1);
    if (byLink) return { id: byLink.id, how: 'link' };
  }
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
  const candidates = [
    ...sameText,
    ...similar.filter((c) => c.createdAt.getTime() > since.getTime()),
  ];
  for (const candidate of candidates) {
    if (
      key.eventStart &&
      candidate.eventStart &&
      Math.abs(candidate.eventStart.getTime() - key.eventStart.getTime()) >= 3_600_000
    ) {
      continue;
    }
    if (
      candidate.fingerprint === key.fingerprint &&
      titleSimilarity(candidate.title, key.title) > 0
    ) {
      return { id: candidate.id, how: 'text' };
    }
    if (titleSimilarity(candidate.title, key.title) < NEAR_DUPLICATE_TITLE) continue;
    if (
      textOverlap(`${candidate.title} ${candidate.body}`, `${key.title} ${key.body}`) <
      NEAR_DUPLICATE_TEXT
    ) {
      continue;
    }
    return { id: candidate.id, how: 'text' };
  }
  return null;
}

/** Records that a source published an item; false when the source was already recorded. */
export async function linkItemToSource(
  db: Db,
  itemId: string,
  sourceId: string,
  link: string | null,
  externalId: string | null,
): Promise<boolean> {
  const inserted = await db
    .insert(itemSources)
    .values({ itemId, sourceId, link, externalId })
    .onConflictDoNothing()
    .returning({ itemId: itemSources.itemId });
  return inserted.length > 0;
}

export interface NewItem {
  title: string;
  body: string;
  link: string | null;
  canonicalLink: string | null;
  fingerprint: string;
  publishedAt: Date | null;
  organisation: string | null;
  image: string | null;
  facts: ExtractedFacts;
  tags: Tags;
  isSample: boolean;
}

/**
 * Inserts a new item; returns null when another crawl stored the same canonical link a moment
 * earlier (the caller then treats the entry as a duplicate of that one).
 */
export async function insertItem(db: Db, item: NewItem): Promise<string | null> {
  const [row] = await db
    .insert(items)
    .values({
      title: item.title.slice(0, 500),
      body: item.body,
      link: item.link,
      canonicalLink: item.canonicalLink,
      category: item.tags.category,
      group: item.organisation,
      companyLogo: item.image,
      publishedAt: item.publishedAt,
      deadline: item.facts.deadline,
      amountMaxGbp: storableAmount(item.facts.amountMaxGbp),
      eventStart: item.facts.eventStart,
      eventEnd: item.facts.eventEnd,
      location: item.facts.location,
      regions: item.tags.regions,
      stages: item.tags.stages,
      sectors: item.tags.sectors,
      topics: item.tags.topics,
      tagConfidence: item.tags.confidence,
      taggedBy: item.tags.taggedBy,
      fingerprint: item.fingerprint,
      isSample: item.isSample,
    })
    .onConflictDoNothing()
    .returning({ id: items.id });
  return row?.id ?? null;
}

/**
 * The column is a 32-bit integer: no grant or loan a small business applies for is over
 * £2bn, so a larger figure is a market size quoted in the text, not an amount on offer.
 */
function storableAmount(amount: number | null): number | null {
  if (amount === null || !Number.isFinite(amount) || amount < 0) return null;
  return amount > 2_147_483_647 ? null : Math.round(amount);
}
