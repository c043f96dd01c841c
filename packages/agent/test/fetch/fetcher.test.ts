import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFetcher, parseRetryAfter, type FetcherOptions } from '../../src/fetch/index.ts';

// One misbehaving server for the whole file, on 127.0.0.1 only: these tests never leave the machine.
let server: http.Server;
let base: string;
let connections = 0;
const hits = new Map<string, number>();
let bigBytesSent = 0;

function hit(path: string): number {
  const n = (hits.get(path) ?? 0) + 1;
  hits.set(path, n);
  return n;
}

const latin1Body = Buffer.concat([
  Buffer.from('<?xml version="1.0"?><rss version="2.0"><channel><title>Caf'),
  Buffer.from([0xe9, 0x20, 0x93, 0x71, 0x94, 0x20, 0xa3, 0x35]), // "é “q” £5" in windows-1252
  Buffer.from('</title></channel></rss>'),
]);

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const n = hit(url.pathname);
    switch (url.pathname) {
      case '/robots.txt':
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(
          'User-agent: *\nDisallow: /private/\nAllow: /private/open\n\nUser-agent: OtherBot\nDisallow: /\n',
        );
        return;
      case '/ok':
        res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', etag: '"v1"' });
        res.end('<rss><channel><title>Hello “world”</title></channel></rss>');
        return;
      case '/private/secret':
      case '/private/open':
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end('inside');
        return;
      case '/slow':
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('partial');
        // Never ends: the fetcher's total timeout must cut it.
        return;
      case '/flaky':
        if (n === 1) {
          res.writeHead(500);
          res.end('boom');
        } else {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.end('recovered');
        }
        return;
      case '/busy':
        if (n === 1) {
          res.writeHead(429, { 'retry-after': '7' });
          res.end();
        } else {
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.end('after wait');
        }
        return;
      case '/always-busy':
        res.writeHead(429, { 'retry-after': '3600' });
        res.end();
        return;
      case '/always-500':
        res.writeHead(503);
        res.end();
        return;
      case '/latin1-unlabelled':
        res.writeHead(200, { 'content-type': 'application/xml' });
        res.end(latin1Body);
        return;
      case '/latin1-labelled':
        res.writeHead(200, { 'content-type': 'text/xml; charset=ISO-8859-1' });
        res.end(latin1Body);
        return;
      case '/utf8-bom':
        res.writeHead(200, { 'content-type': 'text/xml; charset=windows-1252' });
        res.end(
          Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<t>Café £5 – “ok”</t>')]),
        );
        return;
      case '/html-meta':
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(
          Buffer.concat([
            Buffer.from('<html><head><meta charset="windows-1252"><title>'),
            Buffer.from([0x93, 0x41, 0x94]),
            Buffer.from('</title></head></html>'),
          ]),
        );
        return;
      case '/loop':
        res.writeHead(302, { location: `/loop?n=${n}` });
        res.end();
        return;
      case '/redirect-once':
        res.writeHead(301, { location: '/ok' });
        res.end();
        return;
      case '/redirect-private':
        res.writeHead(302, { location: 'http://10.0.0.1/admin' });
        res.end();
        return;
      case '/huge': {
        // 50 MB streamed in 64 KB chunks with no Content-Length: the cap must stop reading.
        res.writeHead(200, { 'content-type': 'text/plain' });
        const chunk = Buffer.alloc(64 * 1024, 0x61);
        let sent = 0;
        const pump = () => {
          while (sent < 50 * 1024 * 1024) {
            sent += chunk.length;
            bigBytesSent += chunk.length;
            if (!res.write(chunk)) {
              res.once('drain', pump);
              return;
            }
          }
          res.end();
        };
        res.on('close', () => res.removeAllListeners('drain'));
        pump();
        return;
      }
      case '/huge-declared':
        res.writeHead(200, {
          'content-type': 'text/plain',
          'content-length': String(50 * 1024 * 1024),
        });
        res.write('x');
        return;
      case '/malformed':
        res.writeHead(200, { 'content-type': 'application/rss+xml' });
        res.end('<rss><channel><title>Broken & unclosed <item></channel>');
        return;
      case '/conditional':
        if (
          req.headers['if-none-match'] === '"abc"' ||
          req.headers['if-modified-since'] === 'Wed, 01 Jan 2025 00:00:00 GMT'
        ) {
          res.writeHead(304, { etag: '"abc"' });
          res.end();
        } else {
          res.writeHead(200, {
            'content-type': 'text/plain',
            etag: '"abc"',
            'last-modified': 'Wed, 01 Jan 2025 00:00:00 GMT',
          });
          res.end('fresh');
        }
        return;
      case '/ua':
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(String(req.headers['user-agent']));
        return;
      default:
        res.writeHead(404);
        res.end();
    }
  });
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const sleeps: number[] = [];
function fetcher(overrides: FetcherOptions = {}) {
  return createFetcher({
    allowPrivate: true,
    perHostGapMs: 0,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
    ...overrides,
  });
}

