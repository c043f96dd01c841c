import { parseHTML } from 'linkedom';
import { normaliseSpace } from '../parse/text.ts';

/** A `<link rel="alternate">` with a feed type: the site's own statement of where its feed is. */
export interface AdvertisedFeed {
  url: string;
  type: string;
  title: string;
}

export interface PageLink {
  url: string;
  text: string;
  /** Inside the site's menus (nav, header, a menu list): navigation, not content. */
  inMenu: boolean;
  /** The link's own `type` attribute, when it names a feed type. */
  feedType: string | null;
}

export type Platform = 'wordpress' | 'drupal' | 'joomla' | 'wix' | 'squarespace' | 'blogger' | null;

export interface ReadPage {
  url: string;
  feeds: AdvertisedFeed[];
  links: PageLink[];
  platform: Platform;
}

const FEED_MEDIA_TYPES =
  /^(?:application\/(?:rss|atom|rdf)\+xml|application\/feed\+json|application\/json|application\/xml|text\/xml|text\/calendar)$/i;

/** Plain JSON and XML alternates are feeds only when they say so; usually they are APIs. */
function isFeedAlternate(type: string, href: string, title: string): boolean {
  if (!FEED_MEDIA_TYPES.test(type)) return false;
  if (/^(?:application\/json|application\/xml|text\/xml)$/i.test(type)) {
    return /\b(?:feed|rss|atom)\b/i.test(`${href} ${title}`) && !/wp-json|\/api\//i.test(href);
  }
  return true;
}

/** Comment feeds carry readers' comments, not what the organisation publishes. */
export function isCommentFeed(url: string, title = ''): boolean {
  return (
    /\/comments?\/(?:feed|default)|[?&]feed=comments|\/comments\/?$/i.test(url) ||
    /\bcomments?\b/i.test(title)
  );
}

function resolve(href: string | null, base: string): string | null {
  if (!href) return null;
  const trimmed = href.trim();
  if (!trimmed || /^(?:#|mailto:|tel:|sms:|javascript:|data:|ftp:|webcal:)/i.test(trimmed))
    return null;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

function platformOf(doc: Document, html: string): Platform {
  const generator = (
    doc.querySelector('meta[name="generator" i]')?.getAttribute('content') ?? ''
  ).toLowerCase();
  if (generator.includes('wordpress') || /\/wp-content\//.test(html)) return 'wordpress';
  if (generator.includes('drupal')) return 'drupal';
  if (generator.includes('joomla')) return 'joomla';
  if (generator.includes('wix')) return 'wix';
  if (generator.includes('blogger')) return 'blogger';
  if (
    generator.includes('squarespace') ||
    /static1\.squarespace\.com|SQUARESPACE_CONTEXT/.test(html)
  )
    return 'squarespace';
  return null;
}

const MENU =
  'nav, header, [role="navigation"], [role="banner"], .menu, [class*="nav"], [class*="menu"]';

/** The feeds a page advertises and the links it holds, resolved against its base URL. */
export function readPage(html: string, pageUrl: string): ReadPage {
  const source = /<html[\s>]/i.test(html)
    ? html
    : `<!doctype html><html><body>${html}</body></html>`;
  const doc = parseHTML(source).document as unknown as Document;
  const baseHref = doc.querySelector('base[href]')?.getAttribute('href');
  const base = resolve(baseHref ?? null, pageUrl) ?? pageUrl;

  const feeds: AdvertisedFeed[] = [];
  for (const link of doc.querySelectorAll('link[href]')) {
    const rel = (link.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
    if (!rel.includes('alternate')) continue;
    const type = (link.getAttribute('type') ?? '').trim();
    const title = link.getAttribute('title') ?? '';
    const url = resolve(link.getAttribute('href'), base);
    if (!url || !isFeedAlternate(type, url, title) || isCommentFeed(url, title)) continue;
    feeds.push({ url, type: type.toLowerCase(), title });
  }

  const links: PageLink[] = [];
  for (const anchor of doc.querySelectorAll('a[href]')) {
    const url = resolve(anchor.getAttribute('href'), base);
    if (!url) continue;
    const type = (anchor.getAttribute('type') ?? '').trim();
    links.push({
      url,
      text: normaliseSpace(anchor.textContent ?? '').slice(0, 200),
      inMenu: anchor.closest(MENU) !== null,
      feedType: FEED_MEDIA_TYPES.test(type) ? type.toLowerCase() : null,
    });
  }
  return { url: pageUrl, feeds, links, platform: platformOf(doc, html) };
}
