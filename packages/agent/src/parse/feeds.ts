import { parseAtomFeed, parseRdfFeed, parseRssFeed } from 'feedsmith';
import type { ParsedEntry, ParsedFeed } from '../contracts.ts';
import { cleanLine, htmlToText, looksLikeHtml, parseFeedDate, resolveUrl } from './text.ts';

/** A feed we could not read at all: broken beyond recovery or not a feed. */
export class FeedParseError extends Error {
  override readonly name = 'FeedParseError';
  constructor(
    message: string,
    readonly reason: 'unrecognised' | 'malformed' | 'empty',
  ) {
    super(message);
  }
}

// feedsmith returns per-format objects typed by format; we read them structurally because the
// three XML formats share most field names and every field may be missing in the wild.
type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null;
const arr = (v: unknown): unknown[] =>
  Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
function str(v: unknown): string | null {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  const o = obj(v);
  if (o && 'value' in o) return str(o.value);
  return null;
}
const first = (...values: unknown[]): string | null => {
  for (const v of values) {
    const s = str(v);
    if (s && s.trim()) return s;
  }
  return null;
};
const firstOf = (v: unknown): unknown => arr(v)[0];

/** Atom text constructs carry a type; RSS titles are sometimes escaped HTML. */
function textConstruct(v: unknown): { html: string | null; text: string } {
  const o = obj(v);
  const value = str(v) ?? '';
  const type = o ? str(o.type) : null;
  if (type === 'html' || type === 'xhtml' || (type !== 'text' && looksLikeHtml(value)))
    return { html: value, text: htmlToText(value) };
  return { html: null, text: value.replace(/\s+/g, ' ').trim() };
}

function titleOf(v: unknown): string {
  const { html, text } = textConstruct(v);
  return html !== null ? cleanLine(html) : text;
}

function atomLink(links: unknown, base: string | null): string | null {
  const list = arr(links)
    .map(obj)
    .filter((l): l is Obj => l !== null && !!str(l.href));
  // An enclosure is a media file, not the item's page; any other link may stand in.
  const alternate =
    list.find((l) => !l.rel || l.rel === 'alternate') ?? list.find((l) => l.rel !== 'enclosure');
  return alternate ? resolveUrl(str(alternate.href), base) : null;
}

function personName(v: unknown): string | null {
  const o = obj(firstOf(v));
  if (o) return first(o.name, o.email);
  return str(firstOf(v));
}

function categoriesOf(item: Obj): string[] {
  const out = new Set<string>();
  for (const c of arr(item.categories)) {
    const o = obj(c);
    const name = o ? first(o.label, o.term, o.name) : str(c);
    if (name) out.add(name.trim());
  }
  for (const s of arr(obj(item.dc)?.subjects)) if (str(s)) out.add(str(s)!.trim());
  return [...out].filter(Boolean);
}

