/**
 * The seams between the agent's stages: fetch → parse → extract → tag → dedupe → store.
 * Each stage is a plain function over these shapes, so each can be tested alone and the
 * pipeline can be given another implementation (a fake fetcher in a benchmark, an LLM tagger).
 */

export type FeedType = 'rss' | 'atom' | 'json' | 'ical' | 'html';

/** What the fetcher returns for one URL. `not-modified` is a 304 to a conditional GET. */
export type FetchResult =
  | {
      status: 'ok';
      url: string;
      finalUrl: string;
      httpStatus: number;
      contentType: string | null;
      /** Decoded text (charset detected from BOM, header, XML prolog or meta). */
      body: string;
      bytes: number;
      etag: string | null;
      lastModified: string | null;
      /** Seconds the response may be cached (Cache-Control max-age): no sooner a re-read. */
      cacheSeconds?: number | null;
    }
  | {
      status: 'not-modified';
      url: string;
      httpStatus: 304;
      bytes: number;
      cacheSeconds?: number | null;
    }
  | {
      status: 'error';
      url: string;
      httpStatus: number | null;
      /** Machine-readable reason: timeout, too-large, too-many-redirects, private-address, robots, http, network, charset. */
      reason: string;
      message: string;
      bytes: number;
      /** Seconds the server asked us to wait (429/503 Retry-After). */
      retryAfter?: number;
    };

/** Validators kept per source for the next conditional GET. */
export interface FetchState {
  etag?: string | null;
  lastModified?: string | null;
}

/** One entry read from a feed, calendar or listing page, before extraction and tagging. */
export interface ParsedEntry {
  title: string;
  link: string | null;
  /** Plain text (HTML stripped, entities decoded). */
  text: string;
  /** Original HTML where the format carried some. */
  html?: string | null;
  externalId?: string | null;
  publishedAt?: Date | null;
  eventStart?: Date | null;
  eventEnd?: Date | null;
  location?: string | null;
  organisation?: string | null;
  image?: string | null;
  categories?: string[];
  /** schema.org type when read from JSON-LD (Event, NewsArticle, MonetaryGrant…). */
  schemaType?: string | null;
  /** Set by the sample pack: the item was written for the project, not published by the organisation. */
  isSample?: boolean;
}

export interface ParsedFeed {
  type: FeedType;
  title: string | null;
  link: string | null;
  entries: ParsedEntry[];
  /** For HTML listing pages: item pages worth fetching for their main content. */
  discoveredLinks?: string[];
  /** RSS <ttl>: minutes the feed asks readers to wait between reads. */
  ttlMinutes?: number | null;
}

/** Facts pulled out of an entry's text. Dates are absolute instants (Europe/London applied). */
export interface ExtractedFacts {
  deadline: Date | null;
  amountMaxGbp: number | null;
  eventStart: Date | null;
  eventEnd: Date | null;
  location: string | null;
  organisation: string | null;
}

/** What the tagger reads. */
export interface TagInput {
  title: string;
  body: string;
  link?: string | null;
  organisation?: string | null;
  /** The publishing source's regions and kind: a strong prior for an item with no place named. */
  sourceRegions?: string[];
  sourceKind?: string;
  /**
   * When the item was published (else when it was read): dates in the text before it are
   * reported, after it are to come. Unknown means the text's dates say nothing of the kind.
   */
  published?: Date | null;
  /** What the extractor found in the same text, when the caller has it: else the tagger reads it. */
  facts?: Pick<ExtractedFacts, 'deadline' | 'eventStart' | 'amountMaxGbp'> | null;
}

/** Taxonomy ids (packages/shared/src/taxonomy.json), each with a confidence from 0 to 1. */
export interface Tags {
  category: 'funding' | 'events' | 'market-insights' | 'courses-guides';
  regions: string[];
  stages: string[];
  /** Empty means open to all sectors. */
  sectors: string[];
  topics: string[];
  confidence: {
    category: number;
    regions: Record<string, number>;
    stages: Record<string, number>;
    sectors: Record<string, number>;
    topics: Record<string, number>;
  };
  taggedBy: 'offline' | 'llm';
}

export interface Tagger {
  tag(input: TagInput): Promise<Tags>;
}
