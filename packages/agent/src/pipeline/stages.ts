import type {
  ExtractedFacts,
  FeedType,
  FetchResult,
  FetchState,
  ParsedEntry,
  ParsedFeed,
  Tagger,
} from '../contracts.ts';

/**
 * The four stages the pipeline drives, injected so the pipeline can be tested (and
 * benchmarked) with any fetcher or tagger. `createAgentStages` wires the real ones.
 */
export interface PipelineStages {
  /** Conditional GET of one URL with the source's validators. */
  fetch(url: string, state: FetchState, options?: FetchOptions): Promise<FetchResult>;
  parseFeed(
    body: string,
    options: { type: FeedType; url: string; contentType?: string | null; now?: Date },
  ): ParsedFeed;
  /** The main content of one item page discovered on an HTML listing; null when unreadable. */
  extractArticle(html: string, url: string): ParsedEntry | null;
  extractFacts(entry: ParsedEntry, now: Date): ExtractedFacts;
  tagger: Tagger;
  /** Randomness for the schedule's jitter (Math.random when absent; tests pin it). */
  random?: () => number;
}

export interface FetchOptions {
  /**
   * Sample sources are served by Thistle itself, usually on a loopback address: this origin
   * (and only this one) may then be fetched despite the private-address guard.
   */
  trustedOrigin?: string;
}
