import { describe, expect, it } from 'vitest';
import { FeedParseError, parseFeed, sniffFeedType } from '../../src/parse/index.ts';
import { htmlToText, parseFeedDate } from '../../src/parse/text.ts';

const url = 'https://www.example.scot/news/feed.xml';

describe('RSS', () => {
  const rss2 = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">
<channel>
  <title>Fife Business News</title>
  <link>https://www.example.scot/news/</link>
  <dc:publisher>Fife Council</dc:publisher>
  <item>
    <title>Grants &amp; loans for &lt;b&gt;Fife&lt;/b&gt; firms</title>
    <link>/news/grants-for-fife-firms</link>
    <description><![CDATA[<p>Up to &pound;5,000&nbsp;for <b>local</b> firms.</p><script>alert(1)</script><p>Apply now.</p>]]></description>
    <pubDate>Tue, 10 Nov 2026 09:30:00 BST</pubDate>
    <guid isPermaLink="false">fife-123</guid>
    <category>Funding</category>
    <category>Fife</category>
  </item>
  <item>
    <title>Second</title>
    <guid>https://www.example.scot/news/second</guid>
    <dc:date>2026-11-12T10:00:00Z</dc:date>
    <content:encoded><![CDATA[<h2>Full</h2><p>Body text</p>]]></content:encoded>
    <description>Short</description>
  </item>
</channel>
</rss>`;

  it('maps RSS 2.0 items: plain-text titles and text, resolved links, dates, guid, categories', () => {
    const feed = parseFeed(rss2, { url });
    expect(feed).toMatchObject({
      type: 'rss',
      title: 'Fife Business News',
      link: 'https://www.example.scot/news/',
    });
    expect(feed.entries).toHaveLength(2);
    const [a, b] = feed.entries;
    expect(a).toMatchObject({
      title: 'Grants & loans for Fife firms',
      link: 'https://www.example.scot/news/grants-for-fife-firms',
      externalId: 'fife-123',
      organisation: 'Fife Council',
      categories: ['Funding', 'Fife'],
    });
    expect(a!.text).toBe('Up to £5,000 for local firms.\nApply now.');
    expect(a!.html).toContain('<b>local</b>');
    expect(a!.publishedAt?.toISOString()).toBe('2026-11-10T08:30:00.000Z');
    // A permalink guid stands in for a missing <link>; content:encoded wins over description.
    expect(b).toMatchObject({
      link: 'https://www.example.scot/news/second',
      text: 'Full\nBody text',
    });
    expect(b!.publishedAt?.toISOString()).toBe('2026-11-12T10:00:00.000Z');
  });

  it('reads RSS 0.91 and RSS 1.0 (RDF)', () => {
    const rss091 = `<rss version="0.91"><channel><title>Old</title><link>http://old.example/</link>
      <item><title>One</title><link>http://old.example/1</link><description>First &amp; best</description></item></channel></rss>`;
    expect(parseFeed(rss091, { url }).entries[0]).toMatchObject({
      title: 'One',
      link: 'http://old.example/1',
      text: 'First & best',
    });
    const rdf = `<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="http://rdf.example/"><title>RDF feed</title><link>http://rdf.example/</link></channel>
  <item rdf:about="http://rdf.example/a"><title>A</title><link>http://rdf.example/a</link><dc:date>2026-01-02</dc:date></item>
  <item rdf:about="http://rdf.example/b"><title>B</title><link>http://rdf.example/b</link></item>
</rdf:RDF>`;
    const feed = parseFeed(rdf, { url });
    expect(feed.type).toBe('rss');
    expect(feed.entries.map((e) => e.link)).toEqual([
      'http://rdf.example/a',
      'http://rdf.example/b',
    ]);
    expect(feed.entries[0]!.publishedAt?.toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it('reads an empty but valid feed as no entries', () => {
    expect(
      parseFeed('<rss version="2.0"><channel><title>Empty</title></channel></rss>', { url })
        .entries,
    ).toEqual([]);
  });
});

describe('Atom', () => {
  const atom = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="html">Highland &lt;em&gt;Events&lt;/em&gt;</title>
  <link rel="self" href="https://hi.example/feed.atom"/>
  <link rel="alternate" href="https://hi.example/"/>
  <author><name>Highland Business Hub</name></author>
  <entry>
    <title>Export clinic</title>
    <id>tag:hi.example,2026:1</id>
    <link rel="replies" href="https://hi.example/1/comments"/>
    <link rel="alternate" type="text/html" href="events/export-clinic"/>
    <updated>2026-11-01T10:00:00Z</updated>
    <published>2026-10-30T09:00:00+01:00</published>
    <summary>Short summary</summary>
    <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>Meet an <b>adviser</b> in Inverness.</p></div></content>
    <category term="export" label="Export"/>
  </entry>
</feed>`;
  it('maps entries: alternate link, xhtml content, published date, feed author as organisation', () => {
    const feed = parseFeed(atom, { url: 'https://hi.example/feed.atom' });
    expect(feed).toMatchObject({
      type: 'atom',
      title: 'Highland Events',
      link: 'https://hi.example/',
    });
    expect(feed.entries[0]).toMatchObject({
      title: 'Export clinic',
      link: 'https://hi.example/events/export-clinic',
      externalId: 'tag:hi.example,2026:1',
      organisation: 'Highland Business Hub',
      categories: ['Export'],
    });
    expect(feed.entries[0]!.text).toContain('Meet an adviser in Inverness.');
    expect(feed.entries[0]!.publishedAt?.toISOString()).toBe('2026-10-30T08:00:00.000Z');
  });
});

describe('JSON Feed', () => {
  it.each(['https://jsonfeed.org/version/1', 'https://jsonfeed.org/version/1.1'])(
    '%s',
    (version) => {
      const body = JSON.stringify({
        version,
        title: 'Borders Insights',
        home_page_url: 'https://borders.example/',
        authors: [{ name: 'Borders Chamber' }],
        author: { name: 'Old-style author' },
        items: [
          {
            id: '1',
            url: '/insights/retail-2027',
            title: 'Retail outlook 2027',
            content_html: '<p>Footfall up 3&#37; in Hawick &amp; Kelso.</p>',
            date_published: '2026-11-02T08:00:00Z',
            tags: ['retail'],
            image: 'https://borders.example/img.png',
          },
          { id: '2', title: 'Text only', content_text: 'Plain body', date_modified: '2026-11-03' },
        ],
      });
      const feed = parseFeed(body, { url: 'https://borders.example/feed.json' });
      expect(feed.type).toBe('json');
      expect(feed.entries).toHaveLength(2);
      expect(feed.entries[0]).toMatchObject({
        title: 'Retail outlook 2027',
        link: 'https://borders.example/insights/retail-2027',
        text: 'Footfall up 3% in Hawick & Kelso.',
        organisation: 'Borders Chamber',
        categories: ['retail'],
        externalId: '1',
      });
      expect(feed.entries[1]).toMatchObject({ text: 'Plain body', link: null });
      expect(feed.entries[1]!.publishedAt?.toISOString()).toBe('2026-11-03T00:00:00.000Z');
    },
  );

  it('refuses invalid JSON and JSON that is not a feed with a typed error', () => {
    expect(() => parseFeed('{"version": ', { url, type: 'json' })).toThrow(FeedParseError);
    expect(() => parseFeed('{"hello": 1}', { url })).toThrow(FeedParseError);
  });
});

describe('sniffing and errors', () => {
  it.each([
    ['<?xml version="1.0"?>\n<!-- c --><rss version="2.0"/>', null, 'rss'],
    ['\uFEFF  <feed xmlns="http://www.w3.org/2005/Atom"/>', null, 'atom'],
    ['<rdf:RDF xmlns:rdf="x"/>', null, 'rss'],
    ['{"version":"https://jsonfeed.org/version/1.1","items":[]}', null, 'json'],
    ['BEGIN:VCALENDAR\r\nEND:VCALENDAR', null, 'ical'],
    ['<!DOCTYPE html><html><body/></html>', null, 'html'],
    ['<div>fragment</div>', null, 'html'],
    ['garbage', 'text/calendar', 'ical'],
    ['garbage', 'text/plain', null],
  ] as const)('%s', (body, contentType, expected) => {
    expect(sniffFeedType(body, contentType)).toBe(expected);
  });

  it('follows the body when the catalogue names the wrong feed format', () => {
    expect(
      parseFeed(
        '<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>x</title></entry></feed>',
        { url, type: 'rss' },
      ).type,
    ).toBe('atom');
  });

  it('throws only FeedParseError for junk', () => {
    for (const body of [
      '',
      '   ',
      'hello world',
      '<html><body>Moved</body></html>',
      '\u0000\u0001',
    ])
      expect(() => parseFeed(body, { url, type: 'rss' })).toThrow(FeedParseError);
  });
});

describe('dates and text', () => {
  it.each([
    ['Sat, 07 Sep 2002 00:00:01 GMT', '2002-09-07T00:00:01.000Z'],
    ['07 Sep 2002 00:00:01 +0100', '2002-09-06T23:00:01.000Z'],
    ['Mon, 6 Jul 2026 12:00 BST', '2026-07-06T11:00:00.000Z'],
    ['Tue, 10 Jun 03 09:41:01 EST', '2003-06-10T14:41:01.000Z'],
    ['Thu, 01 Jan 2004 19:48:21 UT', '2004-01-01T19:48:21.000Z'],
    ['2003-12-31T10:14:55Z', '2003-12-31T10:14:55.000Z'],
    ['2003-12-31T10:14:55.123-08:00', '2003-12-31T18:14:55.000Z'],
    ['2003-12-31', '2003-12-31T00:00:00.000Z'],
    ['2003-12', '2003-12-01T00:00:00.000Z'],
    ['20031231T101455Z', '2003-12-31T10:14:55.000Z'],
    ['not a date', null],
    ['', null],
  ])('%s', (text, expected) => {
    expect(parseFeedDate(text)?.toISOString() ?? null).toBe(expected);
  });

  it('strips tags, drops scripts and decodes every entity', () => {
    expect(
      htmlToText(
        '<p>A&nbsp;&pound;5 &amp; &#8220;quotes&#x201D;</p><style>p{}</style><br>B&hellip;',
      ),
    ).toBe('A £5 & “quotes”\nB…');
  });
});
