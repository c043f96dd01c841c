/**
 * The dashboard API under load, on a real PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL;
 * a throw-away database is created and dropped): 1,000 owners over 5,000 items, a Thistle server
 * process (`main.ts`, NODE_ENV=production, no worker), and autocannon beside it at 50
 * connections. GET /api/posts and search are measured against two bare routes of the same
 * server; then 1,000 open realtime streams and the time for one change to reach all of them.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { request, type IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';
import { hashToken, rankNewItems, signAccessToken } from '@thistle/core';
import { migrate, openDatabase, type Database } from '@thistle/db';
import { startServer, type RunningServer } from '../tests/support/server-process.ts';
import type { BenchResult } from './run.ts';

const OWNERS = Number(process.env.BENCH_OWNERS ?? 1000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);
/** The share of items each owner's profile lets through (the baseline's eligibility). */
const POST_SHARE = Number(process.env.BENCH_POST_SHARE ?? 0.5);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000);

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
}
interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
}
interface CannonOptions {
  url: string;
  connections: number;
  duration: number;
  requests?: { setupRequest: (req: CannonRequest) => CannonRequest }[];
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: CannonOptions,
) => Promise<CannonResult>;

const SUBJECTS = [
  'export',
  'food and drink',
  'tourism',
  'digital skills',
  'net zero',
  'manufacturing',
  'creative industries',
  'retail',
  'hospitality',
  'life sciences',
  'fishing',
  'textiles',
  'construction',
  'social enterprise',
  'rural business',
  'innovation',
];
const KINDS: [category: string, words: string][] = [
  ['funding', 'grant'],
  ['funding', 'loan fund'],
  ['events', 'webinar'],
  ['events', 'networking breakfast'],
  ['market-insights', 'quarterly report'],
  ['courses-guides', 'online course'],
  ['courses-guides', 'step-by-step guide'],
];
const THEMES = [
  'Exporting to Europe is covered by a separate adviser.',
  'Hiring your first employee is explained step by step.',
  'Premises, leases and business rates are included.',
  'Marketing on a small budget is the focus of one session.',
  'Cash flow forecasting templates come with it.',
  'Staff training costs can be part of the application.',
  'Public sector tendering is explained by buyers.',
  'Energy costs and net zero plans are discussed.',
  'Intellectual property and patents are explained.',
  'Social media and online sales are covered.',
  'Succession planning and selling a business are discussed.',
  'Apprenticeships and graduate placements are available.',
];
const PLACES = ['Dundee', 'Fife', 'Glasgow', 'Inverness', 'Aberdeen', 'the Borders', 'Edinburgh'];
const REGIONS = ['scotland', 'tayside-fife', 'glasgow-clyde', 'highlands-islands', 'uk'];
const pick = <T>(list: T[], i: number) => list[i % list.length]!;

const DAY_MS = 86_400_000;

async function seedItems(database: Database) {
  const now = Date.now();
  const rows = Array.from({ length: ITEMS }, (_, i) => {
    const subject = pick(SUBJECTS, i);
    const [category, kind] = pick(KINDS, Math.floor(i / SUBJECTS.length));
    const place = pick(PLACES, i * 7);
    const phase = i % 10;
    return {
      title: `${place} ${subject} ${kind} ${i}`,
      body: `A ${kind} for ${subject} businesses in ${place}. ${pick(THEMES, i * 5)} ${pick(THEMES, i * 7 + 3)} Open to small firms and sole traders across Scotland.`,
      category,
      regions: [pick(REGIONS, i * 3)],
      canonical_link: `bench.example/${i}`,
      // Most open, some undated, a tenth already past.
      deadline:
        category === 'funding' && phase < 7
          ? new Date(now + (phase - 1) * 9 * DAY_MS + i * 60_000).toISOString()
          : null,
      event_start:
        category === 'events' ? new Date(now + (phase - 1) * 5 * DAY_MS).toISOString() : null,
      published_at: new Date(now - (i % 60) * DAY_MS).toISOString(),
    };
  });
  await database.query(
    `insert into items (title, body, category, regions, canonical_link, deadline, event_start, published_at)
     select e->>'title', e->>'body', e->>'category',
            array(select jsonb_array_elements_text(e->'regions')), e->>'canonical_link',
            (e->>'deadline')::timestamptz, (e->>'event_start')::timestamptz, (e->>'published_at')::timestamptz
     from jsonb_array_elements($1::jsonb) e`,
    [JSON.stringify(rows)],
  );
}

