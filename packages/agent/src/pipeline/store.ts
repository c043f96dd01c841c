import { eq, sql } from 'drizzle-orm';
import { executeRows, items, itemSources, itemTitleKeys, type Db } from '@thistle/db';
import type { ExtractedFacts, Tags } from '../contracts.ts';
import { titleKeys } from './title-keys.ts';

/**
 * Records that a source published an item; false when the source was already recorded.
 * `seenAt` is the crawl's clock, the one the source's pace is measured against.
 */
export async function linkItemToSource(
  db: Db,
  itemId: string,
  sourceId: string,
  link: string | null,
  externalId: string | null,
  seenAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(itemSources)
    .values({ itemId, sourceId, link, externalId, firstSeenAt: seenAt })
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

/** One statement with one array parameter: the cheapest way in for two dozen rows on PGlite. */
async function insertTitleKeys(db: Db, itemId: string, title: string): Promise<void> {
  const keys = `{${titleKeys(title).join(',')}}`;
  await db.execute(
    sql`insert into ${itemTitleKeys} (item_id, key) select ${itemId}::uuid, unnest(${keys}::integer[]) on conflict do nothing`,
  );
}

/** The item's title keys (see title-keys.ts), replacing any it had. */
export async function storeTitleKeys(db: Db, itemId: string, title: string): Promise<void> {
  await db.delete(itemTitleKeys).where(eq(itemTitleKeys.itemId, itemId));
  await insertTitleKeys(db, itemId, title);
}

/** Which source an item came from, recorded with the item. */
export interface ItemOrigin {
  sourceId: string;
  link: string | null;
  externalId: string | null;
  seenAt: Date;
}

/**
 * Inserts a new item with its title keys and the source that published it, in one statement
 * (each statement is a round trip through PGlite's protocol layer, a quarter of an embedded
 * crawl). Returns null when another crawl stored the same canonical link a moment earlier:
 * nothing is written then, and the caller treats the entry as a duplicate of that one.
 */
export async function insertItem(
  db: Db,
  item: NewItem,
  origin: ItemOrigin,
): Promise<string | null> {
  const title = item.title.slice(0, 500);
  const insertRow = db
    .insert(items)
    .values({
      title,
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
  const keys = `{${titleKeys(title).join(',')}}`;
  const [row] = await executeRows<{ id: string }>(
    db,
    sql`with inserted as (${insertRow.getSQL()}),
    keyed as (
      insert into ${itemTitleKeys} (item_id, key)
      select inserted.id, unnest(${keys}::integer[]) from inserted
      on conflict do nothing
    ),
    sourced as (
      insert into ${itemSources} (item_id, source_id, link, external_id, first_seen_at)
      select inserted.id, ${origin.sourceId}::uuid, ${origin.link}, ${origin.externalId},
        ${origin.seenAt.toISOString()}::timestamptz
      from inserted
      on conflict do nothing
    )
    select id from inserted`,
  );
  return row?.id ?? null;
}

/**
 * The column is a 32-bit integer: no grant or loan a small business applies for is over
 * £2bn, so a larger figure is a market size quoted in the text, not an amount on offer.
 */
export function storableAmount(amount: number | null): number | null {
  if (amount === null || !Number.isFinite(amount) || amount < 0) return null;
  return amount > 2_147_483_647 ? null : Math.round(amount);
}
