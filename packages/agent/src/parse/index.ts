import type { FeedType, ParsedFeed } from '../contracts.ts';
import { FeedParseError, parseJsonFeed, parseXmlFeed } from './feeds.ts';
import { parseHtmlListing } from './html.ts';
import { parseIcal } from './ical.ts';

export { FeedParseError } from './feeds.ts';
export { extractArticle } from './html.ts';
export { htmlToText, decodeEntities, parseFeedDate, resolveUrl } from './text.ts';

export interface ParseOptions {
  /** The format the catalogue says; sniffed from the body when absent or plainly wrong. */
  type?: FeedType | null;
  /** The feed's URL: relative links resolve against it. */
  url: string;
  contentType?: string | null;
  /** iCalendar: the reference time for the recurrence window. */
  now?: Date;
  windowStart?: Date;
  windowEnd?: Date;
}

/** The format a body is in, from its first bytes and then its Content-Type. */
export function sniffFeedType(body: string, contentType?: string | null): FeedType | null {
  const head = body
    .replace(/^\uFEFF/, '')
    .slice(0, 4096)
    .trimStart();
  if (/^BEGIN:VCALENDAR/i.test(head)) return 'ical';
  if (head.startsWith('{') || head.startsWith('[')) return 'json';
  if (head.startsWith('<')) {
    const stripped = head.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, '').trimStart();
    if (/^<!doctype html|^<html[\s>]/i.test(stripped)) return 'html';
    const root = /^<(?:[\w.-]+:)?([\w.-]+)/
      .exec(
        stripped
          .replace(/^<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>\s*/i, '')
          .replace(/<!--[\s\S]*?-->/g, '')
          .trimStart(),
      )?.[1]
      ?.toLowerCase();
    if (root === 'feed') return 'atom';
    if (root === 'rss' || root === 'rdf' || root === 'channel') return 'rss';
    if (root && /^(head|body|div|p|meta|title|table|section|main)$/.test(root)) return 'html';
  }
  const ct = (contentType ?? '').toLowerCase();
  if (ct.includes('calendar')) return 'ical';
  if (ct.includes('json')) return 'json';
  if (ct.includes('atom')) return 'atom';
  if (ct.includes('rss') || ct.includes('rdf') || ct.includes('xml')) return 'rss';
  if (ct.includes('html')) return 'html';
  return null;
}

/**
 * Any feed, calendar or listing page to entries. Throws only FeedParseError (not a feed, or
 * broken beyond reading); callers record that as the source's parse failure.
 */
export function parseFeed(body: string, options: ParseOptions): ParsedFeed {
  if (typeof body !== 'string' || body.trim() === '')
    throw new FeedParseError('Empty document', 'empty');
  const sniffed = sniffFeedType(body, options.contentType);
  // Trust the body over the catalogue between feed formats: sites move from RSS to Atom or
  // JSON without telling anyone. But an HTML page where a feed was expected is an error page
  // or a moved feed, not a listing to crawl.
  let type = options.type ?? sniffed;
  if (options.type && options.type !== 'html' && sniffed === 'html')
    throw new FeedParseError(`Expected ${options.type} but got an HTML page`, 'unrecognised');
  if (sniffed && type !== sniffed) type = sniffed;
  try {
    switch (type) {
      case 'rss':
      case 'atom':
        return parseXmlFeed(body, options.url);
      case 'json':
        return parseJsonFeed(body, options.url);
      case 'ical':
        return parseIcal(body, {
          url: options.url,
          ...(options.now ? { now: options.now } : {}),
          ...(options.windowStart ? { windowStart: options.windowStart } : {}),
          ...(options.windowEnd ? { windowEnd: options.windowEnd } : {}),
        });
      case 'html':
        return parseHtmlListing(body, options.url);
      default:
        throw new FeedParseError(
          'Unrecognised document: not RSS, Atom, JSON Feed, iCalendar or HTML',
          'unrecognised',
        );
    }
  } catch (error) {
    if (error instanceof FeedParseError) throw error;
    // Parsers are third-party code; whatever they throw becomes our typed error.
    throw new FeedParseError(
      `Could not parse ${type}: ${(error as Error)?.message ?? String(error)}`,
      'malformed',
    );
  }
}
