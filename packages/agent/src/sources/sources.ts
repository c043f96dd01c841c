import { and, arrayOverlaps, asc, eq, sql, type SQL } from 'drizzle-orm';
import { items, sources, type Db } from '@thistle/db';
import { badRequest, conflict, isTaxonomyId, notFound } from '@thistle/shared';
import type { FeedType } from '../contracts.ts';
import type { Source } from '../pipeline/crawl-source.ts';
import { watchCounts, type WatchCounts } from './watch-status.ts';

export const FEED_TYPES: FeedType[] = ['rss', 'atom', 'json', 'ical', 'html'];

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export async function listSources(
  db: Db,
  filter: { region?: string | undefined; kind?: string | undefined } = {},
): Promise<Source[]> {
  const conditions: SQL[] = [];
  if (filter.region) conditions.push(arrayOverlaps(sources.regions, [filter.region]));
  if (filter.kind) conditions.push(eq(sources.kind, filter.kind));
  return db
    .select()
    .from(sources)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(sources.name));
}

/** A source by its id or by the URL it fetches; a 404 AppError when there is none. */
export async function findSource(db: Db, idOrUrl: string): Promise<Source> {
  const condition = UUID_PATTERN.test(idOrUrl)
    ? eq(sources.id, idOrUrl)
    : eq(sources.url, idOrUrl.trim());
  const [source] = await db.select().from(sources).where(condition).limit(1);
  if (!source) throw notFound(`No source has the id or URL ${idOrUrl}.`, 'source_not_found');
  return source;
}

export interface NewSource {
  name: string;
  url: string;
  type: FeedType;
  kind?: string | undefined;
  regions?: string[] | undefined;
  homepage?: string | undefined;
}

/** An operator adds one source by hand; it is due at once. */
export async function addSource(db: Db, input: NewSource): Promise<Source> {
  const name = input.name.trim();
  if (!name) throw badRequest('A source needs a name.');
  if (!isHttpUrl(input.url)) throw badRequest(`${input.url} is not an http(s) URL.`);
  if (!FEED_TYPES.includes(input.type)) {
    throw badRequest(`The type must be one of ${FEED_TYPES.join(', ')}.`);
  }
  const regions = input.regions ?? [];
  const unknown = regions.filter((r) => !isTaxonomyId('region', r));
  if (unknown.length) throw badRequest(`Unknown region id(s): ${unknown.join(', ')}.`);
  const [row] = await db
    .insert(sources)
    .values({
      name,
      url: input.url.trim(),
      type: input.type,
      kind: input.kind?.trim() || 'other',
      regions,
      homepage: input.homepage ?? null,
      origin: 'operator',
      foundBy: 'operator',
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(`A source already fetches ${input.url}.`, 'source_exists');
  return row;
}

/** Stops crawling a source; its items stay. */
export async function disableSource(db: Db, idOrUrl: string): Promise<Source> {
  const source = await findSource(db, idOrUrl);
  const [row] = await db
    .update(sources)
    .set({ enabled: false, updatedAt: new Date() })
    .where(eq(sources.id, source.id))
    .returning();
  return row!;
}

export interface SourceStatus {
  total: number;
  enabled: number;
  dueNow: number;
  failing: number;
  flagged: number;
  items: number;
  sampleItems: number;
  lastRunAt: Date | null;
  /** How each organisation is watched: through a feed, a listing page, or not yet and why. */
  watch: WatchCounts;
  failingSources: Pick<
    Source,
    | 'id'
    | 'name'
    | 'url'
    | 'lastStatus'
    | 'lastError'
    | 'consecutiveFailures'
    | 'flagged'
    | 'nextDueAt'
  >[];
  /** Organisations whose sites offered nothing to watch, and when they are looked at again. */
  unwatchedSources: Pick<Source, 'id' | 'name' | 'homepage' | 'discoveryNote' | 'nextDueAt'>[];
}

/** What `thistle status` shows: how much is due, what is failing, when the agent last ran. */
export async function sourceStatus(db: Db, now = new Date()): Promise<SourceStatus> {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      enabled: sql<number>`count(*) filter (where ${sources.enabled})::int`,
      dueNow: sql<number>`count(*) filter (where ${sources.enabled} and ${sources.nextDueAt} <= ${now.toISOString()})::int`,
      failing: sql<number>`count(*) filter (where ${sources.consecutiveFailures} > 0)::int`,
      flagged: sql<number>`count(*) filter (where ${sources.flagged})::int`,
      lastRunAt: sql<string | null>`max(${sources.lastFetchedAt})`,
    })
    .from(sources);
  const [itemCounts] = await db
    .select({
      items: sql<number>`count(*)::int`,
      sampleItems: sql<number>`count(*) filter (where ${items.isSample})::int`,
    })
    .from(items);
  const failingSources = await db
    .select({
      id: sources.id,
      name: sources.name,
      url: sources.url,
      lastStatus: sources.lastStatus,
      lastError: sources.lastError,
      consecutiveFailures: sources.consecutiveFailures,
      flagged: sources.flagged,
      nextDueAt: sources.nextDueAt,
    })
    .from(sources)
    .where(sql`${sources.consecutiveFailures} > 0`)
    .orderBy(sql`${sources.flagged} desc, ${sources.consecutiveFailures} desc`)
    .limit(20);
  const unwatchedSources = await db
    .select({
      id: sources.id,
      name: sources.name,
      homepage: sources.homepage,
      discoveryNote: sources.discoveryNote,
      nextDueAt: sources.nextDueAt,
    })
    .from(sources)
    .where(and(eq(sources.discoveryStatus, 'nothing'), eq(sources.enabled, true)))
    .orderBy(asc(sources.nextDueAt))
    .limit(20);
  return {
    total: counts?.total ?? 0,
    enabled: counts?.enabled ?? 0,
    dueNow: counts?.dueNow ?? 0,
    failing: counts?.failing ?? 0,
    flagged: counts?.flagged ?? 0,
    items: itemCounts?.items ?? 0,
    sampleItems: itemCounts?.sampleItems ?? 0,
    lastRunAt: counts?.lastRunAt ? new Date(counts.lastRunAt) : null,
    watch: await watchCounts(db),
    failingSources,
    unwatchedSources,
  };
}
