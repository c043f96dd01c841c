/**
 * A crawl cycle of 700 sources served by a local fixture server (each under its own host name,
 * resolved to 127.0.0.1, so per-host politeness applies per source as it would on the web),
 * 50-800 ms latency, 10 % of sources failing with 500; then the recrawl of the same sources,
 * which a polite crawler answers mostly with 304s. Real stages (fetcher, parser, extractor,
 * offline tagger) on an embedded PGlite database, as `npm start` runs them.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { openDatabase, migrate, sources } from '@thistle/db';
import { silentLogger } from '@thistle/core';
import { createAgentStages, crawlSources } from '../packages/agent/src/index.ts';
import type { BenchResult } from './run.ts';

const SOURCES = Number(process.env.BENCH_SOURCES ?? 700);
const ITEMS_PER_FEED = 10;
const TOPICS = [
  [
    'grant',
    'Grants of up to £{n},000 for small manufacturers investing in new equipment. Applications close on {d} March 2027.',
  ],
  [
    'webinar',
    'A free webinar on exporting to Europe for food and drink producers, on {d} February 2027 at 10am.',
  ],
  [
    'report',
    'Our quarterly survey of Scottish small businesses shows confidence rising in hospitality and retail.',
  ],
  [
    'guide',
    'A step-by-step guide to registering for VAT and keeping digital records for Making Tax Digital.',
  ],
] as const;

/** A deterministic pseudo-random number in [0, 1) from a string. */
const unit = (key: string) => createHash('sha1').update(key).digest().readUInt32BE(0) / 2 ** 32;

function feed(index: number): string {
  const items = Array.from({ length: ITEMS_PER_FEED }, (_, i) => {
    const [kind, text] = TOPICS[(index + i) % TOPICS.length]!;
    const body = text
      .replace('{n}', String(5 + ((index * 7 + i) % 45)))
      .replace('{d}', String(1 + ((index + i) % 27)));
    return `<item><title>Source ${index} ${kind} number ${i}: ${kind === 'grant' ? 'Growth Fund' : 'Business update'} ${index}-${i}</title>
<link>https://src-${index}.bench.test/items/${i}</link><guid>src-${index}-${i}</guid>
<pubDate>Mon, 04 Jan 2027 09:00:00 GMT</pubDate><description>${body} Item ${index}-${i} for businesses in Fife and Tayside. ${'Further details follow in the full notice. '.repeat(3)}</description></item>`;
  }).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Source ${index}</title><link>https://src-${index}.bench.test/</link>\n${items}\n</channel></rss>`;
}

export async function run(): Promise<BenchResult> {
  const bodies = Array.from({ length: SOURCES }, (_, i) => feed(i));
  const etags = bodies.map((b) => `"${createHash('sha1').update(b).digest('hex').slice(0, 16)}"`);
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    const index = Number(/^src-(\d+)\./.exec(req.headers.host ?? '')?.[1] ?? -1);
    const latency = 50 + Math.floor(unit(`${req.headers.host}${req.url}${requests}`) * 750);
    setTimeout(() => {
      if (index < 0 || index >= SOURCES) return res.writeHead(404).end();
      if (req.url === '/robots.txt') return res.writeHead(404).end();
      if (index % 10 === 0) return res.writeHead(500).end('failing on purpose');
      if (req.headers['if-none-match'] === etags[index])
        return res.writeHead(304, { etag: etags[index] }).end();
      res
        .writeHead(200, {
          'content-type': 'application/rss+xml; charset=utf-8',
          etag: etags[index],
        })
        .end(bodies[index]);
    }, latency);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const database = await openDatabase({});
  await migrate(database);
  const rows = await database.db
    .insert(sources)
    .values(
      Array.from({ length: SOURCES }, (_, i) => ({
        name: `Bench source ${i}`,
        url: `http://src-${i}.bench.test:${port}/feed.xml`,
        type: 'rss' as const,
        kind: 'funder',
        regions: ['scotland'],
        origin: 'catalogue' as const,
      })),
    )
    .returning();
  const stages = createAgentStages(
    {
      fetchAllowPrivate: true,
      llm: {
        provider: 'offline',
        baseUrl: undefined,
        apiKey: undefined,
        model: '',
        sendSensitive: false,
      },
    },
    silentLogger,
    { resolve: async () => [{ address: '127.0.0.1', family: 4 }] },
  );

  if (process.env.BENCH_VERBOSE) {
    const timed = <A extends unknown[], R>(name: string, fn: (...args: A) => R) => {
      const totals = ((globalThis as Record<string, unknown>).__t ??= {}) as Record<string, number>;
      return (...args: A): R => {
        const t = performance.now();
        const r = fn(...args);
        if (r instanceof Promise) return r.finally(() => (totals[name] = (totals[name] ?? 0) + performance.now() - t)) as R;
        totals[name] = (totals[name] ?? 0) + performance.now() - t;
        return r;
      };
    };
    stages.fetch = timed('fetch', stages.fetch);
    stages.parseFeed = timed('parse', stages.parseFeed);
    stages.extractFacts = timed('extract', stages.extractFacts);
    const tagger = stages.tagger;
    stages.tagger = { tag: timed('tag', (input) => tagger.tag(input)) };
    process.on('exit', () => console.error((globalThis as Record<string, unknown>).__t));
  }
  const t1 = performance.now();
  const first = await crawlSources(database.db, stages, rows, {
    onProgress: (done) => {
      if (process.env.BENCH_VERBOSE && done % 10 === 0) console.error(done, Math.round(performance.now() - t1));
    },
  });
  const firstMs = performance.now() - t1;
  const firstRequests = requests;

  const fresh = await database.db.select().from(sources);
  const t2 = performance.now();
  const second = await crawlSources(database.db, stages, fresh);
  const secondMs = performance.now() - t2;
  const secondRequests = requests - firstRequests;

  await database.close();
  await new Promise((resolve) => server.close(resolve));
  const ratio = second.bytes / first.bytes;
  const kib = (b: number) => `${(b / 1024).toFixed(0)} KiB`;
  return {
    title: 'Crawl: 700 sources, 50-800 ms latency, 10 % failing (local fixture server, PGlite)',
    lines: [
      '| cycle | time | requests | fetched | not modified | failed | new items | bytes | goal |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      `| first | ${(firstMs / 1000).toFixed(1)} s | ${firstRequests} | ${first.fetched} | ${first.notModified} | ${first.failed} | ${first.newItems} | ${kib(first.bytes)} | < 60 s ${firstMs < 60_000 ? '(met)' : '(NOT met)'} |`,
      `| recrawl | ${(secondMs / 1000).toFixed(1)} s | ${secondRequests} | ${second.fetched} | ${second.notModified} | ${second.failed} | ${second.newItems} | ${kib(second.bytes)} (${(ratio * 100).toFixed(2)} % of the first) | < 5 % of the first's bytes ${ratio < 0.05 ? '(met)' : '(NOT met)'} |`,
      '',
      "Requests include robots.txt (once per host, then cached) and the fetcher's retries of the failing 10 % (two, with back-off).",
    ],
  };
}
