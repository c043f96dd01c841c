/**
 * The ranking refresh after a big crawl: 500 new items ranked for 10,000 verified owners
 * (`feed.rank-items`: score every pair, write the eligible posts, one realtime event per owner,
 * notifications for the best), with the process's memory sampled throughout; then one owner's
 * whole feed ranked again (`feed.refresh-owner`). On a fresh database on BENCH_DATABASE_URL's
 * (else TEST_DATABASE_URL's) PostgreSQL server, and on PGlite unless BENCH_RANKING_PGLITE=0.
 * Items are the real-world labelled items' texts and tags, varied; owners cover every region,
 * stage and sector, with a town and needs in their own words (10 % have no profile yet).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { rankNewItems, refreshOwnerFeed } from '@thistle/core';
import { items, migrate, openDatabase, users, type Database } from '@thistle/db';
import {
  loadEvaluationItems,
  type EvaluationItem,
} from '../packages/core/test/ranking/eval-set.ts';
import type { BenchResult } from './run.ts';

const OWNERS = Number(process.env.BENCH_RANKING_OWNERS ?? 10_000);
const NEW_ITEMS = Number(process.env.BENCH_RANKING_ITEMS ?? 500);
/** Items already in the feed before the crawl (the rarity sample and the refresh read them). */
const EXISTING_ITEMS = 1_500;
const REFRESHES = 10;

const DAY = 86_400_000;

/** The evaluation set's real items (texts and human tags), varied and dated from `now`. */
function itemRows(source: EvaluationItem[], count: number, tag: string, now: number) {
  return Array.from({ length: count }, (_, i) => {
    const real = source[i % source.length]!;
    return {
      title: `${real.title} (${tag} ${i})`,
      body: real.body,
      category: real.category,
      group: real.group,
      canonicalLink: `bench.example/${tag}/${i}`,
      regions: real.regions,
      stages: real.stages,
      sectors: real.sectors,
      topics: real.topics,
      amountMaxGbp: real.amountMaxGbp,
      publishedAt: new Date(now - (i % 20) * DAY),
      deadline: i % 3 === 0 ? new Date(now + (3 + (i % 50)) * DAY) : null,
    };
  });
}

const PLACES: Array<[region: string, towns: string[]]> = [
  ['tayside-fife', ['Dundee', 'Kirkcaldy', 'Perth', 'Arbroath']],
  ['glasgow-clyde', ['Govan, Glasgow', 'Paisley', 'Motherwell', 'Greenock']],
  ['edinburgh-lothians', ['Leith, Edinburgh', 'Livingston', 'Musselburgh']],
  ['highlands-islands', ['Inverness', 'Portree', 'Oban', 'Stornoway', 'Elgin']],
  ['north-east-scotland', ['Aberdeen', 'Peterhead', 'Inverurie']],
  ['forth-valley', ['Stirling', 'Falkirk', 'Alloa']],
  ['ayrshire', ['Kilmarnock', 'Ayr', 'Irvine']],
  ['south-of-scotland', ['Hawick', 'Dumfries', 'Galashiels']],
  ['england', ['Newcastle upon Tyne', 'Leeds', 'Bristol']],
  ['wales', ['Aberystwyth', 'Cardiff']],
];
const STAGES = ['idea', 'startup', 'growth', 'established'];
const SECTORS = [
  'food-drink',
  'tourism-hospitality',
  'creative-industries',
  'digital-tech',
  'manufacturing-engineering',
  'construction-property',
  'retail-ecommerce',
  'life-sciences-health',
  'agriculture-rural',
  'social-enterprise',
];
const TOPICS = [
  'grants',
  'loans-finance',
  'export-international',
  'marketing-sales',
  'recruitment-employment',
  'skills-training',
  'net-zero-sustainability',
  'digital-adoption',
  'procurement-tenders',
];
const NEEDS = [
  'Finance for new equipment and help exporting to Europe',
  'Marketing online and finding wholesale customers',
  'Recruiting and training apprentices, and cash flow',
  'Cutting energy costs and getting onto council frameworks',
  'How to start up properly: registering, tax and a business plan',
];

function ownerRows(count: number, tag: string) {
  return Array.from({ length: count }, (_, i) => {
    const [region, towns] = PLACES[i % PLACES.length]!;
    const blank = i % 10 === 9;
    return {
      email: `bench-${tag}-${i}@example.com`,
      emailVerifiedAt: new Date(),
      regions: blank ? [] : [region],
      stage: blank ? null : STAGES[i % STAGES.length]!,
      sectors: blank ? [] : [SECTORS[(i * 7) % SECTORS.length]!],
      topicsNeeded: blank ? [] : [0, 1, 2].map((k) => TOPICS[(i + k * 3) % TOPICS.length]!),
      profile: blank
        ? {}
        : {
            businessOwner: { support_areas_needed: NEEDS[i % NEEDS.length] },
            businessDetails: {
              business_location: towns[i % towns.length],
              team_size: String(1 + (i % 30)),
              business_age: `Trading since ${2010 + (i % 16)}`,
            },
          },
    };
  });
}

