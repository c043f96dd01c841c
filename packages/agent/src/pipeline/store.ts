import { items, itemSources, type Db } from '@thistle/db';
import type { ExtractedFacts, Tags } from '../contracts.ts';

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
