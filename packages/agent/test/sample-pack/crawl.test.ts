import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractFacts } from '../../src/extract/index.ts';
import { createFetcher } from '../../src/fetch/index.ts';
import { extractArticle, parseFeed } from '../../src/parse/index.ts';
import { isSampleEntry, renderSampleFile, sampleManifest } from '../../src/sample-pack/index.ts';

// The three library stages composed over real HTTP: a local server renders the pack as
// Thistle's route does, the fetcher fetches it, the parsers and the extractor read it.
let server: http.Server;
let base: string;
const now = new Date();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(
      /^\/sample-pack\//,
      '',
    );
    const file = renderSampleFile(path, now);
    if (!file) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': file.contentType });
    res.end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sample-pack/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('fetch → parse → extract over the sample pack', () => {
  it('reads every source and item page through the fetcher', async () => {
    const fetcher = createFetcher({ allowPrivate: true, perHostGapMs: 0 });
    let entries = 0;
    let withDeadline = 0;
    for (const source of sampleManifest().sources) {
      const result = await fetcher.fetch(base + source.path);
      expect(result.status, source.path).toBe('ok');
      if (result.status !== 'ok') continue;
      const feed = parseFeed(result.body, {
        url: result.finalUrl,
        type: source.type,
        contentType: result.contentType,
        now,
      });
      entries += feed.entries.length;
      for (const entry of feed.entries) {
        expect(isSampleEntry(entry)).toBe(true);
        if (extractFacts(entry, { now, sourceName: source.name }).deadline) withDeadline++;
      }
      if (source.type === 'html') {
        const page = await fetcher.fetch(feed.entries[0]!.link!);
        expect(page.status).toBe('ok');
        if (page.status === 'ok')
          expect(extractArticle(page.body, page.finalUrl).title).toBe(feed.entries[0]!.title);
      }
    }
    expect(entries).toBeGreaterThanOrEqual(150);
    expect(withDeadline).toBeGreaterThan(50);
  });
});
