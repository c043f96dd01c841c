/**
 * First start: the sample pack, served by the app itself, goes through the real pipeline
 * (real fetcher with the private-address guard on, parsers, extractor, tagger) on both
 * databases; SAMPLE_CONTENT=false leaves the database empty.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { itemSources, items, sources } from '@thistle/db';
import { testDatabaseKinds } from '@thistle/db/testing';
import { isTaxonomyId } from '@thistle/shared';
import { crawlAndHandOff, ingestSamplePackIfEmpty, readSampleManifest } from '@thistle/agent';
import { agentRuntime } from '../src/agent-runtime.ts';
import { createTestApp, type TestApp } from './support.ts';

async function listening(app: TestApp) {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    ...agentRuntime(app.services, { serving: true }),
    selfOrigin: `http://127.0.0.1:${port}`,
  };
}

const count = async (app: TestApp, where = sql`true`) => {
  const [row] = (await app.services.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(items)
    .where(where)) as [{ n: number }];
  return row.n;
};

describe.each(testDatabaseKinds())('the sample pack on %s', { timeout: 180_000 }, (kind) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(kind, { SAMPLE_CONTENT: 'true', FETCH_ALLOW_PRIVATE: 'false' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is crawled from the app itself into at least 150 tagged, deduplicated sample items', async () => {
    const runtime = await listening(app);
    const manifest = readSampleManifest()!;
    const outcome = await ingestSamplePackIfEmpty(runtime);
    if (!outcome.ingested) throw new Error(`not ingested: ${outcome.reason}`);
    const { summary } = outcome;
    expect(
      summary.results.filter((r) => r.outcome === 'failed').map((r) => `${r.name}: ${r.error}`),
    ).toEqual([]);
    expect(summary.results.filter((r) => r.skipped > 0).map((r) => r.skippedError)).toEqual([]);
    expect(summary.sources).toBe(manifest.sources.length);
    expect(summary.fetched).toBe(manifest.sources.length);
    expect(summary.newItems).toBeGreaterThanOrEqual(150);

    const { db } = app.services.database;
    const all = await db.select().from(items);
    expect(all.length).toBe(summary.newItems);
    expect(all.every((i) => i.isSample)).toBe(true);
    for (const item of all) {
      expect(isTaxonomyId('category', item.category), item.title).toBe(true);
      expect(item.regions.length, item.title).toBeGreaterThan(0);
      expect(item.taggedBy).toBe('offline');
      expect(item.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    }
    const links = all.map((i) => i.canonicalLink).filter(Boolean);
    expect(new Set(links).size).toBe(links.length);
    const [{ orphans }] = (await db
      .select({ orphans: sql<number>`count(*)::int` })
      .from(items)
      .where(
        sql`not exists (select 1 from ${itemSources} where ${itemSources.itemId} = ${items.id})`,
      )) as [{ orphans: number }];
    expect(orphans).toBe(0);
    const categories = new Set(all.map((i) => i.category));
    expect([...categories].sort()).toEqual([
      'courses-guides',
      'events',
      'funding',
      'market-insights',
    ]);
    expect(all.some((i) => i.deadline)).toBe(true);
    expect(all.some((i) => i.eventStart)).toBe(true);
    expect(all.some((i) => i.amountMaxGbp)).toBe(true);

    const sampleSources = await db.select().from(sources).where(eq(sources.origin, 'sample'));
    expect(sampleSources).toHaveLength(manifest.sources.length);
    expect(new Set(sampleSources.map((s) => s.type))).toEqual(
      new Set(['rss', 'atom', 'json', 'ical', 'html']),
    );
    expect(sampleSources.every((s) => s.lastStatus === 200 && s.consecutiveFailures === 0)).toBe(
      true,
    );

    // A second crawl of every sample source finds nothing new.
    const again = await crawlAndHandOff(runtime, sampleSources);
    expect(again.failed).toBe(0);
    expect(again.newItems).toBe(0);
    expect(await count(app)).toBe(all.length);

    // And start-up does not ingest it again once there are items.
    expect(await ingestSamplePackIfEmpty(runtime)).toEqual({
      ingested: false,
      reason: 'has-items',
    });
  });

  it('the trusted origin is exactly this server: a catalogue source on it is still refused', async () => {
    const runtime = await listening(await createTestApp(kind, { FETCH_ALLOW_PRIVATE: 'false' }));
    const { db } = runtime.database;
    const [source] = await db
      .insert(sources)
      .values({
        name: 'Not a sample',
        url: `${runtime.selfOrigin}/sample-pack/fife-business-support/feed.rss`,
        type: 'rss',
        kind: 'funder',
        origin: 'catalogue',
      })
      .returning();
    const summary = await crawlAndHandOff(runtime, [source!]);
    expect(summary.failed).toBe(1);
    expect(summary.results[0]!.error).toMatch(/^private-address/);
    await runtime.database.close();
  });
});

describe.each(testDatabaseKinds())('SAMPLE_CONTENT=false on %s', { timeout: 120_000 }, (kind) => {
  it('leaves the database empty', async () => {
    const app = await createTestApp(kind, { SAMPLE_CONTENT: 'false' });
    try {
      const runtime = await listening(app);
      expect(await ingestSamplePackIfEmpty(runtime)).toEqual({
        ingested: false,
        reason: 'disabled',
      });
      expect(await count(app)).toBe(0);
      const [{ n }] = (await app.services.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sources)) as [{ n: number }];
      expect(n).toBe(0);
    } finally {
      await app.close();
    }
  });
});
