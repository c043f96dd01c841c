import { inArray, sql } from 'drizzle-orm';
import { executeRows, items, itemTitleKeys, type Db } from '@thistle/db';
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

/** Items sharing a title key, then the newest of them: more than any title has near-copies. */
const MAX_KEY_MATCHES = 1000;
const MAX_TITLE_CANDIDATES = 200;

/** One row of the combined lookup; times as epoch milliseconds, which both drivers return as numbers. */
interface LookupRow {
  how: 'link' | 'text' | 'title';
  id: string;
  title: string | null;
  body: string | null;
  fingerprint: string | null;
  event_ms: number | null;
  created_ms: number | null;
}

const asDate = (ms: number | null) => (ms === null ? null : new Date(Number(ms)));

function candidateFrom(row: LookupRow): Candidate {
  return {
    id: row.id,
    title: row.title ?? '',
    body: row.body ?? '',
    fingerprint: row.fingerprint,
    eventStart: asDate(row.event_ms),
    createdAt: asDate(row.created_ms) ?? new Date(0),
  };
}

/**
 * The same canonical link, else recent items with the same fingerprint and the items sharing a
 * title key, in one statement: each statement costs a round trip through PGlite's protocol
 * layer, which was a quarter of an embedded crawl. The keys are resolved to an array first
 * (`= any(array(...))`): joined to items, the planner scanned every item.
 */
async function lookUp(db: Db, key: DedupeKey, since: Date): Promise<LookupRow[]> {
  const keys = `{${titleLookupKeys(key.title).join(',')}}`;
  const sinceIso = since.toISOString();
  return executeRows<LookupRow>(
    db,
    sql`with by_link as (
      select ${items.id} as id from ${items} where ${items.canonicalLink} = ${key.canonicalLink} limit 1
    )
    select 'link' as how, id, null::text as title, null::text as body, null::text as fingerprint,
      null::float8 as event_ms, null::float8 as created_ms
    from by_link
    union all
    (select 'text', id, title, body, fingerprint,
      (extract(epoch from event_start) * 1000)::float8, (extract(epoch from created_at) * 1000)::float8
    from ${items}
    where fingerprint = ${key.fingerprint} and created_at > ${sinceIso}::timestamptz
      and not exists (select 1 from by_link)
    limit 10)
    union all
    (select 'title', id, title, null, null, null, (extract(epoch from created_at) * 1000)::float8
    from ${items}
    where id = any(array(
        select distinct ${itemTitleKeys.itemId} from ${itemTitleKeys}
        where ${itemTitleKeys.key} = any(${keys}::integer[]) limit ${MAX_KEY_MATCHES}
      ))
      and not exists (select 1 from by_link))`,
  );
}

/**
 * Recent items whose titles are alike, newest first, leaving out those already candidates. The
 * window and order are applied here: in SQL they tempted the planner into items_created_idx.
 */
function alikeTitles(rows: LookupRow[], title: string, since: Date, seen: Set<string>): string[] {
  return rows
    .filter((row) => row.how === 'title' && !seen.has(row.id))
    .map(candidateFrom)
    .filter((c) => c.createdAt.getTime() > since.getTime())
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, MAX_TITLE_CANDIDATES)
    .filter((c) => titleSimilarity(c.title, title) >= NEAR_DUPLICATE_TITLE)
    .map((c) => c.id);
}

/**
 * Recent items with the same fingerprint, then recent items with an alike title whose text
 * names every number and month this title names (as the full-text search on the title this
 * replaces required): only those are compared by text. Bodies of alike titles are read only
 * when there are some.
 */
async function recentCandidates(
  db: Db,
  key: DedupeKey,
  rows: LookupRow[],
  since: Date,
): Promise<Candidate[]> {
  const sameText = rows.filter((row) => row.how === 'text').map(candidateFrom);
  const alike = alikeTitles(rows, key.title, since, new Set(sameText.map((c) => c.id)));
  const similar = alike.length
    ? (
        await db
          .select({
            id: items.id,
            title: items.title,
            body: items.body,
            fingerprint: items.fingerprint,
            eventStart: items.eventStart,
            createdAt: items.createdAt,
          })
          .from(items)
          .where(inArray(items.id, alike))
      ).filter((c) => mentionsEditionsOf(key.title, `${c.title} ${c.body}`))
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
  const since = new Date(Date.now() - NEAR_DUPLICATE_WINDOW_DAYS * 86_400_000);
  const rows = await lookUp(db, key, since);
  const byLink = rows.find((row) => row.how === 'link');
  if (byLink) return { id: byLink.id, how: 'link' };
  const copy = (await recentCandidates(db, key, rows, since)).find((candidate) =>
    isCopy(candidate, key),
  );
  return copy ? { id: copy.id, how: 'text' } : null;
}
