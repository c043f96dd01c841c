import { readFileSync, readdirSync } from 'node:fs';
import type { ParsedEntry } from '../contracts.ts';
import { MONTH_NAMES, wallClock, zonedTime } from '../time.ts';
import { SAMPLE_PACK_DIR, sampleManifest, type SampleSource } from './manifest.ts';

export { sampleManifest } from './manifest.ts';

/**
 * The sample pack: invented sources and items (every one marked as a sample) rendered at
 * request time with dates relative to `now`, so the pack never goes stale. Content lives as
 * data in packages/agent/sample-pack/; this module turns it into RSS, Atom, JSON Feed,
 * iCalendar and HTML listing + item pages, served by Thistle at /sample-pack/<path>.
 */

export const SAMPLE_NOTE = '(Sample content for demonstration.)';
export const SAMPLE_PREFIX = 'Sample:';

export interface SampleItem {
  slug: string;
  kind: 'funding' | 'event' | 'insight' | 'guide' | 'course';
  title: string;
  body: string;
  /** Days relative to today (London) for each date. */
  published: number;
  deadline?: number;
  deadlineTime?: string;
  amount?: number;
  start?: number;
  /** "HH:MM-HH:MM" */
  time?: string;
  days?: number;
  venue?: string;
  repeat?: { freq: 'WEEKLY' | 'MONTHLY'; count: number; interval?: number };
}

const contentDir = `${SAMPLE_PACK_DIR}content/`;
const contentCache = new Map<string, SampleItem[]>();

export function sampleItems(sourceId: string): SampleItem[] {
  let items = contentCache.get(sourceId);
  if (!items) {
    items = JSON.parse(readFileSync(`${contentDir}${sourceId}.json`, 'utf8')) as SampleItem[];
    contentCache.set(sourceId, items);
  }
  return items;
}

/** Content files present, for checking the manifest against them. */
export function sampleContentIds(): string[] {
  return readdirSync(contentDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''));
}

/** How many entries a source's file parses into: recurring events count each occurrence. */
export function expectedSampleEntries(sourceId: string): number {
  return sampleItems(sourceId).reduce((n, item) => n + (item.repeat?.count ?? 1), 0);
}

/** An entry the sample pack wrote: its organisation or its note says so. */
export function isSampleEntry(
  entry: Pick<ParsedEntry, 'organisation' | 'text' | 'isSample'>,
): boolean {
  return (
    entry.isSample === true ||
    (entry.organisation?.startsWith(SAMPLE_PREFIX) ?? false) ||
    entry.text.includes(SAMPLE_NOTE)
  );
}

// ---- dates ---------------------------------------------------------------------------

const MONTHS = MONTH_NAMES;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface Day {
  year: number;
  month: number;
  day: number;
}

function dayAt(now: Date, offset: number): Day {
  const today = wallClock(now);
  const d = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}
