import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher } from '../../src/fetch/index.ts';

// Four local servers stand for four hosts (host:port), so the global limit can be observed.
const servers: http.Server[] = [];
const bases: string[] = [];
let inFlight = 0;
let maxInFlight = 0;
let robotsHits = 0;

beforeAll(async () => {
  for (let i = 0; i < 4; i++) {
    const server = http.createServer((req, res) => {
      if (req.url === '/robots.txt') {
        robotsHits++;
        res.writeHead(i === 0 ? 503 : 404);
        res.end();
        return;
      }
      if (req.url === '/gzip') {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        res.end(gzipSync(Buffer.from('{"title":"Dùn Èideann"}')));
        return;
      }
      if (req.url === '/bomb') {
        // 1 MB of zeros compresses to about 1 KB: the cap applies to the decoded size.
        res.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
        res.end(gzipSync(Buffer.alloc(1024 * 1024)));
        return;
      }
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      setTimeout(() => {
        inFlight--;
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('ok');
      }, 50);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    bases.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
});

afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
});

describe('fetcher limits and encodings', () => {
  it('never has more requests in flight than the global limit', async () => {
    maxInFlight = 0;
    const f = createFetcher({
      allowPrivate: true,
      respectRobots: false,
      perHostGapMs: 0,
      concurrency: 2,
    });
    const urls = bases.flatMap((b) => [`${b}/a`, `${b}/b`]);
    const results = await Promise.all(urls.map((u) => f.fetch(u)));
    expect(results.every((r) => r.status === 'ok')).toBe(true);
    expect(maxInFlight).toBe(2);
  });

  it('runs hosts in parallel up to the limit', async () => {
    maxInFlight = 0;
    const f = createFetcher({
      allowPrivate: true,
      respectRobots: false,
      perHostGapMs: 0,
      concurrency: 16,
    });
    await Promise.all(bases.map((b) => f.fetch(`${b}/c`)));
    expect(maxInFlight).toBe(4);
  });

  it('decodes gzip and caps the decoded size', async () => {
    const f = createFetcher({ allowPrivate: true, respectRobots: false, maxBytes: 64 * 1024 });
    const ok = await f.fetch(`${bases[1]}/gzip`);
    expect(ok.status === 'ok' && ok.body).toBe('{"title":"Dùn Èideann"}');
    expect(await f.fetch(`${bases[1]}/bomb`)).toMatchObject({
      status: 'error',
      reason: 'too-large',
    });
  });

  it('treats a missing robots.txt as allow-all and a failing one as allow, retried soon', async () => {
    robotsHits = 0;
    let clock = 0;
    const f = createFetcher({
      allowPrivate: true,
      perHostGapMs: 0,
      now: () => clock,
      robotsErrorTtlMs: 60_000,
    });
    expect(await f.fetch(`${bases[0]}/x`)).toMatchObject({ status: 'ok' });
    expect(await f.fetch(`${bases[1]}/x`)).toMatchObject({ status: 'ok' });
    expect(robotsHits).toBe(2);
    clock += 61_000;
    await f.fetch(`${bases[0]}/x`);
    await f.fetch(`${bases[1]}/x`);
    // The 503 robots.txt is asked again after its short TTL; the 404 one is cached for hours.
    expect(robotsHits).toBe(3);
  });

  it('refuses schemes other than http and https, and bad URLs, without retrying', async () => {
    const sleeps: number[] = [];
    const f = createFetcher({
      allowPrivate: true,
      respectRobots: false,
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(await f.fetch('file:///etc/passwd')).toMatchObject({
      status: 'error',
      reason: 'network',
    });
    expect(await f.fetch('not a url')).toMatchObject({ status: 'error', reason: 'network' });
    expect(sleeps).toEqual([]);
  });
});
