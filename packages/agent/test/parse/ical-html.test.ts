import { describe, expect, it } from 'vitest';
import { extractArticle, parseFeed } from '../../src/parse/index.ts';

const ics = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Test//EN',
  'X-WR-CALNAME:Tayside Business Events',
  'BEGIN:VEVENT',
  'UID:weekly-clinic@tayside.example',
  'SUMMARY:Weekly start-up clinic',
  'DESCRIPTION:Drop in for advice\\, free.',
  'LOCATION:Dundee Central Library\\, Dundee',
  'ORGANIZER;CN=Tayside Business Hub:mailto:hello@tayside.example',
  'DTSTART;TZID=Europe/London:20270105T100000',
  'DTEND;TZID=Europe/London:20270105T120000',
  'RRULE:FREQ=WEEKLY;COUNT=6',
  'EXDATE;TZID=Europe/London:20270119T100000',
  'CATEGORIES:Start-up,Advice',
  'URL:https://tayside.example/events/clinic',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:weekly-clinic@tayside.example',
  'RECURRENCE-ID;TZID=Europe/London:20270126T100000',
  'SUMMARY:Weekly start-up clinic (moved to Perth)',
  'LOCATION:Perth Concert Hall',
  'DTSTART;TZID=Europe/London:20270126T140000',
  'DTEND;TZID=Europe/London:20270126T160000',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:summer-expo@tayside.example',
  'SUMMARY:Summer food expo',
  'DTSTART;TZID=Europe/London:20270701T093000',
  'DTEND;TZID=Europe/London:20270701T170000',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:allday@tayside.example',
  'SUMMARY:Open day',
  'DTSTART;VALUE=DATE:20270610',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:old@tayside.example',
  'SUMMARY:Long past',
  'DTSTART:20200101T100000Z',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

describe('iCalendar', () => {
  const now = new Date('2026-12-15T12:00:00Z');
  const feed = parseFeed(ics, { url: 'https://tayside.example/events.ics', now });

  it('expands RRULE within the window, skipping EXDATE and applying RECURRENCE-ID overrides', () => {
    const clinic = feed.entries.filter((e) => e.externalId?.startsWith('weekly-clinic'));
    // 6 weekly occurrences from 5 Jan, minus the excluded 19 Jan.
    expect(clinic.map((e) => e.eventStart?.toISOString())).toEqual([
      '2027-01-05T10:00:00.000Z',
      '2027-01-12T10:00:00.000Z',
      '2027-01-26T14:00:00.000Z',
      '2027-02-02T10:00:00.000Z',
      '2027-02-09T10:00:00.000Z',
    ]);
    const moved = clinic[2]!;
    expect(moved).toMatchObject({
      title: 'Weekly start-up clinic (moved to Perth)',
      location: 'Perth Concert Hall',
    });
    expect(clinic[0]).toMatchObject({
      title: 'Weekly start-up clinic',
      text: 'Drop in for advice, free.',
      location: 'Dundee Central Library, Dundee',
      organisation: 'Tayside Business Hub',
      link: 'https://tayside.example/events/clinic',
      categories: ['Start-up', 'Advice'],
    });
    expect(new Set(clinic.map((e) => e.externalId)).size).toBe(5);
  });

  it('applies British Summer Time to Europe/London times and reads all-day events in London', () => {
    const expo = feed.entries.find((e) => e.title === 'Summer food expo')!;
    expect(expo.eventStart?.toISOString()).toBe('2027-07-01T08:30:00.000Z');
    expect(expo.eventEnd?.toISOString()).toBe('2027-07-01T16:00:00.000Z');
    const openDay = feed.entries.find((e) => e.title === 'Open day')!;
    expect(openDay.eventStart?.toISOString()).toBe('2027-06-09T23:00:00.000Z');
  });

  it('leaves out events outside the window', () => {
    expect(feed.entries.some((e) => e.title === 'Long past')).toBe(false);
    expect(feed.title).toBe('Tayside Business Events');
    const narrow = parseFeed(ics, {
      url: 'https://tayside.example/events.ics',
      now,
      windowStart: new Date('2027-01-10T00:00:00Z'),
      windowEnd: new Date('2027-01-31T00:00:00Z'),
    });
    expect(narrow.entries.map((e) => e.eventStart?.toISOString())).toEqual([
      '2027-01-12T10:00:00.000Z',
      '2027-01-26T14:00:00.000Z',
    ]);
  });

  it('bounds an endless rule', () => {
    const endless = ics.replace('RRULE:FREQ=WEEKLY;COUNT=6', 'RRULE:FREQ=DAILY');
    const result = parseFeed(endless, {
      url: 'https://t.example/c.ics',
      now,
      windowEnd: new Date('2100-01-01T00:00:00Z'),
    });
    expect(result.entries.filter((e) => e.externalId?.startsWith('weekly-clinic')).length).toBe(
      500,
    );
  });
});