const weekday = (d: Day) => WEEKDAYS[new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay()]!;
const pad = (n: number) => String(n).padStart(2, '0');
const longDate = (d: Day) => `${d.day} ${MONTHS[d.month - 1]} ${d.year}`;
const fullDate = (d: Day) => `${weekday(d)} ${longDate(d)}`;
function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}
function clock(hhmm: string): { hour: number; minute: number } {
  const [h, m] = hhmm.split(':').map(Number);
  return { hour: h ?? 0, minute: m ?? 0 };
}
function spokenTime(hhmm: string): string {
  const { hour, minute } = clock(hhmm);
  if (hour === 12 && minute === 0) return 'midday';
  if (hour === 23 && minute === 59) return 'midnight';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}${minute ? `.${pad(minute)}` : ''}${hour < 12 ? 'am' : 'pm'}`;
}
const instant = (d: Day, hhmm = '00:00') => {
  const { hour, minute } = clock(hhmm);
  return zonedTime(d.year, d.month, d.day, hour, minute);
};

// ---- one item, rendered ------------------------------------------------------------------

interface Rendered {
  item: SampleItem;
  link: string;
  text: string;
  html: string;
  published: Date;
  deadline: Day | null;
  deadlineAt: Date | null;
  start: Date | null;
  end: Date | null;
  startDay: Day | null;
}

/** Closing dates are written the many ways real funders write them. */
function deadlineSentence(item: SampleItem, d: Day, index: number): string {
  const time = item.deadlineTime;
  switch (index % 5) {
    case 0:
      return time ? `Closes ${spokenTime(time)} on ${longDate(d)}.` : `Closes on ${longDate(d)}.`;
    case 1:
      return `Deadline: ${pad(d.day)}/${pad(d.month)}/${d.year}${time ? ` at ${time}` : ''}.`;
    case 2:
      return `Applications close ${fullDate(d)}${time ? ` at ${spokenTime(time)}` : ''}.`;
    case 3:
      return `Closing date: ${ordinal(d.day)} of ${MONTHS[d.month - 1]} ${d.year}${time ? `, ${spokenTime(time)}` : ''}.`;
    default:
      return time
        ? `Submit by ${spokenTime(time)} on ${longDate(d)}.`
        : `Deadline: ${d.year}-${pad(d.month)}-${pad(d.day)}.`;
  }
}

function renderItem(source: SampleSource, item: SampleItem, index: number, now: Date): Rendered {
  const lines = [item.body];
  let start: Date | null = null;
  let end: Date | null = null;
  let startDay: Day | null = null;
  if (item.start !== undefined) {
    startDay = dayAt(now, item.start);
    const [from, to] = (item.time ?? '').split('-');
    if (item.days && item.days > 1) {
      const last = dayAt(now, item.start + item.days - 1);
      const range =
        last.month === startDay.month
          ? `${startDay.day}-${last.day} ${MONTHS[last.month - 1]} ${last.year}`
          : `${longDate(startDay)} - ${longDate(last)}`;
      lines.push(`When: ${range}`);
      start = instant(startDay);
      end = instant(last, '23:59');
    } else {
      lines.push(`When: ${fullDate(startDay)}${from && to ? `, ${from}–${to}` : ''}`);
      start = instant(startDay, from || '00:00');
      end = instant(startDay, to || '23:59');
    }
    if (item.venue) lines.push(`Where: ${item.venue}`);
  }
  let deadline: Day | null = null;
  let deadlineAt: Date | null = null;
  if (item.deadline !== undefined) {
    deadline = dayAt(now, item.deadline);
    deadlineAt = instant(deadline, item.deadlineTime ?? '23:59');
    lines.push(deadlineSentence(item, deadline, index));
  }
  lines.push(SAMPLE_NOTE);
  const text = lines.join('\n');
  const html = lines.map((l) => `<p>${escapeXml(l)}</p>`).join('');
  return {
    item,
    link: `items/${item.slug}.html`,
    text,
    html,
    published: instant(dayAt(now, item.published), '09:00'),
    deadline,
    deadlineAt,
    start,
    end,
    startDay,
  };
}

function renderAll(source: SampleSource, now: Date): Rendered[] {
  return sampleItems(source.id).map((item, i) => renderItem(source, item, i, now));
}

// ---- formats -------------------------------------------------------------------------------

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const KIND_LABEL: Record<SampleItem['kind'], string> = {
  funding: 'Funding',
  event: 'Events',
  insight: 'Market insights',
  guide: 'Guides',
  course: 'Courses',
};

function rfc822(date: Date): string {
  return date.toUTCString().replace('GMT', '+0000');
}

function renderRss(source: SampleSource, now: Date): string {
  const items = renderAll(source, now)
    .map(
      (r) => `    <item>
      <title>${escapeXml(r.item.title)}</title>
      <link>${r.link}</link>
      <guid isPermaLink="false">sample:${source.id}:${r.item.slug}</guid>
      <pubDate>${rfc822(r.published)}</pubDate>
      <category>${KIND_LABEL[r.item.kind]}</category>
      <description>${escapeXml(r.html)}</description>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(source.name)}</title>
    <link>./</link>
    <description>Sample feed written for Thistle. ${SAMPLE_NOTE}</description>
    <language>en-gb</language>
    <dc:publisher>${escapeXml(source.name)}</dc:publisher>
    <lastBuildDate>${rfc822(now)}</lastBuildDate>
${items}
  </channel>
</rss>
`;
}

function renderAtom(source: SampleSource, now: Date): string {
  const entries = renderAll(source, now)
    .map(
      (r) => `  <entry>
    <title>${escapeXml(r.item.title)}</title>
    <id>urn:thistle-sample:${source.id}:${r.item.slug}</id>
    <link rel="alternate" type="text/html" href="${r.link}"/>
    <published>${r.published.toISOString()}</published>
    <updated>${r.published.toISOString()}</updated>
    <category term="${r.item.kind}" label="${KIND_LABEL[r.item.kind]}"/>
    <content type="html">${escapeXml(r.html)}</content>
  </entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">
  <title>${escapeXml(source.name)}</title>
  <subtitle>Sample feed written for Thistle. ${SAMPLE_NOTE}</subtitle>
  <id>urn:thistle-sample:${source.id}</id>
  <link rel="alternate" href="./"/>
  <updated>${now.toISOString()}</updated>
  <author><name>${escapeXml(source.name)}</name></author>