interface Owner {
  id: string;
  token: string;
}

/** Verified owners with a live session each (a refresh-token family and an access token). */
async function seedOwners(database: Database, authSecret: Uint8Array): Promise<Owner[]> {
  const users = await database.query<{ id: string; email: string }>(
    `insert into users (email, email_verified_at)
     select 'owner' || n || '@bench.example', now() from generate_series(1, $1) n
     returning id, email`,
    [OWNERS],
  );
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const owners: Owner[] = [];
  const sessions = users.map((user) => ({ ...user, sid: randomUUID() }));
  await database.query(
    `insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
     select (e->>'id')::uuid, (e->>'sid')::uuid, e->>'hash', now() + interval '1 day'
     from jsonb_array_elements($1::jsonb) e`,
    [JSON.stringify(sessions.map((s) => ({ ...s, hash: hashToken(randomUUID()) })))],
  );
  for (const session of sessions) {
    owners.push({
      id: session.id,
      token: await signAccessToken(
        authSecret,
        { sub: session.id, email: session.email, sid: session.sid, scope: 'session' },
        expiresAt,
      ),
    });
  }
  return owners;
}

/** BENCH_REUSE: the owners of a database a previous run kept, with new access tokens. */
async function reloadOwners(database: Database, authSecret: Uint8Array): Promise<Owner[]> {
  const sessions = await database.query<{ id: string; email: string; sid: string }>(
    `select u.id, u.email, r.family_id as sid from users u join refresh_tokens r on r.user_id = u.id
     where r.revoked_at is null order by u.email`,
  );
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return Promise.all(
    sessions.map(async (s) => ({
      id: s.id,
      token: await signAccessToken(
        authSecret,
        { sub: s.id, email: s.email, sid: s.sid, scope: 'session' },
        expiresAt,
      ),
    })),
  );
}

/** Each owner gets the share of items their (synthetic) profile lets through. */
async function seedPosts(database: Database) {
  await database.exec(`
    insert into posts (user_id, item_id, score, reasons, created_at)
    select u.id, i.id, round((random() * 2)::numeric, 3)::real,
           array['Open to businesses across Scotland', 'Open to all sectors'],
           coalesce(i.published_at, i.created_at)
    from users u cross join items i
    where (abs(hashtext(u.id::text || i.id::text)) % 1000) < ${Math.round(POST_SHARE * 1000)};
    analyze;`);
}

async function load(
  server: RunningServer,
  owners: Owner[],
  path: (i: number) => string,
  authenticated: boolean,
): Promise<CannonResult> {
  let n = 0;
  return autocannon({
    url: server.url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        setupRequest: (req) => {
          const i = n++;
          const owner = owners[i % owners.length]!;
          const headers: Record<string, string> = authenticated
            ? { authorization: `Bearer ${owner.token}` }
            : {};
          return { ...req, path: path(i), headers };
        },
      },
    ],
  });
}

interface StreamHandle {
  response: IncomingMessage;
  firstEventAt: Promise<number>;
}

