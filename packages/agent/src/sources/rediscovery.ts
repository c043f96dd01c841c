import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { sources, type Db } from '@thistle/db';
import type { Source } from '../pipeline/source-crawl-result.ts';
import { SCHEDULE } from './schedule.ts';

/** The reason recorded when a document is not (or no longer) what its source says it is. */
export const UNREADABLE = 'unreadable';

/**
 * Whether a watched URL has broken rather than stumbled: it answered 404 or 410, or was not
 * a readable feed, several times in a row; or it kept reading fine but yielding nothing.
 */
export function isBroken(
  source: Pick<Source, 'consecutiveFailures' | 'lastStatus' | 'lastError' | 'emptyFetches'>,
): boolean {
  const gone = source.lastStatus === 404 || source.lastStatus === 410;
  const unreadable = source.lastError?.startsWith(`${UNREADABLE}:`) ?? false;
  return (
    (source.consecutiveFailures >= SCHEDULE.brokenFailuresBeforeRediscovery &&
      (gone || unreadable)) ||
    source.emptyFetches >= SCHEDULE.emptyReadsBeforeRediscovery
  );
}

/**
 * Whether this organisation's site must be searched before it is crawled: it never has been,
 * nothing was found last time (and that was a while ago, or it would not be due), or what was
 * found is old enough to look again.
 */
export function needsDiscovery(
  source: Pick<Source, 'homepage' | 'parentId' | 'discoveryStatus' | 'discoveredAt'>,
  now: Date,
): boolean {
  if (!source.homepage || source.parentId) return false;
  if (source.discoveryStatus === 'pending' || source.discoveryStatus === 'nothing') return true;
  return (
    source.discoveryStatus === 'found' &&
    source.discoveredAt !== null &&
    now.getTime() - source.discoveredAt.getTime() >= SCHEDULE.rediscoverFoundMs
  );
}

/**
 * A broken URL sends its organisation back to discovery, due at once: the organisation's own
 * row, or the row a discovered feed or listing belongs to. A source an operator added by URL
 * alone has no homepage to search and stays flagged for the operator instead.
 */
export async function flagForRediscoveryIfBroken(db: Db, source: Source, now: Date) {
  if (!isBroken(source)) return;
  await db
    .update(sources)
    .set({ discoveryStatus: 'pending', nextDueAt: now, updatedAt: now })
    .where(
      and(
        eq(sources.id, source.parentId ?? source.id),
        ne(sources.discoveryStatus, 'pending'),
        isNotNull(sources.homepage),
      ),
    );
}
