import { eq, sql } from 'drizzle-orm';
import { items, itemSources, sources, type Db } from '@thistle/db';
import { nextSourceState, type FetchOutcome } from '../sources/schedule.ts';
import type { Source } from './source-crawl-result.ts';

const WEEK_MS = 7 * 86_400_000;

/**
 * Entries this source published in the week up to `now`: its items dated in that week, and
 * its undated items first seen in that week after the first read of its current URL (what
 * that read found was already there). Null while nothing tells: a first read of undated
 * entries.
 */
export async function entriesLastWeek(
  db: Db,
  source: Pick<Source, 'id'>,
  baselineAt: Date | null,
  now: Date,
): Promise<number | null> {
  const weekAgo = new Date(now.getTime() - WEEK_MS).toISOString();
  const soon = new Date(now.getTime() + 86_400_000).toISOString();
  const baseline = baselineAt?.toISOString() ?? null;
  const [row] = await db
    .select({
      recent: sql<number>`count(*) filter (where (${items.publishedAt} > ${weekAgo} and ${items.publishedAt} <= ${soon}) or (${items.publishedAt} is null and ${baseline}::timestamptz is not null and ${itemSources.firstSeenAt} > ${baseline}::timestamptz and ${itemSources.firstSeenAt} > ${weekAgo}))::int`,
      dated: sql<number>`count(${items.publishedAt})::int`,
    })
    .from(itemSources)
    .innerJoin(items, eq(items.id, itemSources.itemId))
    .where(eq(itemSources.sourceId, source.id));
  if (!row) return null;
  return baselineAt || row.dated > 0 ? row.recent : null;
}

interface RecordExtra {
  bytes?: number;
  etag?: string | null;
  lastModified?: string | null;
  emptyFetches?: number;
  baselineAt?: Date;
}

async function recordState(
  db: Db,
  source: Source,
  now: Date,
  outcome: FetchOutcome,
  random: () => number,
  extra: RecordExtra = {},
): Promise<Source> {
  const state = nextSourceState(source, outcome, now, random);
  const [row] = await db
    .update(sources)
    .set({
      ...state,
      lastFetchedAt: now,
      ...(extra.bytes !== undefined ? { lastBytes: extra.bytes } : {}),
      // A 200 without validators clears the old ones; a 304 or a failure keeps them.
      ...(extra.etag !== undefined ? { etag: extra.etag } : {}),
      ...(extra.lastModified !== undefined ? { lastModified: extra.lastModified } : {}),
      ...(extra.emptyFetches !== undefined ? { emptyFetches: extra.emptyFetches } : {}),
      ...(extra.baselineAt ? { baselineAt: extra.baselineAt } : {}),
      updatedAt: now,
    })
    .where(eq(sources.id, source.id))
    .returning();
  return row ?? source;
}

/** A failed crawl: the source backs off (longer if the server asked), its validators kept. */
export function recordFailure(
  db: Db,
  source: Source,
  now: Date,
  failure: { httpStatus: number | null; error: string; retryAfter?: number },
  random: () => number = Math.random,
) {
  return recordState(db, source, now, { ok: false, ...failure }, random);
}

export async function recordNotModified(
  db: Db,
  source: Source,
  now: Date,
  fetched: { bytes: number; cacheSeconds?: number | null },
  random: () => number = Math.random,
) {
  const baselineAt = source.baselineAt ?? now;
  return recordState(
    db,
    source,
    now,
    {
      ok: true,
      httpStatus: 304,
      cacheSeconds: fetched.cacheSeconds ?? null,
      entriesLastWeek: await entriesLastWeek(db, source, source.baselineAt, now),
    },
    random,
    { bytes: fetched.bytes, baselineAt },
  );
}

/** A crawl that read the body: the new validators replace the old ones. */
export async function recordFetched(
  db: Db,
  source: Source,
  now: Date,
  fetched: {
    httpStatus: number;
    etag: string | null;
    lastModified: string | null;
    cacheSeconds?: number | null;
  },
  read: { bytes: number; ttlMinutes: number | null; yieldedNothing: boolean },
  random: () => number = Math.random,
) {
  return recordState(
    db,
    source,
    now,
    {
      ok: true,
      httpStatus: fetched.httpStatus,
      cacheSeconds: fetched.cacheSeconds ?? null,
      ttlMinutes: read.ttlMinutes,
      entriesLastWeek: await entriesLastWeek(db, source, source.baselineAt, now),
    },
    random,
    {
      bytes: read.bytes,
      etag: fetched.etag,
      lastModified: fetched.lastModified,
      emptyFetches: read.yieldedNothing ? source.emptyFetches + 1 : 0,
      baselineAt: source.baselineAt ?? now,
    },
  );
}
