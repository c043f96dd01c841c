/**
 * A crawl cycle of 700 sources served by a local fixture server (each under its own host name,
 * resolved to 127.0.0.1, so per-host politeness applies per source as it would on the web),
 * 50-800 ms latency, 10 % of sources failing with 500; then the recrawl of the same sources,
 * which a polite crawler answers mostly with 304s. Real stages (fetcher, parser, extractor,
 * offline tagger) on an embedded PGlite database, as `npm start` runs them.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { createServer } from 'node:http';
import { openDatabase, migrate, sources, type Database } from '@thistle/db';
import { crawlSources } from '../packages/agent/src/index.ts';
import { localStages } from '../packages/agent/test/support/local-stages.ts';
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

/** PGlite in memory (as `npm start`), or a fresh database on BENCH_DATABASE_URL's server. */
async function benchDatabase(): Promise<{
  database: Database;
  label: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    return { database, label: 'PGlite', drop: () => database.close() };
  }
  const name = `thistle_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 16 });
  return {
    database,
    label: 'PostgreSQL server',
    drop: async () => {
      await database.close();
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
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

  const { database, label, drop } = await benchDatabase();
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
  const stages = localStages();

  const t1 = performance.now();
  const first = await crawlSources(database.db, stages, rows);
  const firstMs = performance.now() - t1;
  const firstRequests = requests;

  const fresh = await database.db.select().from(sources);
  const t2 = performance.now();
  const second = await crawlSources(database.db, stages, fresh);
  const secondMs = performance.now() - t2;
  const secondRequests = requests - firstRequests;

  await drop();
  await new Promise((resolve) => server.close(resolve));
  const ratio = second.bytes / first.bytes;
  const kib = (b: number) => `${(b / 1024).toFixed(0)} KiB`;
  return {
    title: `Crawl: ${SOURCES} sources, 50-800 ms latency, 10 % failing (local fixture server, ${label})`,
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