function imageOf(item: Obj, base: string | null): string | null {
  for (const e of arr(item.enclosures ?? item.enclosure)) {
    const o = obj(e);
    if (o && /^image\//i.test(str(o.type) ?? '')) return resolveUrl(str(o.url), base);
  }
  const media = obj(item.media);
  const thumb = obj(firstOf(media?.thumbnails));
  if (thumb && str(thumb.url)) return resolveUrl(str(thumb.url), base);
  for (const c of arr(media?.contents)) {
    const o = obj(c);
    if (o && (str(o.medium) === 'image' || /^image\//.test(str(o.type) ?? '')))
      return resolveUrl(str(o.url), base);
  }
  return null;
}

function finish(entry: ParsedEntry): ParsedEntry | null {
  // Nothing to read and nowhere to go: an empty <entry/> is not an item.
  if (!entry.title && !entry.link && !entry.text && !entry.externalId) return null;
  return entry;
}

function mapRssItem(item: Obj, base: string | null, feedOrg: string | null): ParsedEntry | null {
  const dc = obj(item.dc);
  const content = obj(item.content);
  const guid = obj(item.guid);
  const guidValue = str(item.guid);
  const atomLinks = obj(item.atom)?.links;
  const rawLink =
    first(item.link) ??
    (guidValue && guid?.isPermaLink !== false && /^https?:\/\//i.test(guidValue.trim())
      ? guidValue
      : null);
  const link = rawLink ? resolveUrl(rawLink, base) : atomLink(atomLinks, base);
  const itunes = obj(item.itunes);
  const html = first(content?.encoded, item.description) ?? null;
  // Dublin Core and iTunes summaries stand in when a feed has no description.
  const description = first(
    item.description,
    firstOf(dc?.descriptions),
    itunes?.summary,
    itunes?.subtitle,
  );
  const text = htmlToText(html ?? '') || htmlToText(description ?? '');
  return finish({
    title: titleOf(item.title ?? firstOf(dc?.titles)) || '',
    link,
    text,
    html,
    externalId: guidValue?.trim() || link,
    publishedAt: parseFeedDate(first(item.pubDate, firstOf(dc?.dates), obj(item.atom)?.updated)),
    organisation: first(firstOf(dc?.publishers)) ?? feedOrg,
    image: imageOf(item, base),
    categories: categoriesOf(item),
  });
}

function mapAtomEntry(entry: Obj, base: string | null, feedOrg: string | null): ParsedEntry | null {
  const content = obj(entry.content);
  const summary = entry.summary;
  const contentHtml = content ? textConstruct(content) : null;
  const summaryText = summary !== undefined ? textConstruct(summary) : null;
  const html = contentHtml?.html ?? summaryText?.html ?? null;
  const text = contentHtml?.text || summaryText?.text || '';
  const link = atomLink(entry.links, base);
  return finish({
    title: titleOf(entry.title) || '',
    link,
    text,
    html,
    externalId: first(entry.id) ?? link,
    publishedAt: parseFeedDate(
      first(entry.published, entry.updated, entry.issued, entry.modified, entry.created),
    ),
    organisation: feedOrg,
    image: imageOf(entry, base),
    categories: categoriesOf(entry),
  });
}

export function parseXmlFeed(body: string, url: string): ParsedFeed {
  const head = body.slice(0, 4096);
  // Sniff the root ourselves so a wrong guess by one detector cannot hide a readable feed.
  const root = /<(?!\?|!)([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)/.exec(
    head.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>/gi, ''),
  );
  const rootName = root?.[2]?.toLowerCase() ?? '';
  let format: 'rss' | 'atom' | 'rdf';
  if (rootName === 'rss' || rootName === 'channel') format = 'rss';
  else if (rootName === 'feed') format = 'atom';
  else if (rootName === 'rdf') format = 'rdf';
  else
    throw new FeedParseError(
      `Not an RSS, Atom or RDF feed (root <${rootName || '?'}>)`,
      'unrecognised',
    );

  let feed: Obj;
  try {
    const parsed =
      format === 'rss'
        ? parseRssFeed(body)
        : format === 'atom'
          ? parseAtomFeed(body)
          : parseRdfFeed(body);
    feed = obj(parsed) ?? {};
  } catch {
    // feedsmith rejects a document in which it recognises nothing (no items, or items with
    // only unknown elements). A feed with nothing readable is an ordinary state for a source
    // (nothing published yet), not a failure: it yields no entries.
    const title = /<(?:[\w-]+:)?title[^>]*>([\s\S]*?)<\/(?:[\w-]+:)?title>/i.exec(body)?.[1];
    return {
      type: format === 'atom' ? 'atom' : 'rss',
      title: cleanLine(title) || null,
      link: null,
      entries: [],
    };
  }

  const feedLink =
    format === 'atom' ? atomLink(feed.links, url) : resolveUrl(first(feed.link), url);
  const base = url || feedLink;
  const dc = obj(feed.dc);
  const feedOrg =
    format === 'atom'
      ? personName(feed.authors)
      : first(firstOf(dc?.publishers), obj(feed.managingEditor)?.name);
  const items = arr(format === 'atom' ? feed.entries : feed.items);
  const entries: ParsedEntry[] = [];
  for (const raw of items) {
    const item = obj(raw);
    if (!item) continue;
    const entry =
      format === 'atom' ? mapAtomEntry(item, base, feedOrg) : mapRssItem(item, base, feedOrg);
    if (entry) entries.push(entry);
  }
  const ttl = Number(str(feed.ttl));
  return {
    type: format === 'atom' ? 'atom' : 'rss',
    title: titleOf(feed.title ?? firstOf(dc?.titles)) || null,
    link: feedLink,
    entries,
    ttlMinutes: Number.isFinite(ttl) && ttl > 0 ? ttl : null,
  };
}

/** JSON Feed 1.0 and 1.1 (https://jsonfeed.org/version/1.1). */
export function parseJsonFeed(body: string, url: string): ParsedFeed {
  let data: unknown;
  try {
    data = JSON.parse(body.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new FeedParseError(`Invalid JSON: ${(error as Error).message}`, 'malformed');
  }
  const feed = obj(data);
  if (!feed || !Array.isArray(feed.items))
    throw new FeedParseError('JSON is not a JSON Feed (no items array)', 'unrecognised');
  const feedLink = resolveUrl(str(feed.home_page_url), url);
  const feedOrg = personName(feed.authors) ?? personName(feed.author);
  const entries: ParsedEntry[] = [];
  for (const raw of feed.items) {
    const item = obj(raw);
    if (!item) continue;
    const html = str(item.content_html);
    const text = html
      ? htmlToText(html)
      : (str(item.content_text) ?? str(item.summary) ?? '').trim();
    const link = resolveUrl(first(item.url, item.external_url), url);
    const entry = finish({
      title: cleanLine(str(item.title)) || '',
      link,
      text,
      html: html ?? null,
      externalId: first(item.id) ?? link,
      publishedAt: parseFeedDate(first(item.date_published, item.date_modified)),
      organisation: feedOrg,
      image: resolveUrl(first(item.image, item.banner_image), url),
      categories: arr(item.tags)
        .map(str)
        .filter((t): t is string => !!t),
    });
    if (entry) entries.push(entry);
  }
  return { type: 'json', title: cleanLine(str(feed.title)) || null, link: feedLink, entries };
}