describe('fetcher against a misbehaving local server', () => {
  it('fetches, decodes UTF-8 and keeps validators', async () => {
    const r = await fetcher().fetch(`${base}/ok`);
    expect(r.status).toBe('ok');
    if (r.status !== 'ok') return;
    expect(r.body).toContain('Hello “world”');
    expect(r.etag).toBe('"v1"');
    expect(r.httpStatus).toBe(200);
    expect(r.bytes).toBeGreaterThan(0);
  });

  it('sends our user agent', async () => {
    const r = await fetcher().fetch(`${base}/ua`);
    expect(r.status === 'ok' && r.body).toMatch(/^ThistleBot\/1\.0/);
  });

  it('times out a slow response', async () => {
    const r = await fetcher({ timeoutMs: 300 }).fetch(`${base}/slow`);
    expect(r).toMatchObject({ status: 'error', reason: 'timeout' });
  });

  it('retries a 500 with backoff and then succeeds', async () => {
    sleeps.length = 0;
    const r = await fetcher({ backoffBaseMs: 1000 }).fetch(`${base}/flaky`);
    expect(r.status === 'ok' && r.body).toBe('recovered');
    expect(sleeps).toEqual([750]); // base 1000, jitter 0.5 → between 500 and 1000
  });

  it('honours Retry-After seconds on a 429', async () => {
    sleeps.length = 0;
    const r = await fetcher().fetch(`${base}/busy`);
    expect(r.status === 'ok' && r.body).toBe('after wait');
    expect(sleeps).toEqual([7000]);
  });

  it('does not wait out a Retry-After beyond the cap, and reports it', async () => {
    sleeps.length = 0;
    const r = await fetcher({ maxRetryAfterMs: 60_000 }).fetch(`${base}/always-busy`);
    expect(r).toMatchObject({ status: 'error', reason: 'http', httpStatus: 429, retryAfter: 3600 });
    expect(sleeps).toEqual([]);
  });

  it('gives up after the configured retries with exponential delays', async () => {
    sleeps.length = 0;
    hits.delete('/always-500');
    const r = await fetcher({ retries: 3, backoffBaseMs: 100 }).fetch(`${base}/always-500`);
    expect(r).toMatchObject({ status: 'error', reason: 'http', httpStatus: 503 });
    expect(hits.get('/always-500')).toBe(4);
    expect(sleeps).toEqual([75, 150, 300]);
  });

  it('reads unlabelled windows-1252 bytes as windows-1252', async () => {
    const r = await fetcher().fetch(`${base}/latin1-unlabelled`);
    expect(r.status === 'ok' && r.body).toContain('Café “q” £5');
  });

  it('reads ISO-8859-1-labelled bytes as windows-1252, as browsers do', async () => {
    const r = await fetcher().fetch(`${base}/latin1-labelled`);
    expect(r.status === 'ok' && r.body).toContain('Café “q” £5');
  });

  it('lets a UTF-8 BOM win over a wrong header', async () => {
    const r = await fetcher().fetch(`${base}/utf8-bom`);
    expect(r.status === 'ok' && r.body).toBe('<t>Café £5 – “ok”</t>');
  });

  it('reads an HTML meta charset', async () => {
    const r = await fetcher().fetch(`${base}/html-meta`);
    expect(r.status === 'ok' && r.body).toContain('<title>“A”</title>');
  });

  it('follows a redirect and reports the final URL', async () => {
    const r = await fetcher().fetch(`${base}/redirect-once`);
    expect(r).toMatchObject({ status: 'ok', finalUrl: `${base}/ok` });
  });

  it('stops an endless redirect loop', async () => {
    hits.delete('/loop');
    const r = await fetcher({ maxRedirects: 5 }).fetch(`${base}/loop`);
    expect(r).toMatchObject({ status: 'error', reason: 'too-many-redirects' });
    expect(hits.get('/loop')).toBe(6);
  });

  it('cuts a 50 MB streamed body at the cap without reading it all', async () => {
    bigBytesSent = 0;
    const r = await fetcher({ maxBytes: 5 * 1024 * 1024 }).fetch(`${base}/huge`);
    expect(r).toMatchObject({ status: 'error', reason: 'too-large' });
    // The server stops once the socket closes; socket buffers let a few MB more through.
    expect(bigBytesSent).toBeLessThan(30 * 1024 * 1024);
  });

  it('refuses a declared Content-Length over the cap at once', async () => {
    const r = await fetcher({ maxBytes: 1024 }).fetch(`${base}/huge-declared`);
    expect(r).toMatchObject({ status: 'error', reason: 'too-large' });
  });

  it('serves malformed XML as a normal body: parsing is the next stage', async () => {
    const r = await fetcher().fetch(`${base}/malformed`);
    expect(r.status === 'ok' && r.body).toContain('Broken & unclosed');
  });

  it('respects robots.txt, fetched once per host', async () => {
    hits.delete('/robots.txt');
    const f = fetcher();
    expect(await f.fetch(`${base}/private/secret`)).toMatchObject({
      status: 'error',
      reason: 'robots',
    });
    expect(await f.fetch(`${base}/private/open`)).toMatchObject({ status: 'ok' });
    expect(await f.fetch(`${base}/ok`)).toMatchObject({ status: 'ok' });
    expect(hits.get('/robots.txt')).toBe(1);
  });

  it('refetches robots.txt after its TTL', async () => {
    hits.delete('/robots.txt');
    let clock = 1_000_000;
    const f = fetcher({ now: () => clock, robotsTtlMs: 10_000 });
    await f.fetch(`${base}/ok`);
    clock += 5_000;
    await f.fetch(`${base}/ok`);
    expect(hits.get('/robots.txt')).toBe(1);
    clock += 10_000;
    await f.fetch(`${base}/ok`);
    expect(hits.get('/robots.txt')).toBe(2);
  });

  it('sends If-None-Match / If-Modified-Since and reports a 304 as not-modified', async () => {
    const f = fetcher();
    const first = await f.fetch(`${base}/conditional`);
    expect(first).toMatchObject({ status: 'ok', etag: '"abc"' });
    if (first.status !== 'ok') return;
    expect(await f.fetch(`${base}/conditional`, { etag: first.etag })).toMatchObject({
      status: 'not-modified',
      httpStatus: 304,
    });
    expect(
      await f.fetch(`${base}/conditional`, { lastModified: first.lastModified }),
    ).toMatchObject({ status: 'not-modified' });
  });

  it('keeps one request at a time per host with the minimum gap between starts', async () => {
    let clock = 0;
    const waits: number[] = [];
    const f = createFetcher({
      allowPrivate: true,
      respectRobots: false,
      perHostGapMs: 1000,
      now: () => clock,
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    const results = await Promise.all([
      f.fetch(`${base}/ok`),
      f.fetch(`${base}/ok`),
      f.fetch(`${base}/ok`),
    ]);
    expect(results.every((r) => r.status === 'ok')).toBe(true);
    expect(waits).toEqual([1000, 1000]);
  });
});

describe('private-address guard', () => {
  const literal = [
    'http://127.0.0.1/',
    'http://10.1.2.3/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/',
    'http://0.0.0.0/',
    'http://224.0.0.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fe80::1]/',
    'http://[fd12:3456::1]/',
  ];
  it.each(literal)('refuses %s without connecting', async (url) => {
    const before = connections;
    const r = await createFetcher({ allowPrivate: false, respectRobots: false }).fetch(url);
    expect(r).toMatchObject({ status: 'error', reason: 'private-address', bytes: 0 });
    expect(connections).toBe(before);
  });

  it('refuses the local test server itself when private addresses are not allowed', async () => {
    const before = connections;
    const r = await createFetcher({ allowPrivate: false }).fetch(`${base}/ok`);
    expect(r).toMatchObject({ status: 'error', reason: 'private-address' });
    expect(connections).toBe(before);
  });

  it('checks every DNS answer, not just the first', async () => {
    const before = connections;
    const r = await createFetcher({
      allowPrivate: false,
      respectRobots: false,
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '192.168.0.10', family: 4 },
      ],
    }).fetch('http://rebind.example/feed');
    expect(r).toMatchObject({ status: 'error', reason: 'private-address' });
    expect(connections).toBe(before);
  });

  it('connects to the address it checked, whatever the name resolves to later', async () => {
    // The name is resolved once by our resolver; the socket uses that answer (here loopback,
    // allowed) and never asks the system resolver, which knows nothing of this name.
    const port = (server.address() as AddressInfo).port;
    const r = await createFetcher({
      allowPrivate: true,
      respectRobots: false,
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    }).fetch(`http://feeds.thistle-test.invalid:${port}/ok`);
    expect(r).toMatchObject({ status: 'ok' });
  });

  it('re-checks every redirect hop', async () => {
    const port = (server.address() as AddressInfo).port;
    const before = hits.get('/redirect-private') ?? 0;
    // Loopback stands in for a public host here; the redirect target 10.0.0.1 must be refused.
    const r = await createFetcher({
      allowPrivate: false,
      respectRobots: false,
      isAddressAllowed: (address) => address === '127.0.0.1',
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    }).fetch(`http://public.thistle-test.invalid:${port}/redirect-private`);
    expect(hits.get('/redirect-private')).toBe(before + 1);
    expect(r).toMatchObject({ status: 'error', reason: 'private-address' });
    expect(r.status === 'error' && r.message).toContain('10.0.0.1');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Sat, 21 Nov 2026 12:01:30 GMT', now)).toBe(90);
    expect(parseRetryAfter('Sat, 21 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});
