/**
 * The operator's command line as a real process, with and without a running server holding
 * the embedded database, and the exact output of `thistle tag`.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@thistle/db/testing';
import { startServer } from '../../../tests/support/server-process.ts';
import { thistle } from './thistle-process.ts';

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Fixture Agency</title><link>http://fixture.test/</link>
<item><title>Fife Food Export Grant</title><link>https://fixture.example/grants/food-export</link>
<description>Grants of up to £20,000 for food and drink producers in Fife to attend overseas trade shows. Applications close on 30 April 2027.</description>
<pubDate>Mon, 04 Jan 2027 09:00:00 GMT</pubDate></item>
<item><title>Dundee tech meetup</title><link>https://fixture.example/events/dundee-tech</link>
<description>An evening meetup for software start-ups in Dundee on 18 February 2027 at 6pm.</description>
<pubDate>Tue, 05 Jan 2027 09:00:00 GMT</pubDate></item>
</channel></rss>`;

describe('thistle tag', { timeout: 120_000 }, () => {
  it('writes each JSON line back with the tags and facts, in the agreed format', async () => {
    const lines = [
      {
        title: 'Tayside Growth Grant',
        body: 'Grants of up to £25,000 for manufacturers in Dundee and Angus. Applications close 5pm on 12 March 2027.',
        link: 'https://example.org/tgg',
        organisation: 'Dundee City Council',
      },
      {
        title: 'Export breakfast in Perth',
        body: 'Join us on 5 February 2027 at 8:30am in Perth for an export breakfast with trade advisers.',
        link: null,
        organisation: null,
      },
    ];
    const run = await thistle(
      ['tag'],
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      lines.map((l) => JSON.stringify(l)).join('\n'),
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const out = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out).toHaveLength(2);
    for (const [i, row] of out.entries()) {
      expect(Object.keys(row)).toEqual([
        'title',
        'body',
        'link',
        'organisation',
        'category',
        'regions',
        'stages',
        'sectors',
        'topics',
        'deadline',
        'amount_max_gbp',
        'event_start',
      ]);
      expect(row).toMatchObject(lines[i]!);
      for (const facet of ['regions', 'stages', 'sectors', 'topics']) {
        expect(Array.isArray(row[facet])).toBe(true);
      }
    }
    expect(out[0]).toMatchObject({
      category: 'funding',
      deadline: '2027-03-12',
      amount_max_gbp: 25000,
      event_start: null,
    });
    expect(out[0]!.regions).toContain('tayside-fife');
    expect(out[1]).toMatchObject({
      category: 'events',
      deadline: null,
      amount_max_gbp: null,
      event_start: '2027-02-05T08:30',
    });
  });

  it('reads dates without a year against "published", echoed as written', async () => {
    const body =
      'Grants of up to £5,000 from a £1m fund. Applications close at 5pm on Friday 14 March.';
    const run = await thistle(
      ['tag'],
      { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      [
        JSON.stringify({ title: 'Shopfront grants', body, published: '2025-01-10' }),
        JSON.stringify({ title: 'Shopfront grants', body, published: '14/03/2025' }),
      ].join('\n'),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('line 2: "published" is not an ISO date (YYYY-MM-DD); skipped\n');
    const out = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({
      published: '2025-01-10',
      deadline: '2025-03-14',
      amount_max_gbp: 5000,
    });
  });

  it('reports a line that is not an item on stderr and exits 1', async () => {
    const run = await thistle(['tag'], {}, '{"title":"Fine"}\nnot json\n');
    expect(run.code).toBe(1);
    expect(run.stdout.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toBe('line 2: not a JSON object with a "title" string; skipped\n');
  });
});

// Each command is a fresh Node process opening PGlite: seconds each on a busy two-core machine.
describe('thistle with and without a running server', { timeout: 240_000 }, () => {
  let fixture: Server;
  let feedUrl: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'thistle-cli-'));

  beforeAll(async () => {
    fixture = createServer((req, res) => {
      if (req.url === '/feed.xml')
        res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(RSS);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
    const address = fixture.address();
    feedUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/feed.xml`;
  });
  afterAll(async () => {
    await new Promise((resolve) => fixture.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('bad arguments print the usage and exit 2, never a stack trace', async () => {
    for (const args of [
      ['sources'],
      ['sources', 'add', '--name', 'X'],
      ['crawl', '--nope'],
      ['sources', 'list', '--region', 'mars'],
      ['frobnicate'],
    ]) {
      const run = await thistle(args, { DATA_DIR: dataDir });
      expect(run.code, args.join(' ')).toBe(2);
      expect(`${run.stdout}${run.stderr}`).toMatch(/Usage/);
      expect(run.stderr).not.toMatch(/\bat .+:\d+:\d+/);
    }
  });

  it('works on the data directory directly when no server holds it', async () => {
    const added = await thistle(
      [
        'sources',
        'add',
        '--name',
        'Fixture Agency',
        '--url',
        feedUrl,
        '--type',
        'rss',
        '--kind',
        'funder',
        '--regions',
        'tayside-fife',
      ],
      { DATA_DIR: dataDir },
    );
    expect(added.stderr).toBe('');
    expect(added.stdout).toMatch(/^Added Fixture Agency \([0-9a-f-]{36}\): rss http/);
    const again = await thistle(
      ['sources', 'add', '--name', 'Again', '--url', feedUrl, '--type', 'rss'],
      { DATA_DIR: dataDir },
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`A source already fetches ${feedUrl}.\n`);
    const list = await thistle(['sources', 'list', '--region', 'tayside-fife'], {
      DATA_DIR: dataDir,
    });
    expect(list.stdout).toMatch(/Fixture Agency/);
    expect(list.stdout).toMatch(/\n1 source\n$/);
    const status = await thistle(['status'], { DATA_DIR: dataDir });
    expect(status.stdout).toMatch(/Due now: 1\n/);
    expect(status.stdout).toMatch(/Database: opened directly/);
  });

  it('goes through the running server while it holds the data directory, and back again', async () => {
    const server = await startServer({ dataDir });
    try {
      const file = join(dataDir, 'server.json');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      const crawl = await thistle(['crawl', '--source', feedUrl], { DATA_DIR: dataDir });
      expect(crawl.stderr).toBe('');
      expect(crawl.code).toBe(0);
      expect(crawl.stdout).toMatch(/^Crawled 1 source in /);
      expect(crawl.stdout).toMatch(
        /fetched {2}not modified {2}failed {2}new items {2}duplicates\n[- ]+\n +1 +0 +0 +2 +0\n/,
      );
      const status = await thistle(['status'], { DATA_DIR: dataDir });
      expect(status.stdout).toMatch(/Items: 2 \(0 samples\)/);
      expect(status.stdout).toMatch(/Database: through the running server/);
      const missing = await thistle(['sources', 'disable', 'https://nowhere.example/feed'], {
        DATA_DIR: dataDir,
      });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toBe('No source has the id or URL https://nowhere.example/feed.\n');
      const disabled = await thistle(['sources', 'disable', feedUrl], { DATA_DIR: dataDir });
      expect(disabled.stdout).toMatch(/^Disabled Fixture Agency/);
    } finally {
      await server.stop();
    }
    expect(existsSync(join(dataDir, 'server.json'))).toBe(false);
    const status = await thistle(['status'], { DATA_DIR: dataDir });
    expect(status.stdout).toMatch(/Sources: 1 \(0 enabled\)/);
    expect(status.stdout).toMatch(/Items: 2 \(0 samples\)/);
    expect(status.stdout).toMatch(/Database: opened directly/);
  });

  it('refuses the operator endpoints without the token', async () => {
    const server = await startServer();
    try {
      const response = await fetch(`${server.url}/api/operator/status`);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: {
          code: 'operator_only',
          message: 'Operator commands are for the command line on this machine.',
        },
      });
    } finally {
      await server.dispose();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('with DATABASE_URL connects directly', async () => {
    const database = await createTestDatabase('postgres');
    try {
      const added = await thistle(
        ['sources', 'add', '--name', 'PG Fixture', '--url', feedUrl, '--type', 'rss'],
        {
          DATABASE_URL: database.url!,
        },
      );
      expect(added.code).toBe(0);
      const crawl = await thistle(['crawl'], { DATABASE_URL: database.url! });
      expect(crawl.stdout).toMatch(/ +1 +0 +0 +2 +0\n/);
      const status = await thistle(['status'], { DATABASE_URL: database.url! });
      expect(status.stdout).toMatch(/Items: 2 \(0 samples\)/);
      expect(status.stdout).toMatch(/Database: opened directly/);
    } finally {
      await database.close();
    }
  });
});
