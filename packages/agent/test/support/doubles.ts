/**
 * Test doubles for the stages other engineers own (fetch, parse, extract, tag): just enough
 * behaviour for the pipeline's own logic (state, dedupe, storage) to be tested on its own.
 */
import type {
  FetchResult,
  FetchState,
  ParsedEntry,
  ParsedFeed,
  Tags,
} from '../../src/contracts.ts';
import type { PipelineStages } from '../../src/pipeline/stages.ts';

export interface FakeDocument {
  body: string;
  etag?: string;
  status?: number;
  /** Cache-Control max-age of the response, in seconds. */
  cacheSeconds?: number;
}

/** A web of documents keyed by URL; a matching If-None-Match gets a 304. */
export class FakeWeb {
  readonly documents = new Map<string, FakeDocument>();
  readonly requests: { url: string; state: FetchState; trustedOrigin?: string | undefined }[] = [];

  set(url: string, doc: FakeDocument) {
    this.documents.set(url, doc);
  }

  async fetch(
    url: string,
    state: FetchState,
    options: { trustedOrigin?: string } = {},
  ): Promise<FetchResult> {
    this.requests.push({ url, state, trustedOrigin: options.trustedOrigin });
    const doc = this.documents.get(url);
    if (!doc) {
      return {
        status: 'error',
        url,
        httpStatus: 404,
        reason: 'http',
        message: 'HTTP 404',
        bytes: 0,
      };
    }
    if (doc.status && doc.status >= 400) {
      return {
        status: 'error',
        url,
        httpStatus: doc.status,
        reason: 'http',
        message: `HTTP ${doc.status}`,
        bytes: 0,
        ...(doc.status === 429 ? { retryAfter: 7200 } : {}),
      };
    }
    if (doc.etag && state.etag === doc.etag) {
      return {
        status: 'not-modified',
        url,
        httpStatus: 304,
        bytes: 0,
        cacheSeconds: doc.cacheSeconds ?? null,
      };
    }
    return {
      status: 'ok',
      url,
      finalUrl: url,
      httpStatus: 200,
      contentType: 'application/json',
      body: doc.body,
      bytes: Buffer.byteLength(doc.body),
      etag: doc.etag ?? null,
      lastModified: null,
      cacheSeconds: doc.cacheSeconds ?? null,
    };
  }
}

interface FakeEntry {
  title: string;
  link?: string | null;
  text?: string;
  eventStart?: string;
  publishedAt?: string;
}

/** A "feed" in these tests is JSON: { entries: [...], links: [...], ttlMinutes }. */
export function feedBody(
  entries: FakeEntry[],
  links: string[] = [],
  feed: { ttlMinutes?: number } = {},
): string {
  return JSON.stringify({ entries, links, ...feed });
}

function parseFeed(body: string, type: ParsedFeed['type']): ParsedFeed {
  const data = JSON.parse(body) as { entries: FakeEntry[]; links: string[]; ttlMinutes?: number };
  return {
    type,
    title: null,
    link: null,
    entries: data.entries.map((e) => ({
      title: e.title,
      link: e.link ?? null,
      text: e.text ?? '',
      eventStart: e.eventStart ? new Date(e.eventStart) : null,
      publishedAt: e.publishedAt ? new Date(e.publishedAt) : null,
    })),
    discoveredLinks: data.links,
    ttlMinutes: data.ttlMinutes ?? null,
  };
}

/** Item pages are plain text: first line the title, the rest the body. */
function extractArticle(html: string, url: string): ParsedEntry | null {
  const [title, ...rest] = html.split('\n');
  return title ? { title, link: url, text: rest.join('\n') } : null;
}

/** Tags by keyword so tests can see the tagger was given the entry and the source's priors. */
export const tagCalls: {
  title: string;
  sourceRegions?: string[] | undefined;
  sourceKind?: string | undefined;
}[] = [];
async function tag(input: {
  title: string;
  body: string;
  sourceRegions?: string[];
  sourceKind?: string;
}): Promise<Tags> {
  tagCalls.push({
    title: input.title,
    sourceRegions: input.sourceRegions,
    sourceKind: input.sourceKind,
  });
  const category = /grant|fund/i.test(input.title) ? 'funding' : 'events';
  return {
    category,
    regions: input.sourceRegions?.length ? input.sourceRegions : ['uk'],
    stages: [],
    sectors: [],
    topics: ['finance'],
    confidence: { category: 0.9, regions: {}, stages: {}, sectors: {}, topics: { finance: 0.5 } },
    taggedBy: 'offline',
  };
}

export function fakeStages(web: FakeWeb): PipelineStages {
  return {
    fetch: (url, state, options) => web.fetch(url, state, options),
    parseFeed: (body, { type }) => parseFeed(body, type),
    extractArticle,
    extractFacts: (entry) => ({
      deadline: /closes 2027-03-12/.test(entry.text) ? new Date('2027-03-12T17:00:00Z') : null,
      amountMaxGbp: /£25k/.test(entry.text) ? 25000 : null,
      eventStart: null,
      eventEnd: null,
      location: null,
      organisation: null,
    }),
    tagger: { tag },
    // No jitter: these tests check the schedule's exact intervals; schedule.test.ts the spread.
    random: () => 0,
  };
}
