/**
 * The Monday run on a real PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL; a throw-away
 * database is created and dropped): 10,000 owners over 5,000 items, each owner with the items
 * their (synthetic) profile lets through posted over the last two months, a fifth with a saved
 * search whose matches wait for the report. The run makes, stores and queues every report
 * through the real mail queue (pg-boss, not worked here); heap and RSS are read before, during
 * (sampled) and after, then a second run shows the week is not sent twice.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import {
  JobRunner,
  mailDeliverJob,
  runWeeklyReports,
  silentLogger,
  weekStartOf,
  type Enqueue,
  type JobContext,
} from '@thistle/core';
import { migrate, openDatabase, type Database } from '@thistle/db';
import type { BenchResult } from './run.ts';

const OWNERS = Number(process.env.BENCH_OWNERS ?? 10_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 5000);
/** The share of items that reach each owner (over two months). */
const POST_SHARE = Number(process.env.BENCH_POST_SHARE ?? 0.1);
const GOAL_S = 60;

const TOWNS = [
  'Kirkcaldy',
  'Leith',
  'Dundee',
  'Inverness',
  'Paisley',
  'Elgin',
  'Ayr',
  'Manchester',
];
const SUBJECTS = ['export', 'food and drink', 'tourism', 'digital skills', 'net zero', 'retail'];
const KINDS: [string, string][] = [
  ['funding', 'grant'],
  ['funding', 'loan fund'],
  ['events', 'webinar'],
  ['market-insights', 'quarterly report'],
  ['courses-guides', 'online course'],
];
const pick = <T>(list: T[], i: number) => list[i % list.length]!;
const DAY_MS = 86_400_000;

