import { z } from 'zod';
import { REGION_IDS } from '@thistle/shared';

/** The request and response shapes of /api/operator/*, shared by the routes and the CLI. */
export const feedTypeSchema = z.enum(['rss', 'atom', 'json', 'ical', 'html']);

export const operatorSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  type: feedTypeSchema,
  kind: z.string(),
  regions: z.array(z.string()),
  origin: z.enum(['catalogue', 'sample', 'operator']),
  enabled: z.boolean(),
  lastStatus: z.number().nullable(),
  lastError: z.string().nullable(),
  consecutiveFailures: z.number(),
  flagged: z.boolean(),
  lastFetchedAt: z.string().nullable(),
  nextDueAt: z.string(),
  parentId: z.string().nullable(),
  discoveryStatus: z.enum(['not-needed', 'pending', 'found', 'nothing']),
  foundBy: z.string().nullable(),
});

export const listSourcesQuerySchema = z.object({
  region: z.enum(REGION_IDS as [string, ...string[]]).optional(),
  kind: z.string().min(1).optional(),
});
export const sourcesResponseSchema = z.object({ sources: z.array(operatorSourceSchema) });
export const sourceResponseSchema = z.object({ source: operatorSourceSchema });

export const addSourceRequestSchema = z.object({
  name: z.string().min(1),
  url: z.string().min(1),
  type: feedTypeSchema,
  kind: z.string().min(1).optional(),
  regions: z.array(z.string()).optional(),
});
export const disableSourceRequestSchema = z.object({ source: z.string().min(1) });
export const importRequestSchema = z.object({ csv: z.string().min(1) });
export const importResponseSchema = z.object({
  rows: z.number(),
  inserted: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  skipped: z.array(z.object({ line: z.number(), message: z.string() })),
});

export const crawlRequestSchema = z.object({ source: z.string().min(1).optional() });
export const crawlTotalsSchema = z.object({
  sources: z.number(),
  fetched: z.number(),
  notModified: z.number(),
  failed: z.number(),
  newItems: z.number(),
  duplicates: z.number(),
  bytes: z.number(),
  discovered: z.number(),
  unwatched: z.number(),
  changedItems: z.number(),
  failures: z.array(z.object({ name: z.string(), url: z.string(), error: z.string() })),
});
/** /api/operator/crawl streams one JSON object a line: progress, then the totals or an error. */
export const crawlEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    done: z.number(),
    total: z.number(),
    name: z.string(),
    outcome: z.enum(['fetched', 'not-modified', 'failed', 'unwatched']),
  }),
  z.object({ type: z.literal('totals'), totals: crawlTotalsSchema }),
  z.object({
    type: z.literal('error'),
    error: z.object({ code: z.string(), message: z.string() }),
  }),
]);
export type CrawlEvent = z.infer<typeof crawlEventSchema>;

export const statusResponseSchema = z.object({
  total: z.number(),
  enabled: z.number(),
  dueNow: z.number(),
  failing: z.number(),
  flagged: z.number(),
  items: z.number(),
  sampleItems: z.number(),
  lastRunAt: z.string().nullable(),
  watch: z.object({
    organisations: z.number(),
    throughFeed: z.number(),
    throughListing: z.number(),
    notDiscovered: z.number(),
    nothingFound: z.number(),
    failing: z.number(),
    disabled: z.number(),
  }),
  unwatchedSources: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      homepage: z.string().nullable(),
      discoveryNote: z.string().nullable(),
      nextDueAt: z.string(),
    }),
  ),
  failingSources: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      url: z.string(),
      lastStatus: z.number().nullable(),
      lastError: z.string().nullable(),
      consecutiveFailures: z.number(),
      flagged: z.boolean(),
      nextDueAt: z.string(),
    }),
  ),
});
