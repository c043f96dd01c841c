import type { Platform } from './page.ts';

/**
 * Where a site's feed usually is when no page says: the platform's own path when the page
 * names its platform, else the paths most sites use. Tried only when nothing was advertised.
 */
export function conventionalFeedPaths(platform: Platform): string[] {
  switch (platform) {
    case 'wordpress':
      return ['/feed/'];
    case 'drupal':
      return ['/rss.xml'];
    case 'joomla':
      return ['/?format=feed&type=rss'];
    case 'wix':
      return ['/blog-feed.xml'];
    case 'blogger':
      return ['/feeds/posts/default'];
    case 'squarespace':
      return [];
    default:
      return ['/feed/', '/rss.xml', '/news/feed/'];
  }
}

/** Squarespace serves every collection page (a blog, an events list) as RSS with ?format=rss. */
export function collectionFeedUrl(platform: Platform, listingUrl: string): string | null {
  if (platform !== 'squarespace') return null;
  const url = new URL(listingUrl);
  if (url.search) return null;
  url.search = '?format=rss';
  return url.href;
}

/** A link whose address plainly names a feed, whatever its text. */
export function looksLikeFeedUrl(url: string): boolean {
  const { pathname, search } = new URL(url);
  return (
    /(?:^|\/)(?:feed|rss|atom)\/?$/i.test(pathname) ||
    /\.(?:rss|atom)$/i.test(pathname) ||
    /(?:^|[/_-])(?:rss|atom|feed)\.xml$/i.test(pathname) ||
    /[?&]format=(?:rss|feed)\b/i.test(search) ||
    /^\/feeds\//.test(pathname)
  );
}
