import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';
import type { ParsedEntry, ParsedFeed } from '../contracts.ts';
import { parseIsoInZone } from '../time.ts';
import {
  cleanLine,
  decodeEntities,
  htmlToText,
  normaliseSpace,
  parseFeedDate,
  resolveUrl,
} from './text.ts';

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null;
const arr = (v: unknown): unknown[] =>
  Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
const str = (v: unknown): string | null =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null;

function typesOf(node: Obj): string[] {
  return arr(node['@type'])
    .map(str)
    .filter((t): t is string => !!t)
    .map((t) => t.replace(/^https?:\/\/schema\.org\//, ''));
}

const ARTICLE_TYPES = new Set([
  'Article',
  'NewsArticle',
  'BlogPosting',
  'Report',
  'ScholarlyArticle',
  'AnalysisNewsArticle',
  'ReportageNewsArticle',
  'TechArticle',
  'HowTo',
]);
const GRANT_TYPES = new Set(['MonetaryGrant', 'Grant']);
const COURSE_TYPES = new Set(['Course', 'CourseInstance']);

function schemaKind(types: string[]): 'event' | 'article' | 'grant' | 'course' | null {
  if (types.some((t) => t === 'Event' || /Event$/.test(t))) return 'event';
  if (types.some((t) => GRANT_TYPES.has(t))) return 'grant';
  if (types.some((t) => COURSE_TYPES.has(t))) return 'course';
  if (types.some((t) => ARTICLE_TYPES.has(t))) return 'article';
  return null;
}

/** JSON-LD as found in pages: sometimes with comments, CDATA wrappers or trailing commas. */
function readJsonLd(text: string): unknown[] {
  const cleaned = text
    .replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, '')
    .replace(/^\s*<!--|-->\s*$/g, '')
    .trim();
  for (const candidate of [cleaned, cleaned.replace(/,\s*([}\]])/g, '$1')]) {
    try {
      return arr(JSON.parse(candidate));
    } catch {
      // try the next repair
    }
  }
  return [];
}

function nameOf(v: unknown): string | null {
  const o = obj(arr(v)[0]);
  if (o) return str(o.name) ?? str(o.legalName);
  return str(arr(v)[0]);
}

function locationOf(v: unknown, attendance: unknown): string | null {
  const mode = str(attendance) ?? '';
  const places = arr(v);
  const parts: string[] = [];
  let online = /Online/i.test(mode) && !/Mixed/i.test(mode);
  for (const p of places) {
    const o = obj(p);
    if (!o) {
      if (str(p)) parts.push(str(p)!);
      continue;
    }
    if (typesOf(o).includes('VirtualLocation')) {
      online = online || places.length === 1;
      continue;
    }
    const address = obj(o.address);
    const bits = [
      str(o.name),
      address ? str(address.streetAddress) : str(o.address),
      address ? str(address.addressLocality) : null,
      address ? str(address.postalCode) : null,
    ].filter((b): b is string => !!b && !!b.trim());
    if (bits.length) parts.push([...new Set(bits.map((b) => b.trim()))].join(', '));
  }
  if (parts.length) return parts.join('; ');
  return online ? 'Online' : null;
}

function amountText(v: unknown): string | null {
  for (const a of arr(v)) {
    const o = obj(a);
    if (!o) {
      const n = str(a);
      if (n) return `£${n}`;
      continue;
    }
    const currency = (str(o.currency) ?? 'GBP').toUpperCase();
    const value = str(o.maxValue) ?? str(o.value) ?? str(o.minValue);
    if (value && currency === 'GBP') return `£${Number(value).toLocaleString('en-GB')}`;
  }
  return null;
}

