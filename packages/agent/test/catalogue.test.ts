import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sources } from '@thistle/db';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '@thistle/db/testing';
import {
  CATALOGUE_COLUMNS,
  normaliseOrganisation,
  parseCatalogue,
  readCatalogueFile,
  sourceFromRow,
  validateCatalogue,
} from '../src/catalogue/catalogue.ts';
import { parseCsv } from '../src/catalogue/csv.ts';
import { importCatalogue } from '../src/catalogue/import.ts';

const HEADER = CATALOGUE_COLUMNS.join(',');
const ROWS = [
  'Scottish Enterprise,https://www.scottish-enterprise.com,enterprise-agency,scotland,https://www.scottish-enterprise.com/feed,rss,"feed: seen in docs, 2026",2026-11-01,"National agency"',
  'Fife Council,https://www.fife.gov.uk,local-authority,scotland;tayside-fife,,,homepage: seen,2026-11-01,',
];

describe('the catalogue file (issue 5: validates whatever the CSV holds)', () => {
  const catalogue = readCatalogueFile();

  it('has the agreed columns and at least one row', () => {
    expect(catalogue.columns).toEqual([...CATALOGUE_COLUMNS]);
    expect(catalogue.rows.length).toBeGreaterThan(0);
  });

  it('has no invalid row and no duplicate organisation, homepage or URL', () => {
    const problems = validateCatalogue(catalogue).map((p) => `line ${p.line}: ${p.message}`);
    expect(problems).toEqual([]);
  });

  it('covers 700+ organisations, 450+ of them Scottish', () => {
    expect(catalogue.rows.length).toBeGreaterThanOrEqual(700);
    expect(
      catalogue.rows.filter((r) => r.regions.includes('scotland')).length,
    ).toBeGreaterThanOrEqual(450);
  });

  it('has a council row for every one of the 32 Scottish council areas', () => {
    const councils = catalogue.rows.filter(
      (r) => r.kind === 'local-authority' && r.regions.includes('scotland'),
    );
    const names = councils.map((r) => r.name.toLowerCase());
    const missing = SCOTTISH_COUNCIL_AREAS.filter(
      ([, pattern]) => !names.some((name) => pattern.test(name)),
    ).map(([area]) => area);
    expect(missing).toEqual([]);
  });
});

/** The 32 council areas and how their council's name reads in the catalogue. */
const SCOTTISH_COUNCIL_AREAS: [string, RegExp][] = [
  ['Aberdeen City', /^aberdeen city council/],
  ['Aberdeenshire', /^aberdeenshire council/],
  ['Angus', /^angus council/],
  ['Argyll and Bute', /^argyll and bute council/],
  ['City of Edinburgh', /^city of edinburgh council/],
  ['Clackmannanshire', /^clackmannanshire council/],
  ['Dumfries and Galloway', /^dumfries and galloway council/],
  ['Dundee City', /^dundee city council/],
  ['East Ayrshire', /^east ayrshire council/],
  ['East Dunbartonshire', /^east dunbartonshire council/],
  ['East Lothian', /^east lothian council/],
  ['East Renfrewshire', /^east renfrewshire council/],
  ['Falkirk', /^falkirk council/],
  ['Fife', /^fife council/],
  ['Glasgow City', /^glasgow city council/],
  ['Highland', /^the highland council/],
  ['Inverclyde', /^inverclyde council/],
  ['Midlothian', /^midlothian council/],
  ['Moray', /^moray council/],
  ['Na h-Eileanan Siar', /^comhairle nan eilean siar/],
  ['North Ayrshire', /^north ayrshire council/],
  ['North Lanarkshire', /^north lanarkshire council/],
  ['Orkney Islands', /^orkney islands council/],
  ['Perth and Kinross', /^perth (&|and) kinross council/],
  ['Renfrewshire', /^renfrewshire council/],
  ['Scottish Borders', /^scottish borders council/],
  ['Shetland Islands', /^shetland islands council/],
  ['South Ayrshire', /^south ayrshire council/],
  ['South Lanarkshire', /^south lanarkshire council/],
  ['Stirling', /^stirling council/],
  ['West Dunbartonshire', /^west dunbartonshire council/],
  ['West Lothian', /^west lothian council/],
];

describe('catalogue validation', () => {
  it('names each problem with its line', () => {
    const csv = [
      HEADER,
      ...ROWS,
      'The Scottish Enterprise Ltd,https://example.org,enterprise-agency,scotland,,,seen,2026-11-01,',
      'Nowhere,notaurl,funder,mars,https://x.example/feed,podcast,,01/11/2026,',
      'Second Fife,https://fife.gov.uk/,local-authority,tayside-fife,,,seen,2026-11-01,',
    ].join('\n');
    const problems = validateCatalogue(parseCatalogue(csv));
    expect(problems).toEqual([
      { line: 4, message: 'same organisation as line 2' },
      { line: 5, message: 'homepage "notaurl" is not a URL' },
      { line: 5, message: 'feed_type "podcast" is not one of rss, atom, json, ical, html' },
      { line: 5, message: 'region "mars" is not a taxonomy id' },
      { line: 5, message: 'no evidence' },
      { line: 5, message: 'checked_on "01/11/2026" is not YYYY-MM-DD' },
      { line: 6, message: 'same homepage as line 3' },
    ]);
  });

  it('accepts the seed format (no evidence column)', () => {
    const seed =
      'name,homepage,kind,regions,feed_url,feed_type,notes\nA,https://a.example,funder,uk,,,';
    expect(validateCatalogue(parseCatalogue(seed))).toEqual([]);
  });

  it('reads quoted fields with commas, quotes and newlines', () => {
    expect(parseCsv('a,"b, ""c""\nd",e\r\n1,2,3\n')).toEqual([
      ['a', 'b, "c"\nd', 'e'],
      ['1', '2', '3'],
    ]);
  });

  it('normalises organisation names', () => {
    expect(normaliseOrganisation('The Federation of Small Businesses Ltd')).toBe(
      normaliseOrganisation('Federation of Small Businesses'),
    );
  });

  it('fetches the feed when there is one, else the homepage as a listing', () => {
    const { rows } = parseCatalogue([HEADER, ...ROWS].join('\n'));
    expect(rows.map(sourceFromRow)).toEqual([
      { url: 'https://www.scottish-enterprise.com/feed', type: 'rss' },
      { url: 'https://www.fife.gov.uk', type: 'html' },
    ]);
  });
});

