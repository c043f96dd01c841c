import type { LlmClient } from '@thistle/core';
import { taxonomy } from '@thistle/shared';
import { z } from 'zod';
import type { TagInput, Tags } from '../contracts.ts';
import { LABELLING_CONVENTIONS } from './conventions.ts';

const ids = (facet: 'category' | 'region' | 'stage' | 'sector' | 'topic') =>
  taxonomy[facet].map((e) => e.id) as [string, ...string[]];

const confidenceMap = z.record(z.string(), z.number().min(0).max(1));

/** What the model must answer; every id is checked against the taxonomy, not just its shape. */
export const llmAnswerSchema = z.object({
  category: z.enum(ids('category')),
  category_confidence: z.number().min(0).max(1).optional(),
  regions: z.array(z.enum(ids('region'))).min(1),
  stages: z.array(z.enum(ids('stage'))).min(1),
  sectors: z.array(z.enum(ids('sector'))),
  topics: z.array(z.enum(ids('topic'))).min(1),
  confidence: z
    .object({
      regions: confidenceMap.optional(),
      stages: confidenceMap.optional(),
      sectors: confidenceMap.optional(),
      topics: confidenceMap.optional(),
    })
    .optional(),
});

const describe = (facet: 'category' | 'region' | 'stage' | 'sector' | 'topic') =>
  taxonomy[facet].map((e) => `- ${e.id}: ${e.label}${e.means ? ` (${e.means})` : ''}`).join('\n');

export const TAGGING_SYSTEM_PROMPT = `You tag items published by UK business-support bodies (funders, enterprise agencies, councils, publishers) for Thistle, an assistant for UK, mostly Scottish, small-business owners.
Answer one JSON object only: {"category": id, "category_confidence": 0..1, "regions": [ids], "stages": [ids], "sectors": [ids], "topics": [ids], "confidence": {"regions": {id: 0..1}, "stages": {...}, "sectors": {...}, "topics": {...}}}.
Label each item by these conventions:
${LABELLING_CONVENTIONS}
Use only these ids.
Categories:
${describe('category')}
Regions:
${describe('region')}
Stages:
${describe('stage')}
Sectors:
${describe('sector')}
Topics:
${describe('topic')}`;

export function llmUserMessage(input: TagInput): string {
  return JSON.stringify({
    title: input.title,
    body: input.body.slice(0, 4000),
    organisation: input.organisation ?? null,
    link: input.link ?? null,
    source_regions: input.sourceRegions ?? [],
    source_kind: input.sourceKind ?? null,
  });
}

/** Asks the LLM; throws on any transport, JSON or taxonomy problem so the caller can fall back. */
export async function tagWithLlm(llm: LlmClient, input: TagInput): Promise<Tags> {
  const answer = await llm.completeJson({
    system: TAGGING_SYSTEM_PROMPT,
    user: llmUserMessage(input),
    maxTokens: 600,
  });
  const parsed = llmAnswerSchema.parse(answer);
  const conf = (list: string[], given: Record<string, number> | undefined) =>
    Object.fromEntries([...new Set(list)].map((id) => [id, given?.[id] ?? 0.8]));
  const regions = conf(parsed.regions, parsed.confidence?.regions);
  const stages = conf(parsed.stages, parsed.confidence?.stages);
  const sectors = conf(parsed.sectors, parsed.confidence?.sectors);
  const topics = conf(parsed.topics, parsed.confidence?.topics);
  return {
    category: parsed.category as Tags['category'],
    regions: Object.keys(regions),
    stages: Object.keys(stages),
    sectors: Object.keys(sectors),
    topics: Object.keys(topics),
    confidence: { category: parsed.category_confidence ?? 0.8, regions, stages, sectors, topics },
    taggedBy: 'llm',
  };
}