function entryFromNode(
  node: Obj,
  kind: NonNullable<ReturnType<typeof schemaKind>>,
  url: string,
): ParsedEntry | null {
  const types = typesOf(node);
  const title = cleanLine(str(node.headline) ?? str(node.name));
  if (!title) return null;
  const description = str(node.description) ?? str(node.articleBody) ?? str(node.abstract) ?? '';
  const textParts = [htmlToText(description)];
  const link = resolveUrl(str(node.url) ?? str(node['@id']), url);
  const entry: ParsedEntry = {
    title,
    link: link && !link.includes('#') ? link : (link ?? null),
    text: '',
    externalId: str(node['@id']) ?? link,
    schemaType: types[0] ?? null,
    image: resolveUrl(str(obj(arr(node.image)[0])?.url) ?? str(arr(node.image)[0]), url),
    categories: arr(node.keywords)
      .flatMap((k) => (typeof k === 'string' ? k.split(',') : []))
      .map((k) => k.trim())
      .filter(Boolean),
  };
  if (kind === 'event' || kind === 'course') {
    const instance = kind === 'course' ? obj(arr(node.hasCourseInstance)[0]) : null;
    const source = instance ?? node;
    entry.eventStart = parseIsoInZone(str(source.startDate));
    entry.eventEnd = parseIsoInZone(str(source.endDate)) ?? entry.eventStart;
    entry.location = locationOf(source.location, source.eventAttendanceMode ?? source.courseMode);
    entry.organisation =
      nameOf(node.organizer) ?? nameOf(node.provider) ?? nameOf(source.organizer);
    entry.publishedAt = parseIsoInZone(str(node.datePublished));
    if (kind === 'course' && !instance) {
      entry.eventStart = null;
      entry.eventEnd = null;
    }
  } else if (kind === 'grant') {
    entry.organisation = nameOf(node.funder) ?? nameOf(node.sponsor) ?? nameOf(node.provider);
    const amount = amountText(node.amount);
    const described = textParts[0]!;
    if (amount && !described.includes('£')) textParts.unshift(`Funding: up to ${amount}.`);
    // schema.org has no deadline on MonetaryGrant; publishers use these in practice.
    const deadline = str(node.applicationDeadline) ?? str(node.validThrough) ?? str(node.endDate);
    const when = parseIsoInZone(deadline);
    if (when && !/deadline|clos(?:e|es|ing)\b|(?:submit|apply) by/i.test(described))
      textParts.unshift(`Deadline: ${deadline!.slice(0, 10)}.`);
    entry.publishedAt = parseIsoInZone(str(node.datePublished) ?? str(node.startDate));
  } else {
    entry.publishedAt = parseFeedDate(str(node.datePublished) ?? str(node.dateCreated));
    entry.organisation = nameOf(node.publisher) ?? nameOf(node.author);
  }
  entry.text = normaliseSpace(textParts.filter(Boolean).join('\n'));
  return entry;
}

interface JsonLdResult {
  entries: ParsedEntry[];
  links: string[];
}

function walkJsonLd(doc: Document, url: string): JsonLdResult {
  const entries: ParsedEntry[] = [];
  const links: string[] = [];
  const seen = new Set<Obj>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 6) return;
    for (const v of arr(value)) {
      const node = obj(v);
      if (!node || seen.has(node)) continue;
      seen.add(node);
      if (node['@graph']) visit(node['@graph'], depth + 1);
      const types = typesOf(node);
      if (types.includes('ItemList') || types.includes('CollectionPage')) {
        const list = types.includes('ItemList')
          ? node.itemListElement
          : obj(node.mainEntity)?.itemListElement;
        for (const element of arr(list)) {
          const e = obj(element);
          const item = e && typesOf(e).includes('ListItem') ? (e.item ?? e.url) : element;
          if (typeof item === 'string') {
            const link = resolveUrl(item, url);
            if (link) links.push(link);
          } else if (obj(item)) {
            const inner = obj(item)!;
            if (schemaKind(typesOf(inner))) visit(inner, depth + 1);
            else if (str(inner.url) ?? str(inner['@id'])) {
              const link = resolveUrl(str(inner.url) ?? str(inner['@id']), url);
              if (link) links.push(link);
            }
          }
        }
        continue;
      }
      const kind = schemaKind(types);
      if (kind) {
        const entry = entryFromNode(node, kind, url);
        if (entry) entries.push(entry);
      }
    }
  };
  for (const script of doc.querySelectorAll(
    'script[type="application/ld+json" i], script[type="application/ld+json"]',
  ))
    visit(readJsonLd(script.textContent ?? ''), 0);
  return { entries, links };
}

