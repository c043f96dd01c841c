import { describe, expect, it } from 'vitest';
import { taxonomy } from '@thistle/shared';
import { extractFacts } from '../../src/extract/index.ts';
import { extractArticle, parseFeed } from '../../src/parse/index.ts';
import {
  SAMPLE_NOTE,
  expectedSampleEntries,
  isSampleEntry,
  renderSampleFile,
  sampleContentIds,
  sampleItems,
  sampleManifest,
} from '../../src/sample-pack/index.ts';
import { zonedTime } from '../../src/time.ts';

const base = 'http://127.0.0.1:3000/sample-pack/';
const manifest = sampleManifest();

// A winter and a summer "now", so dates cross BST both ways.
for (const now of [new Date('2026-11-21T10:00:00Z'), new Date('2027-06-15T16:30:00Z')]) {
  describe(`sample pack rendered at ${now.toISOString()}`, () => {
    const parsed = manifest.sources.map((source) => {
      const file = renderSampleFile(source.path, now);
      if (!file) throw new Error(`no file for ${source.path}`);
      return {
        source,
        file,
        feed: parseFeed(file.body, {
          url: base + source.path,
          type: source.type,
          contentType: file.contentType,
          now,
        }),
      };
    });

    it('has at least 20 sources and 150 entries across all five formats', () => {
      expect(manifest.sources.length).toBeGreaterThanOrEqual(20);
      const total = parsed.reduce((n, p) => n + p.feed.entries.length, 0);
      expect(total).toBeGreaterThanOrEqual(150);
      const byType = new Map<string, number>();
      for (const p of parsed)
        byType.set(p.feed.type, (byType.get(p.feed.type) ?? 0) + p.feed.entries.length);
      expect([...byType.keys()].sort()).toEqual(['atom', 'html', 'ical', 'json', 'rss']);
      for (const count of byType.values()) expect(count).toBeGreaterThanOrEqual(15);
    });

    it.each(manifest.sources.map((s) => [s.id, s] as const))(
      '%s parses into its items, every one marked as a sample',
      (id) => {
        const { source, feed } = parsed.find((p) => p.source.id === id)!;
        expect(feed.type).toBe(source.type);
        expect(feed.entries.length).toBe(expectedSampleEntries(id));
        for (const entry of feed.entries) {
          expect(entry.title).not.toBe('');
          expect(entry.organisation).toBe(source.name);
          expect(entry.text.trimEnd().endsWith(SAMPLE_NOTE)).toBe(true);
          expect(isSampleEntry(entry)).toBe(true);
          expect(entry.link).toMatch(new RegExp(`^${base}${id}/items/[a-z0-9-]+\\.html$`));
        }
      },
    );

    it('serves an item page for every link, readable by extractArticle', () => {
      for (const { feed } of parsed)
        for (const entry of feed.entries) {
          const path = entry.link!.slice(base.length);
          const page = renderSampleFile(path, now);
          expect(page?.contentType).toMatch(/text\/html/);
          const article = extractArticle(page!.body, entry.link!);
          expect(article.title).toBe(entry.title);
          expect(article.text).toContain(SAMPLE_NOTE);
          expect(article.organisation).toMatch(/^Sample: /);
        }
    });

    it('writes deadlines, amounts and event times the extractor reads back exactly', () => {
      let deadlines = 0;
      let events = 0;
      for (const { source, feed } of parsed) {
        const items = sampleItems(source.id);
        for (const entry of feed.entries) {
          const item = items.find((i) => entry.link!.endsWith(`/items/${i.slug}.html`))!;
          const facts = extractFacts(entry, { now, sourceName: source.name });
          if (item.deadline !== undefined) {
            const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(
              now,
            );
            const [y, m, d] = today.split('-').map(Number);
            const day = new Date(Date.UTC(y!, m! - 1, d! + item.deadline));
            const [hh, mm] = (item.deadlineTime ?? '23:59').split(':').map(Number);
            const expected = zonedTime(
              day.getUTCFullYear(),
              day.getUTCMonth() + 1,
              day.getUTCDate(),
              hh,
              mm,
            );
            expect(facts.deadline?.toISOString(), `${source.id}/${item.slug}`).toBe(
              expected.toISOString(),
            );
            deadlines++;
          } else {
            expect(facts.deadline, `${source.id}/${item.slug}`).toBeNull();
          }
          if (item.amount !== undefined) expect(facts.amountMaxGbp, item.slug).toBe(item.amount);
          if (item.start !== undefined) {
            expect(facts.eventStart, item.slug).not.toBeNull();
            expect(facts.eventStart!.getTime(), item.slug).toBeGreaterThan(
              now.getTime() - 86_400_000,
            );
            events++;
          }
        }
      }
      expect(deadlines).toBeGreaterThan(50);
      expect(events).toBeGreaterThan(50);
    });
  });
}

describe('sample pack manifest and files', () => {
  const regionIds = new Set(taxonomy.region.map((r: { id: string }) => r.id));

  it('lists every content file once, with taxonomy regions and names marked as samples', () => {
    expect(manifest.sample).toBe(true);
    expect(manifest.sources.map((s) => s.id).sort()).toEqual(sampleContentIds().sort());
    for (const s of manifest.sources) {
      expect(s.name.startsWith('Sample: ')).toBe(true);
      expect(s.path.startsWith(`${s.id}/`)).toBe(true);
      for (const region of s.regions)
        expect(regionIds.has(region), `${s.id}: ${region}`).toBe(true);
    }
  });

  it('serves the manifest and nothing outside the pack', () => {
    const now = new Date();
    expect(JSON.parse(renderSampleFile('manifest.json', now)!.body).sources).toHaveLength(
      manifest.sources.length,
    );
    for (const path of [
      '../package.json',
      'nope/feed.rss',
      'fife-business-support/items/../../x',
      'fife-business-support/items/missing.html',
      'fife-business-support/other.rss',
    ])
      expect(renderSampleFile(path, now)).toBeNull();
  });

  it('keeps dates relative to now: a year later the items have moved with it', () => {
    const a = renderSampleFile(
      'fife-business-support/feed.rss',
      new Date('2026-11-21T10:00:00Z'),
    )!.body;
    const b = renderSampleFile(
      'fife-business-support/feed.rss',
      new Date('2027-11-21T10:00:00Z'),
    )!.body;
    expect(a).not.toBe(b);
    expect(b.replace(/2028/g, '2027').replace(/2027/g, 'Y')).toContain('Y');
  });
});