/** Opens a stream the way the web client does, and notes when its first event arrives. */
function openStream(server: RunningServer, token: string): Promise<StreamHandle> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}/api/realtime`,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`realtime answered ${response.statusCode}`));
          return;
        }
        let connected = false;
        let buffered = '';
        let resolveEvent!: (at: number) => void;
        const firstEventAt = new Promise<number>((r) => (resolveEvent = r));
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffered += chunk;
          if (!connected && buffered.includes(': connected\n\n')) {
            connected = true;
            resolve({ response, firstEventAt });
          }
          if (buffered.includes('\nevent: ')) resolveEvent(performance.now());
          if (buffered.length > 1_000_000) buffered = buffered.slice(-1000);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function realtimeFanIn(server: RunningServer, owners: Owner[], database: Database) {
  // One owner with STREAMS tabs: one event must reach every one of them.
  const one = owners[0]!;
  const tabs: StreamHandle[] = [];
  for (let i = 0; i < STREAMS; i += 100) {
    tabs.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, STREAMS - i) }, () => openStream(server, one.token)),
      )),
    );
  }
  const start = performance.now();
  const patch = await fetch(`${server.url}/api/me`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${one.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Bench' }),
  });
  if (!patch.ok) throw new Error(`PATCH /api/me answered ${patch.status}`);
  const answered = performance.now();
  const arrivals = await Promise.all(tabs.map((t) => t.firstEventAt));
  const oneOwner = {
    writeMs: answered - start,
    lastMs: Math.max(...arrivals) - start,
    medianMs: [...arrivals].sort((a, b) => a - b)[arrivals.length >> 1]! - start,
  };
  for (const tab of tabs) tab.response.destroy();

  // STREAMS owners with a stream each, and one new item fanned out to all of them by the rank
  // job's code: one posts INSERT event per owner.
  const streams: StreamHandle[] = [];
  const subset = owners.slice(0, STREAMS);
  for (let i = 0; i < subset.length; i += 100) {
    streams.push(
      ...(await Promise.all(subset.slice(i, i + 100).map((o) => openStream(server, o.token)))),
    );
  }
  const [item] = await database.query<{ id: string }>(
    `insert into items (title, body, category, regions, canonical_link)
     values ('Bench: new grant for everyone', 'A new grant.', 'funding', '{scotland}', $1) returning id`,
    [`bench.example/new-${randomUUID()}`],
  );
  const fanStart = performance.now();
  await rankNewItems(database.db, [item!.id]);
  const fanEnd = performance.now();
  const fanArrivals = await Promise.all(streams.map((s) => s.firstEventAt));
  for (const stream of streams) stream.response.destroy();
  return {
    oneOwner,
    fanOut: {
      writeMs: fanEnd - fanStart,
      lastAfterWriteMs: Math.max(...fanArrivals) - fanEnd,
      lastMs: Math.max(...fanArrivals) - fanStart,
    },
  };
}

export async function run(): Promise<BenchResult> {
  const title = `Dashboard API on PostgreSQL: ${OWNERS.toLocaleString('en-GB')} owners, ${ITEMS.toLocaleString('en-GB')} items, ${CONNECTIONS} connections`;
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return {
      title,
      lines: ['Skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.'],
    };
  }
  // BENCH_REUSE=<url of a database a BENCH_KEEP run left>: skip the two-minute seeding.
  const reuse = process.env.BENCH_REUSE;
  const name = `thistle_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = reuse ?? url.toString();
  const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  const authSecretText = randomBytes(48).toString('base64');
  let server: RunningServer | undefined;
  try {
    await migrate(database);
    const seedStart = performance.now();
    const authSecret = new TextEncoder().encode(authSecretText);
    let owners: Owner[];
    if (reuse) owners = await reloadOwners(database, authSecret);
    else {
      await seedItems(database);
      owners = await seedOwners(database, authSecret);
      await seedPosts(database);
    }
    const [{ count: postCount } = { count: '0' }] = await database.query<{ count: string }>(
      'select count(*)::text as count from posts',
    );
    const seedS = (performance.now() - seedStart) / 1000;

    server = await startServer({
      env: {
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl,
        AUTH_SECRET: authSecretText,
        DATA_KEY: randomBytes(32).toString('base64'),
        WORKER: 'off',
        LOG_LEVEL: 'warn',
      },
    });
    const warm = server;
    await load(warm, owners, () => '/api/posts', true);

    const terms = [
      'export',
      'exporting',
      'food drink',
      'net zero grant',
      'Dundee webinar',
      'guide',
    ];
    const cases: [string, (i: number) => string, boolean][] = [
      ['`GET /api/nope` (404 from the router: no database, no auth)', () => '/api/nope', false],
      ['`GET /api/health` (one `select 1`)', () => '/api/health', false],
      ['`GET /api/me` (the session check and one small query)', () => '/api/me', true],
      ['`GET /api/posts` (ranked, 20 a page)', () => '/api/posts', true],
      ['`GET /api/posts?sort=closing`', () => '/api/posts?sort=closing', true],
      [
        '`GET /api/posts?q=…` (search, 6 queries in turn)',
        (i) => `/api/posts?q=${encodeURIComponent(pick(terms, i))}`,
        true,
      ],
    ];
    const results: [string, CannonResult][] = [];
    for (const [label, path, authenticated] of cases) {
      results.push([label, await load(warm, owners, path, authenticated)]);
    }
    const bare = results[0]![1].requests.average;
    const health = results[1]![1].requests.average;
    const realtime = await realtimeFanIn(warm, owners, database);

    const row = ([label, r]: [string, CannonResult]) =>
      `| ${label} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${((100 * r.requests.average) / bare).toFixed(0)} % | ${((100 * r.requests.average) / health).toFixed(0)} % | ${r.non2xx + r.errors + r.timeouts} |`;
    const feed = results[3]![1];
    const search = results[5]![1];
    return {
      title,
      lines: [
        `${Number(postCount).toLocaleString('en-GB')} posts (each owner gets about ${Math.round(POST_SHARE * 100)} % of the items), seeded in ${seedS.toFixed(0)} s; autocannon ${DURATION_S} s per row after a warm-up, owners taken in turn. The server: one \`main.ts\` process (NODE_ENV=production, LOG_LEVEL=warn, no worker, pool of 10) on the same machine as PostgreSQL ${await database.query<{ server_version: string }>('show server_version').then((r) => r[0]!.server_version)} and autocannon.`,
        '',
        '| route | requests/s | p50 | p99 | vs 404 route | vs /api/health | non-2xx or errors |',
        '| --- | --- | --- | --- | --- | --- | --- |',
        ...results.map(row),
        '',
        `Goals: the feed at least 25 % of the bare route's throughput (against /api/health: ${((100 * feed.requests.average) / health).toFixed(0)} %; against the database-free 404: ${((100 * feed.requests.average) / bare).toFixed(0)} %); p99 under 50 ms at ${CONNECTIONS} connections (feed ${feed.latency.p99} ms, search ${search.latency.p99} ms).`,
        '',
        '| realtime | time |',
        '| --- | --- |',
        `| ${STREAMS} streams of one owner: PATCH /api/me answered | ${realtime.oneOwner.writeMs.toFixed(0)} ms |`,
        `| … its one event on the median stream / on the last stream (from the request) | ${realtime.oneOwner.medianMs.toFixed(0)} ms / ${realtime.oneOwner.lastMs.toFixed(0)} ms |`,
        `| ${STREAMS} owners with a stream each: the rank job posts one new item to all of them | ${realtime.fanOut.writeMs.toFixed(0)} ms |`,
        `| … the last owner's event, after the fan-out finished / from its start | ${realtime.fanOut.lastAfterWriteMs.toFixed(0)} ms / ${realtime.fanOut.lastMs.toFixed(0)} ms |`,
        '',
        `Goal: one event reaches all ${STREAMS} streams within 1 s of the write.`,
      ],
    };
  } finally {
    await server?.dispose();
    await database.close();
    // BENCH_KEEP=1 leaves the seeded database for EXPLAIN ANALYZE.
    if (process.env.BENCH_KEEP || reuse) console.error(`kept ${databaseUrl}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