async function seed(database: Database, asOf: Date) {
  const at = asOf.getTime();
  const items = Array.from({ length: ITEMS }, (_, i) => {
    const [category, kind] = pick(KINDS, i);
    const phase = i % 10;
    return {
      title: `${pick(TOWNS, i * 3)} ${pick(SUBJECTS, i)} ${kind} ${i}`,
      body: `A ${kind} for ${pick(SUBJECTS, i)} businesses. Open to small firms across Scotland.`,
      category,
      link: `https://bench.example/items/${i}`,
      canonical_link: `bench.example/items/${i}`,
      group: `Funder ${i % 40}`,
      deadline:
        category === 'funding' && phase < 8
          ? new Date(at + (phase - 1) * 6 * DAY_MS + i * 60_000).toISOString()
          : null,
      amount: category === 'funding' ? 1000 * (1 + (i % 50)) : null,
      event_start: category === 'events' ? new Date(at + phase * 3 * DAY_MS).toISOString() : null,
    };
  });
  await database.query(
    `insert into items (title, body, category, link, canonical_link, "group", deadline, amount_max_gbp, event_start)
     select e->>'title', e->>'body', e->>'category', e->>'link', e->>'canonical_link', e->>'group',
            (e->>'deadline')::timestamptz, (e->>'amount')::int, (e->>'event_start')::timestamptz
     from jsonb_array_elements($1::jsonb) e`,
    [JSON.stringify(items)],
  );
  await database.query(
    `insert into users (email, email_verified_at, first_name, profile, stage, regions, notification_settings)
     select 'owner' || n || '@bench.example', now(), 'Owner' || n,
            jsonb_build_object('businessDetails', jsonb_build_object(
              'business_name', 'Business ' || n,
              'business_location', ($2::text[])[1 + n % array_length($2::text[], 1)])),
            'startup', array['scotland'],
            jsonb_build_object('weeklyReport', true, 'deadlineReminders', true, 'email', n % 5 <> 0)
     from generate_series(1, $1) n`,
    [OWNERS, TOWNS],
  );
  // Each owner's share of the items, reaching them over the two months before the report.
  await database.exec(`
    insert into posts (user_id, item_id, score, reasons, created_at)
    select u.id, i.id, round((random() * 2)::numeric, 3)::real,
           array['Open to businesses across Scotland', 'Suits a business at the Start-up stage'],
           '${asOf.toISOString()}'::timestamptz - (abs(hashtext(i.id::text || u.id::text)) % 60) * interval '1 day' - interval '1 hour'
    from users u cross join items i
    where (abs(hashtext(u.id::text || i.id::text)) % 1000) < ${Math.round(POST_SHARE * 1000)};
    analyze;`);
  // A fifth of the owners saved a search delivered in the report; three matches each wait.
  await database.exec(`
    insert into saved_searches (user_id, query, deliver, checked_at, created_at)
    select id, 'export', 'report', now(), now() - interval '30 days'
    from users where (abs(hashtext(id::text)) % 5) = 0;
    insert into saved_search_matches (search_id, user_id, post_id, matched_at)
    select s.id, s.user_id, p.id, '${new Date(at - DAY_MS).toISOString()}'::timestamptz
    from saved_searches s
    cross join lateral (
      select id from posts where user_id = s.user_id order by created_at desc limit 3
    ) p;
    analyze;`);
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

export async function run(): Promise<BenchResult> {
  const title = `Monday reports on PostgreSQL: ${OWNERS.toLocaleString('en-GB')} owners, ${ITEMS.toLocaleString('en-GB')} items`;
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return {
      title,
      lines: ['Skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server.'],
    };
  }
  const name = `thistle_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = await openDatabase({ url: databaseUrl, poolSize: 4 });
  const runner = new JobRunner<JobContext>({
    database,
    databaseUrl,
    jobs: [mailDeliverJob] as never,
    logger: silentLogger,
  });
  try {
    await migrate(database);
    const weekStart = weekStartOf(new Date());
    const asOf = new Date(`${weekStart}T07:00:00Z`);
    const seedStart = performance.now();
    await seed(database, asOf);
    const seedS = (performance.now() - seedStart) / 1000;
    const [{ posts } = { posts: '0' }] = await database.query<{ posts: string }>(
      'select count(*)::text as posts from posts',
    );
    await runner.start();

    let queued = 0;
    const enqueue: Enqueue = async (job, payload, options) => {
      await runner.send(job as never, payload as never, options ?? {});
      queued++;
    };
    const deps = {
      db: database.db,
      enqueue,
      logger: silentLogger,
      publicUrl: 'https://thistle.example',
      supportEmail: 'support@thistle.scot',
      authSecret: randomBytes(48),
      llm: null,
    };

    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 100);
    // With --expose-gc: the live heap (after a collection) every 2 s, to see whether it grows.
    const live: number[] = [];
    const liveSampler = setInterval(() => {
      if (!global.gc) return;
      global.gc();
      live.push(process.memoryUsage().heapUsed);
    }, 2000);
    const start = performance.now();
    const totals = await runWeeklyReports(deps, { weekStart });
    const runS = (performance.now() - start) / 1000;
    clearInterval(sampler);
    clearInterval(liveSampler);
    global.gc?.();
    const after = process.memoryUsage();

    const againStart = performance.now();
    const again = await runWeeklyReports(deps, { weekStart });
    const againS = (performance.now() - againStart) / 1000;

    const sizes = await database.query<{ html: number; text: number; items: number }>(
      `select octet_length(html) as html, octet_length(text) as text,
              coalesce(array_length(post_ids, 1), 0) as items
       from weekly_reports order by octet_length(html) desc`,
    );
    const [largest] = await database.query<{
      subject: string;
      html: string;
      text: string;
      headers: Record<string, string>;
    }>(
      `select o.subject, o.html, o.text, o.headers from outbox o order by octet_length(o.html) desc limit 1`,
    );
    const raw = await new MailComposer({
      from: 'Thistle <hello@thistle.scot>',
      to: 'owner@bench.example',
      subject: largest!.subject,
      text: largest!.text,
      html: largest!.html,
      headers: largest!.headers,
    })
      .compile()
      .build();
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const [{ version } = { version: '?' }] = await database.query<{ version: string }>(
      'select current_setting($1) as version',
      ['server_version'],
    );

    return {
      title,
      lines: [
        `${Number(posts).toLocaleString('en-GB')} posts (each owner gets about ${Math.round(POST_SHARE * 100)} % of the items, spread over the 60 days before the report; a fifth of the owners have three saved-search matches waiting), seeded in ${seedS.toFixed(0)} s on PostgreSQL ${version}. The run: \`runWeeklyReports\` in this process (offline opening, batches of 250 owners), every mail queued through pg-boss under its outbox id (not delivered here).`,
        '',
        '| measure | value |',
        '| --- | --- |',
        `| reports made / emailed / empty | ${totals.made.toLocaleString('en-GB')} / ${totals.emailed.toLocaleString('en-GB')} / ${totals.empty} |`,
        `| whole run | **${runS.toFixed(1)} s** (${((runS * 1000) / Math.max(1, totals.made)).toFixed(2)} ms a report) |`,
        `| mails queued | ${queued.toLocaleString('en-GB')} |`,
        `| heap used before / peak / after (after GC) | ${mb(before.heapUsed)} / ${mb(peakHeap)} / ${mb(after.heapUsed)} |`,
        `| RSS before / peak / after | ${mb(before.rss)} / ${mb(peakRss)} / ${mb(after.rss)} |`,
        `| live heap every 2 s during the run (after GC): first / largest / last | ${
          live.length
            ? `${mb(live[0]!)} / ${mb(Math.max(...live))} / ${mb(live.at(-1)!)} (${live.length} samples)`
            : 'run with NODE_OPTIONS=--expose-gc'
        } |`,
        `| second run of the same week | ${again.made} made, ${again.emailed} emailed, in ${againS.toFixed(1)} s |`,
        `| HTML per report: median / largest | ${(median(sizes.map((s) => s.html)) / 1024).toFixed(1)} KB / ${(sizes[0]!.html / 1024).toFixed(1)} KB (${sizes[0]!.items} items) |`,
        `| the largest mail as sent (MIME, text + HTML, quoted-printable) | ${(raw.length / 1024).toFixed(1)} KB |`,
        '',
        `Goal: under ${GOAL_S} s for ${OWNERS.toLocaleString('en-GB')} owners (${runS < GOAL_S ? 'met' : 'not met'}), memory flat (batches are read, written and dropped in turn); every mail under 100 KB.`,
      ],
    };
  } finally {
    await runner.stop();
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