async function insertChunked<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await write(rows.slice(i, i + 500));
}

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;

interface Figures {
  label: string;
  seconds: number;
  posts: number;
  owners: number;
  notified: number;
  eventBytes: number;
  heapStart: number;
  heapPeak: number;
  heapEnd: number;
  rssPeak: number;
  refreshMs: number[];
  refreshPosts: number;
}

async function measure(database: Database, label: string): Promise<Figures> {
  await migrate(database);
  const { db } = database;
  const now = Date.now();
  const source = loadEvaluationItems();
  await insertChunked(itemRows(source, EXISTING_ITEMS, 'old', now - 5 * DAY), (c) =>
    db.insert(items).values(c),
  );
  await insertChunked(ownerRows(OWNERS, randomBytes(3).toString('hex')), (c) =>
    db.insert(users).values(c),
  );
  const fresh = await db
    .insert(items)
    .values(itemRows([...source].reverse(), NEW_ITEMS, 'new', now))
    .returning({ id: items.id });

  global.gc?.();
  const heapStart = process.memoryUsage().heapUsed;
  let heapPeak = heapStart;
  let rssPeak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    heapPeak = Math.max(heapPeak, m.heapUsed);
    rssPeak = Math.max(rssPeak, m.rss);
  }, 100);
  const started = performance.now();
  const summary = await rankNewItems(
    db,
    fresh.map((r) => r.id),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  global.gc?.();
  const heapEnd = process.memoryUsage().heapUsed;
  const [size] = await database.query<{ bytes: string }>(
    `select coalesce(sum(pg_column_size(row)), 0)::text as bytes from realtime_events`,
  );

  const someOwners = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.regions} <> '{}'`)
    .limit(REFRESHES);
  const refreshMs: number[] = [];
  let refreshPosts = 0;
  for (const { id } of someOwners) {
    const t0 = performance.now();
    const result = await refreshOwnerFeed(db, id);
    refreshMs.push(performance.now() - t0);
    refreshPosts += result?.created ?? 0;
  }
  return {
    label,
    seconds,
    ...summary,
    eventBytes: Number(size?.bytes ?? 0),
    heapStart,
    heapPeak,
    heapEnd,
    rssPeak,
    refreshMs,
    refreshPosts: Math.round(refreshPosts / someOwners.length),
  };
}

async function onServer(serverUrl: string): Promise<Figures> {
  const name = `thistle_bench_ranking_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  try {
    const [version] = await database.query<{ v: string }>(
      `select current_setting('server_version') as v`,
    );
    return await measure(database, `PostgreSQL ${version?.v ?? ''}`.trim());
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** PGlite on disk, as `npm start` runs it (in memory, 10,000 owners' posts would fill RAM). */
async function onPglite(): Promise<Figures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'thistle-bench-ranking-'));
  const database = await openDatabase({ dataDir });
  try {
    return await measure(database, 'PGlite (on disk)');
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function run(): Promise<BenchResult> {
  const runs: Figures[] = [];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) runs.push(await onServer(serverUrl));
  if (process.env.BENCH_RANKING_PGLITE !== '0') runs.push(await onPglite());
  const lines = [
    `${NEW_ITEMS} new items (real texts and tags) ranked for ${OWNERS.toLocaleString('en-GB')} verified owners, ${EXISTING_ITEMS.toLocaleString('en-GB')} items already stored; one \`rankNewItems\` call as \`feed.rank-items\` runs it. Memory is the bench process's heap, sampled every 100 ms.`,
    '',
    "| database | time | posts written | per owner | notifications | realtime events (jsonb) | heap before → peak → after | peak RSS | one owner's refresh (median of 10) |",
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...runs.map(
      (r) =>
        `| ${r.label} | ${r.seconds.toFixed(1)} s | ${r.posts.toLocaleString('en-GB')} | ${Math.round(r.posts / r.owners)} | ${r.notified.toLocaleString('en-GB')} | ${mb(r.eventBytes)} | ${mb(r.heapStart)} → ${mb(r.heapPeak)} → ${mb(r.heapEnd)} | ${mb(r.rssPeak)} | ${Math.round(median(r.refreshMs))} ms (${r.refreshPosts} posts made) |`,
    ),
  ];
  return {
    title: `Ranking: ${NEW_ITEMS} new items for ${OWNERS.toLocaleString('en-GB')} owners`,
    lines,
  };
}