${entries}
</feed>
`;
}

function renderJsonFeed(source: SampleSource, now: Date): string {
  return `${JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: source.name,
      home_page_url: './',
      description: `Sample feed written for Thistle. ${SAMPLE_NOTE}`,
      authors: [{ name: source.name }],
      language: 'en-GB',
      items: renderAll(source, now).map((r) => ({
        id: `sample:${source.id}:${r.item.slug}`,
        url: r.link,
        title: r.item.title,
        content_html: r.html,
        date_published: r.published.toISOString(),
        tags: [KIND_LABEL[r.item.kind]],
      })),
    },
    null,
    2,
  )}\n`;
}

const LONDON_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/London',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0000',
  'TZOFFSETTO:+0100',
  'TZNAME:BST',
  'DTSTART:19700329T010000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0000',
  'TZNAME:GMT',
  'DTSTART:19701025T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function icsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

/** RFC 5545 lines are folded at 75 octets. */
function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join('\r\n');
}

function renderIcal(source: SampleSource, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  const local = (d: Day, hhmm: string) =>
    `${d.year}${pad(d.month)}${pad(d.day)}T${hhmm.replace(':', '')}00`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Thistle//Sample pack//EN',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${icsText(source.name)}`,
    ...LONDON_VTIMEZONE,
  ];
  for (const r of renderAll(source, now)) {
    if (!r.startDay) continue;
    const [from = '09:00', to = '17:00'] = (r.item.time ?? '').split('-').filter(Boolean);
    const lastDay =
      r.item.days && r.item.days > 1 ? dayAt(now, r.item.start! + r.item.days - 1) : r.startDay;
    lines.push(
      'BEGIN:VEVENT',
      `UID:${r.item.slug}@${source.id}.sample.thistle`,
      `DTSTAMP:${stamp}`,
      `DTSTART;TZID=Europe/London:${local(r.startDay, from)}`,
      `DTEND;TZID=Europe/London:${local(lastDay, to)}`,
      `SUMMARY:${icsText(r.item.title)}`,
      `DESCRIPTION:${icsText(r.text)}`,
      `LOCATION:${icsText(r.item.venue ?? '')}`,
      `ORGANIZER;CN="${source.name.replace(/"/g, "'")}":mailto:events@${source.id}.sample.thistle`,
      `URL:${r.link}`,
      `CATEGORIES:${KIND_LABEL[r.item.kind]}`,
    );
    if (r.item.repeat)
      lines.push(
        `RRULE:FREQ=${r.item.repeat.freq};INTERVAL=${r.item.repeat.interval ?? 1};COUNT=${r.item.repeat.count}`,
      );
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

function jsonLdFor(source: SampleSource, r: Rendered): Record<string, unknown> {
  const org = { '@type': 'Organization', name: source.name };
  const base = { name: r.item.title, url: r.link, description: r.text };
  switch (r.item.kind) {
    case 'event':
      return {
        '@type': 'Event',
        ...base,
        startDate: r.start?.toISOString(),
        endDate: r.end?.toISOString(),
        eventAttendanceMode:
          r.item.venue === 'Online'
            ? 'https://schema.org/OnlineEventAttendanceMode'
            : 'https://schema.org/OfflineEventAttendanceMode',
        location:
          r.item.venue === 'Online'
            ? { '@type': 'VirtualLocation', url: r.link }
            : { '@type': 'Place', name: r.item.venue },
        organizer: org,
      };
    case 'funding':
      return {
        '@type': 'MonetaryGrant',
        ...base,
        funder: org,
        ...(r.item.amount
          ? { amount: { '@type': 'MonetaryAmount', currency: 'GBP', maxValue: r.item.amount } }
          : {}),
        ...(r.deadline
          ? {
              applicationDeadline: `${r.deadline.year}-${pad(r.deadline.month)}-${pad(r.deadline.day)}`,
            }
          : {}),
        datePublished: r.published.toISOString(),
      };
    case 'course':
      return {
        '@type': 'Course',
        ...base,
        provider: org,
        ...(r.start
          ? {
              hasCourseInstance: {
                '@type': 'CourseInstance',
                startDate: r.start.toISOString(),
                endDate: r.end?.toISOString(),
                courseMode: r.item.venue === 'Online' ? 'online' : 'onsite',
                location:
                  r.item.venue === 'Online' ? undefined : { '@type': 'Place', name: r.item.venue },
              },
            }
          : {}),
      };
    default:
      return {
        '@type': r.item.kind === 'insight' ? 'NewsArticle' : 'Article',
        headline: r.item.title,
        url: r.link,
        description: r.text,
        datePublished: r.published.toISOString(),
        publisher: org,
      };
  }
}

function page(title: string, head: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<title>${escapeXml(title)}</title>
${head}
</head>
<body>
<header><nav><a href="../">Home</a> <a href="./">All items</a> <a href="/login">Log in</a></nav>
<p class="sample-banner">Sample content written for Thistle: these organisations and items are invented.</p></header>
${body}
<footer><a href="/privacy">Privacy</a> <a href="/cookies">Cookies</a> ${SAMPLE_NOTE}</footer>
</body>
</html>
`;
}

function renderListing(source: SampleSource, now: Date): string {
  const rendered = renderAll(source, now);
  const graph = {
    '@context': 'https://schema.org',
    '@graph': rendered.map((r) => jsonLdFor(source, r)),
  };
  const list = rendered
    .map(
      (r) =>
        `<li><a href="${r.link}">${escapeXml(r.item.title)}</a> <span>${escapeXml(KIND_LABEL[r.item.kind])}</span></li>`,
    )
    .join('\n');
  return page(
    source.name,
    `<meta property="og:site_name" content="${escapeXml(source.name)}">
<script type="application/ld+json">${JSON.stringify(graph).replace(/</g, '\\u003c')}</script>`,
    `<main><h1>${escapeXml(source.name)}: latest</h1><ul>${list}</ul></main>`,
  );
}

function renderItemPage(source: SampleSource, slug: string, now: Date): string | null {
  const r = renderAll(source, now).find((x) => x.item.slug === slug);
  if (!r) return null;
  const ld = {
    '@context': 'https://schema.org',
    ...jsonLdFor(source, r),
    url: `${r.item.slug}.html`,
  };
  const paragraphs = r.text
    .split('\n')
    .map((l) => `<p>${escapeXml(l)}</p>`)
    .join('\n');
  return page(
    `${r.item.title} | ${source.name}`,
    `<meta property="og:title" content="${escapeXml(r.item.title)}">
<meta property="og:site_name" content="${escapeXml(source.name)}">
<meta property="article:published_time" content="${r.published.toISOString()}">
<script type="application/ld+json">${JSON.stringify(ld).replace(/</g, '\\u003c')}</script>`,
    `<main><article><h1>${escapeXml(r.item.title)}</h1>
<p><time datetime="${r.published.toISOString()}">Published ${longDate(dayAt(now, r.item.published))}</time> by ${escapeXml(source.name)}</p>
${paragraphs}
<p>This page is part of Thistle's sample pack. It shows how an item page from a real funder, agency or council would look when Thistle reads it: the title, the main text, the dates and the organisation are picked out automatically, and the rest of the page is ignored.</p>
</article></main>`,
  );
}

const CONTENT_TYPES: Record<string, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
  ics: 'text/calendar; charset=utf-8',
  html: 'text/html; charset=utf-8',
};

/**
 * A sample-pack file for `/sample-pack/<path>`, rendered for `now`; null when there is no such
 * file. Paths: manifest.json, <source>/<feed file> (see the manifest) and
 * <source>/items/<slug>.html for every item.
 */
export function renderSampleFile(
  path: string,
  now: Date,
): { body: string; contentType: string } | null {
  const clean = path.replace(/^\/+/, '').replace(/^sample-pack\//, '');
  if (clean.includes('..') || clean.includes('\\')) return null;
  if (clean === 'manifest.json')
    return {
      body: `${JSON.stringify(sampleManifest(), null, 2)}\n`,
      contentType: 'application/json; charset=utf-8',
    };
  const [sourceId, ...rest] = clean.split('/');
  const source = sampleManifest().sources.find((s) => s.id === sourceId);
  if (!source) return null;
  const file = rest.join('/');
  if (file === source.path.slice(source.id.length + 1)) {
    switch (source.type) {
      case 'rss':
        return { body: renderRss(source, now), contentType: CONTENT_TYPES.rss! };
      case 'atom':
        return { body: renderAtom(source, now), contentType: CONTENT_TYPES.atom! };
      case 'json':
        return { body: renderJsonFeed(source, now), contentType: CONTENT_TYPES.json! };
      case 'ical':
        return { body: renderIcal(source, now), contentType: CONTENT_TYPES.ics! };
      case 'html':
        return { body: renderListing(source, now), contentType: CONTENT_TYPES.html! };
    }
  }
  const item = /^items\/([a-z0-9-]+)\.html$/.exec(file);
  if (item) {
    const body = renderItemPage(source, item[1]!, now);
    return body ? { body, contentType: CONTENT_TYPES.html! } : null;
  }
  return null;
}
