/**
 * The agent's jobs in a full app: the scheduled crawl claims due sources, stores items with
 * the real stages (against a local fixture server), and hands them to `feed.rank-items`,
 * whose baseline fan-out turns them into posts for the users they fit.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { itemSources, items, posts, sources, users } from '@thistle/db';
import { testDatabaseKinds } from '@thistle/db/testing';
import { addSource, crawlDueJob, crawlSourceJob } from '@thistle/agent';
import { createTestApp, type TestApp } from './support.ts';

const rss = (items: { title: string; link: string; text: string }[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Fixture</title>${items
    .map(
      (i) =>
        `<item><title>${i.title}</title><link>${i.link}</link><description>${i.text}</description></item>`,
    )
    .join('')}</channel></rss>`;

const GRANT = {
  title: 'Scottish Net Zero Grant',
  link: 'https://agency.example/grants/net-zero',
  text: 'Grants of up to £10,000 for small businesses anywhere in Scotland to cut their energy use. Applications close on 30 June 2099.',
};

describe.each(testDatabaseKinds())('agent jobs on %s', (kind) => {
  let fixture: Server;
  let base: string;
  let app: TestApp;
  const hits: string[] = [];

  beforeAll(async () => {
    fixture = createServer((req, res) => {
      hits.push(req.url ?? '');
      if (req.url === '/agency.xml')
        res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss([GRANT]));
      else if (req.url === '/news.xml')
        res.writeHead(200, { 'content-type': 'application/rss+xml' }).end(
          rss([
            { ...GRANT, link: `${GRANT.link}?utm_source=news` },
            {
              title: 'Glasgow only: a meetup',
              link: 'https://news.example/glasgow',
              text: 'A meetup for Glasgow businesses.',
            },
          ]),
        );
      else if (req.url === '/broken.xml') res.writeHead(500).end();
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => fixture.listen(0, '127.0.0.1', resolve));
    const address = fixture.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    app = await createTestApp(kind, { FETCH_ALLOW_PRIVATE: 'true' });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => fixture.close(resolve));
  });

  it('crawls what is due, dedupes across sources and fans new items out to fitting users', async () => {
    const { db } = app.services.database;
    await db.insert(users).values([
      { email: 'fife@example.com', emailVerifiedAt: new Date(), regions: ['tayside-fife'] },
      { email: 'cardiff@example.com', emailVerifiedAt: new Date(), regions: ['wales'] },
    ]);
    const agency = await addSource(db, {
      name: 'Agency',
      url: `${base}/agency.xml`,
      type: 'rss',
      regions: ['scotland'],
    });
    await addSource(db, {
      name: 'News',
      url: `${base}/news.xml`,
      type: 'rss',
      regions: ['scotland'],
    });
    const broken = await addSource(db, { name: 'Broken', url: `${base}/broken.xml`, type: 'rss' });
    await app.services.jobs.work(app.services.jobContext);

    await app.services.jobs.runOne(crawlDueJob, {}, app.services.jobContext);

    const stored = await db.select().from(items).orderBy(items.title);
    expect(stored.map((i) => i.title)).toEqual([
      'Glasgow only: a meetup',
      'Scottish Net Zero Grant',
    ]);
    const grant = stored[1]!;
    expect(grant).toMatchObject({ category: 'funding', amountMaxGbp: 10000, isSample: false });
    expect(grant.regions).toContain('scotland');
    const publishers = await db.select().from(itemSources).where(eq(itemSources.itemId, grant.id));
    expect(publishers).toHaveLength(2);
    const [failed] = await db.select().from(sources).where(eq(sources.id, broken.id));
    expect(failed).toMatchObject({ consecutiveFailures: 1, lastStatus: 500, flagged: false });

    // The hand-off: feed.rank-items runs on the worker and posts the grant to the Fife user only.
    const [fife] = await db.select().from(users).where(eq(users.email, 'fife@example.com'));
    for (let i = 0; i < 120; i++) {
      const mine = await db.select().from(posts).where(eq(posts.userId, fife!.id));
      if (mine.some((p) => p.itemId === grant.id)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const fifePosts = await db.select().from(posts).where(eq(posts.userId, fife!.id));
    expect(fifePosts.find((p) => p.itemId === grant.id)?.reasons[0]).toBe(
      'Open to businesses across Scotland',
    );
    const [cardiff] = await db.select().from(users).where(eq(users.email, 'cardiff@example.com'));
    expect(await db.select().from(posts).where(eq(posts.userId, cardiff!.id))).toEqual([]);

    // Nothing is due any more: a second scheduled run fetches nothing.
    hits.length = 0;
    await app.services.jobs.runOne(crawlDueJob, {}, app.services.jobContext);
    expect(hits).toEqual([]);

    // crawl-source takes one source whatever its due time, and is idempotent.
    await app.services.jobs.runOne(
      crawlSourceJob,
      { sourceId: agency.id },
      app.services.jobContext,
    );
    expect(hits.filter((h) => h === '/agency.xml')).toHaveLength(1);
    const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(items)) as [
      { n: number },
    ];
    expect(n).toBe(2);
  });
});