const SKIP_PATH =
  /\/(?:login|log-in|signin|sign-in|signup|sign-up|register|account|my-account|cart|basket|checkout|search|privacy|cookies?|cookie-policy|terms|accessibility|sitemap|contact(?:-us)?|about(?:-us)?|feed|rss|subscribe|newsletter|tag|tags|category|categories|author|page\/\d+|wp-admin|wp-login)(?:\/|$|\?|\.)/i;
const ITEM_PATH =
  /\/(?:news|events?|funding|grants?|opportunit(?:y|ies)|blog|insights?|articles?|stories|guides?|courses?|programmes?|webinars?|workshops?|press|updates|latest-news|what-?s-on|calls?|competitions?|resources?|reports?|publications?)\/./i;
const DATED_PATH = /\/(?:19|20)\d{2}\/(?:\d{1,2}\/)?|\d{4}-\d{2}-\d{2}/;
const EXCLUDED_CONTAINER =
  'nav, header, footer, aside, form, [role="navigation"], [role="banner"], [role="contentinfo"], .breadcrumb, .breadcrumbs, .pagination, .menu, .social, .share, .cookie, #cookie-banner';

function siteOf(host: string): string {
  return host.toLowerCase().replace(/^www\./, '');
}

function discoverLinks(doc: Document, url: string): string[] {
  let pageHost = '';
  try {
    pageHost = siteOf(new URL(url).host);
  } catch {
    return [];
  }
  const scope =
    doc.querySelector('main, [role="main"], #main, #content, .content') ??
    doc.body ??
    doc.documentElement;
  if (!scope) return [];
  const found: string[] = [];
  const seen = new Set<string>();
  for (const a of scope.querySelectorAll('a[href]')) {
    if (a.closest(EXCLUDED_CONTAINER)) continue;
    const href = a.getAttribute('href') ?? '';
    if (/^(?:#|mailto:|tel:|javascript:)/i.test(href.trim())) continue;
    const link = resolveUrl(href, url);
    if (!link) continue;
    let target: URL;
    try {
      target = new URL(link);
    } catch {
      continue;
    }
    if (!/^https?:$/.test(target.protocol) || siteOf(target.host) !== pageHost) continue;
    target.hash = '';
    const path = target.pathname;
    if (
      path === '/' ||
      SKIP_PATH.test(path) ||
      /\.(?:pdf|docx?|xlsx?|zip|jpe?g|png|gif|svg|mp[34])$/i.test(path)
    )
      continue;
    const text = normaliseSpace(a.textContent ?? '').replace(/\s+/g, ' ');
    const words = text.split(' ').filter(Boolean).length;
    const inList = !!a.closest(
      'li, article, [class*="card"], [class*="teaser"], [class*="item"], h2, h3, h4',
    );
    const segments = path.split('/').filter(Boolean);
    const sluggy = /[a-z0-9]+(?:-[a-z0-9]+){2,}/i.test(segments.at(-1) ?? '');
    const looksLikeItem =
      (ITEM_PATH.test(path) || DATED_PATH.test(path) || (sluggy && segments.length >= 1)) &&
      (words >= 3 || (inList && words >= 2));
    if (!looksLikeItem) continue;
    // The listing page itself, paged or filtered, is not an item.
    if (target.toString().replace(/\/$/, '') === url.replace(/#.*$/, '').replace(/\/$/, ''))
      continue;
    const key = target.toString();
    if (seen.has(key)) continue;
    seen.add(key);
    found.push(key);
    if (found.length >= 200) break;
  }
  return found;
}

function parseDocument(html: string): Document {
  // linkedom needs a document element to hang things on; fragments get a wrapper.
  const source = /<html[\s>]/i.test(html)
    ? html
    : `<!doctype html><html><body>${html}</body></html>`;
  return parseHTML(source).document as unknown as Document;
}

/** An HTML listing page: schema.org JSON-LD items if it has them, and item links to follow. */
export function parseHtmlListing(body: string, url: string): ParsedFeed {
  const doc = parseDocument(body);
  const { entries, links } = walkJsonLd(doc, url);
  const discovered =
    entries.length > 0 ? links : [...new Set([...links, ...discoverLinks(doc, url)])];
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
  return {
    type: 'html',
    title:
      cleanLine(
        doc.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ??
          doc.querySelector('title')?.textContent,
      ) || null,
    link: resolveUrl(canonical, url) ?? url,
    entries,
    discoveredLinks: discovered.filter((l) => !entries.some((e) => e.link === l)),
  };
}

function meta(doc: Document, ...names: string[]): string | null {
  for (const name of names) {
    const el = doc.querySelector(
      `meta[property="${name}"], meta[name="${name}"], meta[itemprop="${name}"]`,
    );
    const content = el?.getAttribute('content');
    if (content && content.trim()) return decodeEntities(content.trim());
  }
  return null;
}

/**
 * An item page's main content (Readability), its title and published date (meta
 * article:published_time, <time datetime>, JSON-LD), as one entry. JSON-LD on the page (an
 * Event's dates and venue, a grant's funder) is merged in.
 */
export function extractArticle(html: string, url: string): ParsedEntry {
  const doc = parseDocument(html);
  const { entries } = walkJsonLd(doc, url);
  const ld = entries[0] ?? null;
  const published =
    meta(
      doc,
      'article:published_time',
      'datePublished',
      'date',
      'dc.date',
      'DC.date.issued',
      'pubdate',
    ) ??
    doc.querySelector('time[datetime]')?.getAttribute('datetime') ??
    null;
  const ogTitle = meta(doc, 'og:title', 'twitter:title');
  const siteName = meta(doc, 'og:site_name', 'application-name');
  const image = meta(doc, 'og:image', 'twitter:image');

  // Readability mutates the document; let it have its own copy.
  let article: ReturnType<Readability['parse']> = null;
  try {
    article = new Readability(parseDocument(html), { charThreshold: 200 }).parse();
  } catch {
    article = null;
  }
  const mainText = normaliseSpace(article?.textContent ?? '');
  const fallbackScope = doc.querySelector('main, article, [role="main"]') ?? doc.body;
  const text = mainText || htmlToText(fallbackScope?.innerHTML ?? '');
  const h1 = cleanLine(doc.querySelector('h1')?.textContent);
  const title =
    cleanLine(
      ld?.title ?? ogTitle ?? article?.title ?? h1 ?? doc.querySelector('title')?.textContent,
    ) ||
    h1 ||
    '';
  const canonical = resolveUrl(
    doc.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    url,
  );
  return {
    title,
    link: canonical ?? url,
    text: ld?.text && ld.text.length > text.length ? ld.text : text || ld?.text || '',
    html: typeof article?.content === 'string' ? article.content : null,
    externalId: canonical ?? url,
    publishedAt:
      ld?.publishedAt ?? parseFeedDate(published) ?? parseFeedDate(article?.publishedTime ?? null),
    eventStart: ld?.eventStart ?? null,
    eventEnd: ld?.eventEnd ?? null,
    location: ld?.location ?? null,
    organisation: ld?.organisation ?? siteName ?? null,
    image: resolveUrl(image, url) ?? ld?.image ?? null,
    categories: ld?.categories ?? [],
    schemaType: ld?.schemaType ?? null,
  };
}
