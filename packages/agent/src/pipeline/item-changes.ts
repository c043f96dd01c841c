import { asc, eq } from 'drizzle-orm';
import { itemChanges, items, itemSources, type Db } from '@thistle/db';
import type { ParsedEntry } from '../contracts.ts';
import { amountOnOffer, eventDatesAsStored } from '../extract/index.ts';
import { fingerprint, normaliseWords } from './fingerprint.ts';
import type { Source } from './source-crawl-result.ts';
import type { PipelineStages } from './stages.ts';
import { storableAmount, storeTitleKeys } from './store.ts';

/** The fields a bookmarker is told about (item_changes.field). */
export type ChangedField = 'deadline' | 'event' | 'amount' | 'body';

export interface ItemChange {
  field: ChangedField;
  before: string | null;
  after: string | null;
}

const sameWords = (a: string, b: string) =>
  normaliseWords(a).join(' ') === normaliseWords(b).join(' ');

/** The source whose text the item holds: the first to publish it. */
async function firstPublisher(db: Db, itemId: string): Promise<string | null> {
  const [first] = await db
    .select({ sourceId: itemSources.sourceId })
    .from(itemSources)
    .where(eq(itemSources.itemId, itemId))
    .orderBy(asc(itemSources.firstSeenAt), asc(itemSources.sourceId))
    .limit(1);
  return first?.sourceId ?? null;
}

const isoOf = (at: Date | null | undefined) => at?.toISOString() ?? null;

/**
 * An entry already stored under the same link, read again: when its words changed, the item
 * takes the new text and the deadline, event dates and amount extracted from it, and every
 * changed field is recorded in item_changes for the people who bookmarked it. A calendar entry
 * moved to another day with the same words (its own start changed) moves the event alone. Only the item's first publisher
 * can change it (another source linking to the same page carries its own teaser, not a new
 * version), and facts are re-read only from changed words, so a relative date ("closes on
 * Friday") read a week later is not taken for a new deadline.
 */
export async function applyItemChanges(
  db: Db,
  stages: Pick<PipelineStages, 'extractFacts'>,
  source: Source,
  itemId: string,
  entry: ParsedEntry,
  now: Date,
): Promise<ItemChange[]> {
  const [stored] = await db
    .select({
      title: items.title,
      body: items.body,
      deadline: items.deadline,
      amount: items.amountMaxGbp,
      category: items.category,
      eventStart: items.eventStart,
      eventEnd: items.eventEnd,
    })
    .from(items)
    .where(eq(items.id, itemId));
  if (!stored) return [];
  const title = entry.title.slice(0, 500);
  const sameText = sameWords(stored.title, title) && sameWords(stored.body, entry.text);
  const calendarMoved = !!entry.eventStart && isoOf(entry.eventStart) !== isoOf(stored.eventStart);
  if (sameText && !calendarMoved) return [];
  if ((await firstPublisher(db, itemId)) !== source.id) return [];
  if (sameText) {
    // The words are as they were, so the facts read from them stand; only the entry's own day moved.
    return recordChanges(db, itemId, now, eventChange(stored.eventStart, entry.eventStart!), {
      eventStart: entry.eventStart!,
      eventEnd: entry.eventEnd ?? null,
    });
  }

  const facts = stages.extractFacts(entry, now);
  const deadline = facts.deadline?.toISOString() ?? null;
  const amount = storableAmount(amountOnOffer(facts.amountMaxGbp, stored.category));
  // As when it was stored: dates read from the text on an event only, else the entry's own.
  const event = eventDatesAsStored(facts, stored.category);
  const eventStart = event.eventStart ?? entry.eventStart ?? null;
  const eventEnd = event.eventEnd ?? entry.eventEnd ?? null;
  const changes: ItemChange[] = [];
  const before = stored.deadline?.toISOString() ?? null;
  if (before !== deadline) changes.push({ field: 'deadline', before, after: deadline });
  changes.push(...eventChange(stored.eventStart, eventStart));
  if (stored.amount !== amount) {
    changes.push({
      field: 'amount',
      before: stored.amount === null ? null : String(stored.amount),
      after: amount === null ? null : String(amount),
    });
  }
  if (!sameWords(stored.body, entry.text)) {
    changes.push({ field: 'body', before: stored.body, after: entry.text });
  }

  await db.transaction(async (tx) => {
    await tx
      .update(items)
      .set({
        title,
        body: entry.text,
        fingerprint: fingerprint(title, entry.text),
        deadline: facts.deadline,
        eventStart,
        eventEnd,
        amountMaxGbp: amount,
        updatedAt: now,
      })
      .where(eq(items.id, itemId));
    if (title !== stored.title) await storeTitleKeys(tx as unknown as Db, itemId, title);
    if (changes.length > 0) {
      await tx
        .insert(itemChanges)
        .values(changes.map((change) => ({ itemId, ...change, changedAt: now })));
    }
  });
  return changes;
}

/** The event's start, if it moved: a postponed event keeps its place in the feed and the calendar. */
function eventChange(before: Date | null, after: Date | null): ItemChange[] {
  return isoOf(before) === isoOf(after)
    ? []
    : [{ field: 'event', before: isoOf(before), after: isoOf(after) }];
}

async function recordChanges(
  db: Db,
  itemId: string,
  now: Date,
  changes: ItemChange[],
  dates: { eventStart: Date; eventEnd: Date | null },
): Promise<ItemChange[]> {
  await db.transaction(async (tx) => {
    await tx
      .update(items)
      .set({ ...dates, updatedAt: now })
      .where(eq(items.id, itemId));
    if (changes.length > 0) {
      await tx
        .insert(itemChanges)
        .values(changes.map((change) => ({ itemId, ...change, changedAt: now })));
    }
  });
  return changes;
}
