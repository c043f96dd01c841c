import type { Db } from '@thistle/db';
import type { ParsedEntry } from '../contracts.ts';
import { amountOnOffer, eventDatesAsStored } from '../extract/index.ts';
import { canonicalLink } from './canonical.ts';
import { fingerprint } from './fingerprint.ts';
import {
  countEntry,
  errorMessage,
  type EntryOutcome,
  type Source,
  type SourceCrawlResult,
} from './source-crawl-result.ts';
import type { PipelineStages } from './stages.ts';
import { findExistingItem, type DedupeKey } from './find-existing.ts';
import { applyItemChanges } from './item-changes.ts';
import { insertItem, linkItemToSource, type NewItem } from './store.ts';

const MAX_BODY_CHARS = 20_000;

interface PreparedEntry {
  entry: ParsedEntry;
  key: DedupeKey;
  link: string | null;
  externalId: string | null;
}

function absolute(link: string, base: string): string {
  try {
    return new URL(link, base).toString();
  } catch {
    return link;
  }
}

/** The entry's text tidied and what identifies it computed; null when it has no title. */
function prepare(entry: ParsedEntry, source: Source, baseUrl: string): PreparedEntry | null {
  const title = entry.title.replace(/\s+/g, ' ').trim();
  if (!title) return null;
  const body = entry.text.trim().slice(0, MAX_BODY_CHARS);
  const link = entry.link ? absolute(entry.link, baseUrl) : null;
  let canonical = canonicalLink(link);
  // Occurrences of a recurring calendar event share one link; each start is its own item.
  if (canonical && source.type === 'ical' && entry.eventStart) {
    canonical = `${canonical}#${entry.eventStart.toISOString()}`;
  }
  return {
    entry,
    link,
    externalId: entry.externalId ?? null,
    key: {
      title,
      body,
      canonicalLink: canonical,
      fingerprint: fingerprint(title, body),
      eventStart: entry.eventStart ?? null,
    },
  };
}

/** Facts and tags are worked out only for an entry that is not stored yet: tagging may cost an LLM call. */
async function newItemFrom(
  stages: PipelineStages,
  source: Source,
  { entry, key, link }: PreparedEntry,
  now: Date,
): Promise<NewItem> {
  const { title, body } = key;
  const facts = stages.extractFacts({ ...entry, title, text: body }, now);
  const organisation = facts.organisation ?? entry.organisation ?? source.name;
  const tags = await stages.tagger.tag({
    title,
    body,
    link,
    organisation,
    sourceRegions: source.regions,
    sourceKind: source.kind,
    // Dates in the text are read against the day it was published (else read), as the extractor
    // reads them: before it a report, after it something to come. A feed's clock ahead is now.
    published:
      entry.publishedAt && entry.publishedAt.getTime() < now.getTime() ? entry.publishedAt : now,
    // Read from the same text just above: the offline tagger weighs them for the category.
    facts,
  });
  // A calendar entry's own dates stand whatever the category; dates read from text only on events.
  const event = eventDatesAsStored(facts, tags.category);
  return {
    title,
    body,
    link,
    canonicalLink: key.canonicalLink,
    fingerprint: key.fingerprint,
    publishedAt: entry.publishedAt ?? null,
    organisation,
    image: entry.image ?? null,
    facts: {
      ...facts,
      amountMaxGbp: amountOnOffer(facts.amountMaxGbp, tags.category),
      eventStart: event.eventStart ?? entry.eventStart ?? null,
      eventEnd: event.eventEnd ?? entry.eventEnd ?? null,
      location: facts.location ?? entry.location ?? null,
    },
    tags,
    isSample: source.origin === 'sample' || entry.isSample === true,
  };
}

/** Inserts the item; if another crawl stored the same link first, this entry joins that item. */
async function insertOrJoin(
  db: Db,
  source: Source,
  prepared: PreparedEntry,
  item: NewItem,
  now: Date,
): Promise<EntryOutcome> {
  const { link, externalId } = prepared;
  const itemId = await insertItem(db, item, { sourceId: source.id, link, externalId, seenAt: now });
  if (itemId) return { kind: 'new', itemId };
  // Another crawl stored the same link between our lookup and our insert.
  const raced = await findExistingItem(db, prepared.key);
  if (!raced) return { kind: 'ignored' };
  await linkItemToSource(db, raced.id, source.id, link, externalId, now);
  return { kind: 'duplicate' };
}

/** One entry: a copy of a stored item is linked to it; anything else becomes a new item. */
export async function storeEntry(
  db: Db,
  stages: PipelineStages,
  source: Source,
  entry: ParsedEntry,
  baseUrl: string,
  now: Date,
): Promise<EntryOutcome> {
  const prepared = prepare(entry, source, baseUrl);
  if (!prepared) return { kind: 'ignored' };
  const existing = await findExistingItem(db, prepared.key);
  if (existing) {
    const added = await linkItemToSource(
      db,
      existing.id,
      source.id,
      prepared.link,
      prepared.externalId,
      now,
    );
    if (added) return { kind: 'duplicate' };
    if (existing.how !== 'link') return { kind: 'known' };
    const { title, body } = prepared.key;
    const changes = await applyItemChanges(
      db,
      stages,
      source,
      existing.id,
      { ...prepared.entry, title, text: body },
      now,
    );
    return changes.length > 0 ? { kind: 'changed', itemId: existing.id } : { kind: 'known' };
  }
  return insertOrJoin(db, source, prepared, await newItemFrom(stages, source, prepared, now), now);
}

/** Each entry on its own: one bad entry must not cost the source its other entries. */
export async function storeEntries(
  db: Db,
  stages: PipelineStages,
  source: Source,
  entries: ParsedEntry[],
  baseUrl: string,
  now: Date,
  result: SourceCrawlResult,
): Promise<void> {
  for (const entry of entries) {
    try {
      countEntry(result, await storeEntry(db, stages, source, entry, baseUrl, now));
    } catch (error) {
      result.skipped++;
      result.skippedError ??= `${entry.title.slice(0, 80)}: ${errorMessage(error).slice(0, 300)}`;
    }
  }
}
