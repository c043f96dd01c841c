import { eq } from 'drizzle-orm';
import { sources, type Db } from '@thistle/db';
import { nextSourceState } from '../sources/schedule.ts';
import type { Source } from './source-crawl-result.ts';

async function recordState(
  db: Db,
  source: Source,
  now: Date,
  outcome: Parameters<typeof nextSourceState>[1],
  extra: { bytes?: number; etag?: string | null; lastModified?: string | null } = {},
) {
  const state = nextSourceState(source, outcome, now);
  await db
    .update(sources)
    .set({
      ...state,
      lastFetchedAt: now,
      ...(extra.bytes !== undefined ? { lastBytes: extra.bytes } : {}),
      // A 200 without validators clears the old ones; a 304 or a failure keeps them.
      ...(extra.etag !== undefined ? { etag: extra.etag } : {}),
      ...(extra.lastModified !== undefined ? { lastModified: extra.lastModified } : {}),
      updatedAt: now,
    })
    .where(eq(sources.id, source.id));
}

/** A failed crawl: the source backs off (longer if the server asked), its validators kept. */
export function recordFailure(
  db: Db,
  source: Source,
  now: Date,
  failure: { httpStatus: number | null; error: string; retryAfter?: number },
) {
  return recordState(db, source, now, { ok: false, ...failure });
}

export function recordNotModified(db: Db, source: Source, now: Date, bytes: number) {
  return recordState(db, source, now, { ok: true, httpStatus: 304 }, { bytes });
}

/** A crawl that read the body: the new validators replace the old ones. */
export function recordFetched(
  db: Db,
  source: Source,
  now: Date,
  fetched: { httpStatus: number; etag: string | null; lastModified: string | null },
  bytes: number,
) {
  return recordState(
    db,
    source,
    now,
    { ok: true, httpStatus: fetched.httpStatus },
    { bytes, etag: fetched.etag, lastModified: fetched.lastModified },
  );
}
