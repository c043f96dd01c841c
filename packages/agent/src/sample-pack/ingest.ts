import { eq, sql } from 'drizzle-orm';
import { items, sources, type Db } from '@thistle/db';
import type { Source } from '../pipeline/crawl-source.ts';
import { crawlAndHandOff, type AgentRuntime } from '../pipeline/run.ts';
import type { CrawlSummary } from '../pipeline/crawl.ts';
import { readSampleManifest, type SampleManifest } from './manifest.ts';

/** Where Thistle serves the pack (apps/server/src/routes/sample-pack.ts). */
export const SAMPLE_PACK_ROUTE = '/sample-pack/';

export function sampleUrl(selfOrigin: string, path: string): string {
  return new URL(`${SAMPLE_PACK_ROUTE}${path.replace(/^\/+/, '')}`, selfOrigin).toString();
}

/**
 * Registers (or refreshes) the pack's sources with origin 'sample'. A sample source is
 * recognised by its path, so a restart on another port updates its URL rather than adding a
 * second copy.
 */
export async function registerSampleSources(
  db: Db,
  manifest: SampleManifest,
  selfOrigin: string,
): Promise<Source[]> {
  const existing = await db.select().from(sources).where(eq(sources.origin, 'sample'));
  const byPath = new Map(existing.map((s) => [new URL(s.url).pathname, s]));
  const registered: Source[] = [];
  for (const entry of manifest.sources) {
    const url = sampleUrl(selfOrigin, entry.path);
    const values = {
      name: entry.name,
      url,
      type: entry.type,
      kind: entry.kind,
      regions: entry.regions,
      homepage: entry.homepage ? sampleUrl(selfOrigin, entry.homepage) : null,
      evidence: 'Sample content written for Thistle (not published by the organisation)',
    };
    const known = byPath.get(new URL(url).pathname);
    if (known) {
      const [row] = await db
        .update(sources)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(sources.id, known.id))
        .returning();
      registered.push(row!);
    } else {
      const [row] = await db
        .insert(sources)
        .values({ ...values, origin: 'sample' })
        .onConflictDoUpdate({ target: sources.url, set: { ...values, updatedAt: new Date() } })
        .returning();
      registered.push(row!);
    }
  }
  return registered;
}

export type SampleIngestion =
  | { ingested: true; summary: CrawlSummary }
  | { ingested: false; reason: 'disabled' | 'has-items' | 'no-pack' | 'no-origin' };

/**
 * First start: when SAMPLE_CONTENT is on and there are no items at all, the sample pack is
 * registered and crawled through the same pipeline as any source, from this server itself.
 */
export async function ingestSamplePackIfEmpty(
  runtime: AgentRuntime,
  manifest: SampleManifest | null = readSampleManifest(),
): Promise<SampleIngestion> {
  if (!runtime.config.sampleContent) return { ingested: false, reason: 'disabled' };
  const [row] = await runtime.database.db
    .select({ any: sql<number>`1` })
    .from(items)
    .limit(1);
  if (row) return { ingested: false, reason: 'has-items' };
  if (!manifest) return { ingested: false, reason: 'no-pack' };
  if (!runtime.selfOrigin) return { ingested: false, reason: 'no-origin' };
  const registered = await registerSampleSources(runtime.database.db, manifest, runtime.selfOrigin);
  const summary = await crawlAndHandOff(runtime, registered, { concurrency: 8 });
  return { ingested: true, summary };
}