describe.each(testDatabaseKinds())('catalogue import on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('is idempotent, updates changed rows, keeps fetch state and skips bad rows', async () => {
    const first = await importCatalogue(database.db, parseCatalogue([HEADER, ...ROWS].join('\n')));
    expect(first).toMatchObject({ rows: 2, inserted: 2, updated: 0, unchanged: 0, skipped: [] });
    const again = await importCatalogue(database.db, parseCatalogue([HEADER, ...ROWS].join('\n')));
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });

    const due = new Date('2030-01-01T00:00:00Z');
    await database.db
      .update(sources)
      .set({ etag: '"x"', consecutiveFailures: 3, nextDueAt: due })
      .where(eq(sources.url, 'https://www.scottish-enterprise.com/feed'));
    const changed = [
      HEADER,
      ROWS[0]!.replace('scotland,https', 'scotland;uk,https'),
      ROWS[1]!.replace(',,,homepage', ',https://www.fife.gov.uk/news.atom,atom,homepage'),
      'Broken,https://broken.example,funder,atlantis,,,seen,2026-11-01,',
    ].join('\n');
    const third = await importCatalogue(database.db, parseCatalogue(changed));
    expect(third).toMatchObject({ inserted: 0, updated: 2, unchanged: 0 });
    expect(third.skipped).toEqual([{ line: 4, message: 'region "atlantis" is not a taxonomy id' }]);

    const all = await database.db.select().from(sources).orderBy(sources.name);
    expect(all).toHaveLength(2);
    expect(all[0]).toMatchObject({
      name: 'Fife Council',
      url: 'https://www.fife.gov.uk/news.atom',
      type: 'atom',
      origin: 'catalogue',
    });
    expect(all[1]).toMatchObject({
      regions: ['scotland', 'uk'],
      etag: '"x"',
      consecutiveFailures: 3,
      nextDueAt: due,
      evidence: 'feed: seen in docs, 2026',
    });
  });

  it('sends homepage-only rows to discovery and keeps what discovery found on re-import', async () => {
    await database.exec('delete from sources');
    const csv = [HEADER, ...ROWS].join('\n');
    await importCatalogue(database.db, parseCatalogue(csv));
    const [fife] = await database.db.select().from(sources).where(eq(sources.name, 'Fife Council'));
    expect(fife).toMatchObject({ discoveryStatus: 'pending', url: 'https://www.fife.gov.uk' });
    const [agency] = await database.db
      .select()
      .from(sources)
      .where(eq(sources.name, 'Scottish Enterprise'));
    expect(agency).toMatchObject({ discoveryStatus: 'not-needed', foundBy: 'catalogue' });

    // Discovery found Fife's news feed; Scottish Enterprise's catalogue feed broke and was replaced.
    await database.db
      .update(sources)
      .set({ url: 'https://www.fife.gov.uk/news.rss', type: 'rss', discoveryStatus: 'found' })
      .where(eq(sources.id, fife!.id));
    await database.db
      .update(sources)
      .set({
        url: 'https://www.scottish-enterprise.com/news/atom',
        type: 'atom',
        discoveryStatus: 'found',
        foundBy: 'head-link',
        replacedUrl: 'https://www.scottish-enterprise.com/feed',
      })
      .where(eq(sources.id, agency!.id));
    const again = await importCatalogue(database.db, parseCatalogue(csv));
    expect(again).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    const kept = await database.db.select().from(sources).orderBy(sources.name);
    expect(kept.map((s) => s.url)).toEqual([
      'https://www.fife.gov.uk/news.rss',
      'https://www.scottish-enterprise.com/news/atom',
    ]);

    // A new feed in the catalogue wins over what discovery found.
    const newFeed = ROWS[0]!.replace('/feed,rss', '/rss.xml,rss');
    const third = await importCatalogue(database.db, parseCatalogue([HEADER, newFeed].join('\n')));
    expect(third).toMatchObject({ updated: 1 });
    const [updated] = await database.db.select().from(sources).where(eq(sources.id, agency!.id));
    expect(updated).toMatchObject({
      url: 'https://www.scottish-enterprise.com/rss.xml',
      discoveryStatus: 'not-needed',
      foundBy: 'catalogue',
      replacedUrl: null,
    });
  });

  it('imports the real catalogue without skipping a row', async () => {
    const catalogue = readCatalogueFile();
    const summary = await importCatalogue(database.db, catalogue);
    expect(summary.skipped).toEqual([]);
    const [{ n }] = (await database.query<{ n: number }>(
      "select count(*)::int as n from sources where origin = 'catalogue'",
    )) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(catalogue.rows.length);
  });
});