const listing = `<!doctype html><html><head><title>Events | Lothian Growth</title>
<script type="application/ld+json">
{"@context":"https://schema.org","@graph":[
  {"@type":"Organization","name":"Lothian Growth"},
  {"@type":"Event","name":"Net zero for SMEs","url":"/events/net-zero-smes","startDate":"2027-03-03T10:00","endDate":"2027-03-03T12:30",
   "location":{"@type":"Place","name":"Dynamic Earth","address":{"@type":"PostalAddress","addressLocality":"Edinburgh"}},
   "organizer":{"@type":"Organization","name":"Lothian Growth"},"description":"<p>Cut costs &amp; carbon.</p>"},
  {"@type":"BusinessEvent","name":"Online tendering webinar","url":"https://lothian.example/events/tendering","startDate":"2027-06-01T14:00:00+01:00",
   "eventAttendanceMode":"https://schema.org/OnlineEventAttendanceMode","location":{"@type":"VirtualLocation","url":"https://zoom.us/x"}}
]}
</script>
<script type="application/ld+json">[{"@type":"MonetaryGrant","name":"Green Start Grant","url":"/funding/green-start",
  "funder":{"@type":"Organization","name":"Lothian Council"},"amount":{"@type":"MonetaryAmount","currency":"GBP","maxValue":10000},
  "description":"Help for new firms going green.","applicationDeadline":"2027-02-28"},
  {"@type":"NewsArticle","headline":"Lothian economy grows","url":"/news/economy-grows","datePublished":"2026-11-01T09:00:00Z","publisher":{"@type":"Organization","name":"Lothian Growth"}},
  {"@type":"ItemList","itemListElement":[{"@type":"ListItem","position":1,"url":"/news/more-1"},{"@type":"ListItem","position":2,"item":"https://lothian.example/news/more-2"}]}]
</script></head><body></body></html>`;

describe('HTML listing pages', () => {
  it('turns schema.org JSON-LD (@graph, Event, MonetaryGrant, NewsArticle, ItemList) into entries', () => {
    const feed = parseFeed(listing, { url: 'https://lothian.example/events/', type: 'html' });
    expect(feed.type).toBe('html');
    expect(feed.entries.map((e) => e.schemaType)).toEqual([
      'Event',
      'BusinessEvent',
      'MonetaryGrant',
      'NewsArticle',
    ]);
    const [event, webinar, grant, news] = feed.entries;
    expect(event).toMatchObject({
      title: 'Net zero for SMEs',
      link: 'https://lothian.example/events/net-zero-smes',
      text: 'Cut costs & carbon.',
      location: 'Dynamic Earth, Edinburgh',
      organisation: 'Lothian Growth',
    });
    // No offset written: a wall time in London (GMT in March).
    expect(event!.eventStart?.toISOString()).toBe('2027-03-03T10:00:00.000Z');
    expect(event!.eventEnd?.toISOString()).toBe('2027-03-03T12:30:00.000Z');
    expect(webinar).toMatchObject({ location: 'Online' });
    expect(webinar!.eventStart?.toISOString()).toBe('2027-06-01T13:00:00.000Z');
    expect(grant).toMatchObject({
      organisation: 'Lothian Council',
      link: 'https://lothian.example/funding/green-start',
    });
    expect(grant!.text).toContain('£10,000');
    expect(grant!.text).toContain('Deadline: 2027-02-28');
    expect(news).toMatchObject({ organisation: 'Lothian Growth' });
    expect(news!.publishedAt?.toISOString()).toBe('2026-11-01T09:00:00.000Z');
    expect(feed.discoveredLinks).toEqual([
      'https://lothian.example/news/more-1',
      'https://lothian.example/news/more-2',
    ]);
  });

  it('discovers item links in the main content, not in navigation, footers, socials or login', () => {
    const page = `<!doctype html><html><body>
      <header><nav><a href="/news/">News</a><a href="/events/big-annual-conference-2027">Big annual conference 2027</a></nav></header>
      <main>
        <h1>Latest news</h1>
        <ul>
          <li><a href="/news/2026/11/new-fund-for-rural-firms">New fund for rural firms opens</a></li>
          <li><a href="/funding/digital-boost-grant">Digital Boost grant for Ayrshire</a></li>
          <li><a href="https://www.lothian.example/events/export-breakfast-march">Export breakfast in March</a></li>
          <li><a href="/news/2026/11/new-fund-for-rural-firms#comments">New fund for rural firms opens</a></li>
          <li><a href="/login">Log in to your account</a></li>
          <li><a href="https://twitter.com/share?url=x">Share this on Twitter now</a></li>
          <li><a href="https://other.example/news/some-story-here">Some story elsewhere today</a></li>
          <li><a href="/news/?page=2">Next page of news</a></li>
          <li><a href="/documents/report.pdf">Annual report 2026 download</a></li>
          <li><a href="mailto:hi@lothian.example">Email us about anything</a></li>
        </ul>
        <article><h2><a href="/insights/retail-footfall-autumn">Retail footfall this autumn</a></h2></article>
      </main>
      <footer><a href="/privacy">Privacy policy and cookies</a><a href="/news/footer-story-item-here">Footer story item here</a></footer>
    </body></html>`;
    const feed = parseFeed(page, { url: 'https://lothian.example/news/', type: 'html' });
    expect(feed.entries).toEqual([]);
    expect(feed.discoveredLinks).toEqual([
      'https://lothian.example/news/2026/11/new-fund-for-rural-firms',
      'https://lothian.example/funding/digital-boost-grant',
      'https://www.lothian.example/events/export-breakfast-march',
      'https://lothian.example/insights/retail-footfall-autumn',
    ]);
  });
});

