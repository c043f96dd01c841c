import { decodeEntities } from '../parse/text.ts';

export interface Sitemap {
  kind: 'index' | 'urls';
  locations: string[];
}

/** Sitemaps can list millions of pages; the first of them are plenty to find listing pages. */
const MAX_LOCATIONS = 20_000;

/** A sitemap or sitemap index (sitemaps.org 0.9), read for its <loc> URLs; null if neither. */
export function parseSitemap(xml: string): Sitemap | null {
  const head = xml.slice(0, 2000);
  const kind = /<(?:[\w-]+:)?sitemapindex[\s>]/i.test(head)
    ? 'index'
    : /<(?:[\w-]+:)?urlset[\s>]/i.test(head)
      ? 'urls'
      : null;
  if (!kind) return null;
  const locations: string[] = [];
  const pattern = /<(?:[\w-]+:)?loc>\s*(?:<!\[CDATA\[)?\s*([^<\s\]]+)/gi;
  for (let m = pattern.exec(xml); m && locations.length < MAX_LOCATIONS; m = pattern.exec(xml)) {
    locations.push(decodeEntities(m[1]!));
  }
  return { kind, locations };
}

/** Robots.txt `Sitemap:` lines (absolute URLs, any group). */
export function sitemapsInRobots(robotsTxt: string, base: string): string[] {
  const found: string[] = [];
  for (const line of robotsTxt.split(/\r\n|\r|\n/)) {
    const m = /^\s*sitemap\s*:\s*(\S+)/i.exec(line);
    if (!m) continue;
    try {
      found.push(new URL(m[1]!, base).href);
    } catch {
      // not a URL: ignored
    }
  }
  return found;
}

/**
 * Which child sitemaps of an index to read first: those of pages and sections, where listings
 * are; posts, products, images and downloads list items, not listings.
 */
export function rankChildSitemaps(children: string[]): string[] {
  const rank = (url: string) => {
    const name = url.toLowerCase();
    if (/download|image|video|media|product|attachment|file|author|user|tag/.test(name)) return 3;
    if (/categor|section|taxonom|page|menu|main|event|news/.test(name)) return 0;
    if (/post|article|blog/.test(name)) return 2;
    return 1;
  };
  return [...children].sort((a, b) => rank(a) - rank(b));
}
