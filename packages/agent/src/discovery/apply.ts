import { and, eq, inArray, ne, notInArray, or, isNull } from 'drizzle-orm';
import { sources, type Db } from '@thistle/db';
import type { Source } from '../pipeline/source-crawl-result.ts';
import { recordFailure } from '../pipeline/source-state.ts';
import { jitteredBackoff, SCHEDULE } from '../sources/schedule.ts';
import { chooseTargets, discoveryNote, type WatchTarget } from './choose.ts';
import type { DiscoveryResult } from './types.ts';

export interface AppliedDiscovery {
  status: DiscoveryResult['status'];
  targets: WatchTarget[];
  note: string | null;
  /** The organisation's row to crawl now (null: nothing to crawl until discovery succeeds). */
  crawl: Source | null;
  /** Its further feeds and listings, new or back in use, to crawl now too. */
  more: Source[];
}

/** A fresh URL starts with no validators, failures or pace of its own. */
const FRESH_URL_STATE = {
  etag: null,
  lastModified: null,
  lastStatus: null,
  lastError: null,
  consecutiveFailures: 0,
  flagged: false,
  emptyFetches: 0,
  baselineAt: null,
  entriesLastWeek: null,
};

/** Rows other than this organisation's that already watch these URLs. */
async function watchedElsewhere(
  db: Db,
  organisation: Source,
  urls: string[],
): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ url: sources.url })
    .from(sources)
    .where(
      and(
        inArray(sources.url, urls),
        ne(sources.id, organisation.id),
        or(isNull(sources.parentId), ne(sources.parentId, organisation.id)),
      ),
    );
  return new Set(rows.map((r) => r.url));
}

/**
 * Records what discovery found for one organisation: its own row watches the main target,
 * further targets become rows that belong to it, and rows it no longer needs stop being
 * crawled (their items and history stay). Nothing found: the row waits a week and looks again.
 * The homepage unreadable: the row backs off like any failing source.
 */
export async function applyDiscovery(
  db: Db,
  organisation: Source,
  result: DiscoveryResult,
  now: Date,
  random: () => number,
): Promise<AppliedDiscovery> {
  const chosen = result.status === 'failed' ? [] : chooseTargets(result);
  // Two organisations on one site find the same feeds: each URL is watched once.
  const taken = await watchedElsewhere(
    db,
    organisation,
    chosen.map((t) => t.url),
  );
  const targets = chosen.filter((t) => !taken.has(t.url));
  const note =
    chosen.length > 0 && targets.length === 0
      ? `everything found (${chosen.length}) is already watched for another organisation`
      : discoveryNote(result, chosen);
  const rediscovering = organisation.discoveryStatus === 'found';

  if (result.status === 'failed' || targets.length === 0) {
    if (rediscovering) {
      // A periodic look that failed: what was found before still works, or will say so itself.
      const [kept] = await db
        .update(sources)
        .set({ discoveredAt: now, discoveryNote: note, updatedAt: now })
        .where(eq(sources.id, organisation.id))
        .returning();
      return { status: result.status, targets, note, crawl: kept ?? organisation, more: [] };
    }
    if (result.status === 'failed') {
      await recordFailure(
        db,
        organisation,
        now,
        { httpStatus: null, error: `discovery: ${result.error ?? 'failed'}` },
        random,
      );
      await db.update(sources).set({ discoveryNote: note }).where(eq(sources.id, organisation.id));
      return { status: 'failed', targets, note, crawl: null, more: [] };
    }
    await db
      .update(sources)
      .set({
        discoveryStatus: 'nothing',
        discoveredAt: now,
        discoveryNote: note,
        consecutiveFailures: 0,
        flagged: false,
        lastError: null,
        lastFetchedAt: now,
        nextDueAt: new Date(now.getTime() + jitteredBackoff(SCHEDULE.rediscoverNothingMs, random)),
        updatedAt: now,
      })
      .where(eq(sources.id, organisation.id));
    await db
      .update(sources)
      .set({ enabled: false, updatedAt: now })
      .where(eq(sources.parentId, organisation.id));
    return { status: 'nothing', targets, note, crawl: null, more: [] };
  }

  const main = targets.find((t) => t.url === organisation.url) ?? targets[0]!;
  const further = targets.filter((t) => t !== main);
  // A row of this organisation already on the main URL gives it up to the organisation's row.
  await db
    .delete(sources)
    .where(and(eq(sources.parentId, organisation.id), eq(sources.url, main.url)));
  const changedUrl = main.url !== organisation.url;
  const [updated] = await db
    .update(sources)
    .set({
      url: main.url,
      type: main.type,
      foundBy: main.foundBy,
      covers: main.covers,
      discoveryStatus: 'found',
      discoveredAt: now,
      discoveryNote: note,
      nextDueAt: now,
      updatedAt: now,
      ...(changedUrl
        ? {
            ...FRESH_URL_STATE,
            replacedUrl:
              organisation.foundBy === 'catalogue' ? organisation.url : organisation.replacedUrl,
          }
        : { consecutiveFailures: 0, flagged: false, emptyFetches: 0 }),
    })
    .where(eq(sources.id, organisation.id))
    .returning();

  const more: Source[] = [];
  for (const target of further) {
    const values = {
      enabled: true,
      type: target.type,
      foundBy: target.foundBy,
      covers: target.covers,
      discoveryStatus: 'found' as const,
      discoveredAt: now,
      nextDueAt: now,
      updatedAt: now,
    };
    const [existing] = await db
      .update(sources)
      .set(values)
      .where(and(eq(sources.parentId, organisation.id), eq(sources.url, target.url)))
      .returning();
    if (existing) {
      more.push(existing);
      continue;
    }
    const [inserted] = await db
      .insert(sources)
      .values({
        ...values,
        name: `${organisation.name} (${target.covers})`,
        homepage: organisation.homepage,
        kind: organisation.kind,
        regions: organisation.regions,
        url: target.url,
        origin: organisation.origin,
        parentId: organisation.id,
        evidence: `discovered on ${organisation.homepage ?? organisation.url} (${target.foundBy}), ${now.toISOString().slice(0, 10)}`,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted) more.push(inserted);
  }
  const keep = further.map((t) => t.url);
  await db
    .update(sources)
    .set({ enabled: false, updatedAt: now })
    .where(
      and(
        eq(sources.parentId, organisation.id),
        keep.length ? notInArray(sources.url, keep) : undefined,
      ),
    );
  return { status: 'found', targets, note, crawl: updated ?? organisation, more };
}