describe('extractArticle', () => {
  const paragraphs = Array.from(
    { length: 6 },
    (_, i) =>
      `<p>Paragraph ${i + 1}: the Ayrshire Growth Fund offers grants of up to £20,000 to help local manufacturers invest in new equipment, train staff and reach new markets across Scotland and beyond.</p>`,
  ).join('\n');
  const page = `<!doctype html><html><head>
    <title>Ayrshire Growth Fund | Ayrshire Council</title>
    <meta property="og:title" content="Ayrshire Growth Fund opens">
    <meta property="og:site_name" content="Ayrshire Council">
    <meta property="article:published_time" content="2026-11-05T09:00:00Z">
    <link rel="canonical" href="https://ayrshire.example/news/growth-fund">
    </head><body><nav><a href="/">Home</a> <a href="/news">News</a></nav>
    <main><article><h1>Ayrshire Growth Fund opens</h1>${paragraphs}</article></main>
    <footer>© Ayrshire Council. Cookies. Privacy.</footer></body></html>`;

  it('gives the title, the main text without navigation, the date and the publisher', () => {
    const entry = extractArticle(page, 'https://ayrshire.example/news/growth-fund?utm_source=x');
    expect(entry.title).toBe('Ayrshire Growth Fund opens');
    expect(entry.link).toBe('https://ayrshire.example/news/growth-fund');
    expect(entry.text).toContain('Paragraph 6: the Ayrshire Growth Fund');
    expect(entry.text).not.toContain('Cookies');
    expect(entry.publishedAt?.toISOString()).toBe('2026-11-05T09:00:00.000Z');
    expect(entry.organisation).toBe('Ayrshire Council');
  });

  it('uses <time datetime> when there is no meta date, and JSON-LD event facts when present', () => {
    const withTime = page
      .replace('<meta property="article:published_time" content="2026-11-05T09:00:00Z">', '')
      .replace('<h1>', '<time datetime="2026-10-01">1 October</time><h1>');
    expect(extractArticle(withTime, 'https://ayrshire.example/x').publishedAt?.toISOString()).toBe(
      '2026-10-01T00:00:00.000Z',
    );
    const withLd = page.replace(
      '</head>',
      `<script type="application/ld+json">{"@type":"Event","name":"Growth Fund roadshow","startDate":"2027-05-04T18:00","location":{"@type":"Place","name":"Ayr Town Hall"},"organizer":{"name":"Ayrshire Council"}}</script></head>`,
    );
    const entry = extractArticle(withLd, 'https://ayrshire.example/x');
    expect(entry).toMatchObject({
      title: 'Growth Fund roadshow',
      location: 'Ayr Town Hall',
      schemaType: 'Event',
    });
    expect(entry.eventStart?.toISOString()).toBe('2027-05-04T17:00:00.000Z');
  });
});
