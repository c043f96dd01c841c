import { existsSync, readFileSync } from 'node:fs';
import {
  CATEGORY_CUES,
  compileLexicon,
  normalise,
  scoreLexicon,
  SECTOR_CUES,
  STAGE_CUES,
  TOPIC_CUES,
  type CompiledLexicon,
} from '@thistle/language';
import type { TagInput, Tags } from '../contracts.ts';
import { itemFeatures, itemText } from './features.ts';
import { categoryRuleScores, categorySignals, readCategory, topicSignals } from './category.ts';
import { regionsFor } from './regions.ts';
import { evidenceVectors } from './evidence.ts';
import { readSectors, SECTOR_EVIDENCE, sectorRuleScores } from './sectors.ts';
import { readTopics, TOPIC_EVIDENCE } from './topics.ts';
import {
  PUBLISHER_SECTOR_CUES,
  PUBLISHER_TOPIC_CUES,
  withPublisherCues,
} from './publisher-cues.ts';
import {
  compileModel,
  featureRows,
  predict,
  predictNaiveBayes,
  type CompiledModel,
  type FacetBlend,
  type ModelFacet,
  type DenseModelJson,
  type ModelJson,
  predictDense,
} from './model.ts';

export const MODEL_PATH = new URL('./data/model.json', import.meta.url);

/** The cue lexicons of @thistle/language with the publishers' own phrases, compiled once per process. */
export const LEXICONS: Record<ModelFacet, CompiledLexicon> = {
  category: compileLexicon(CATEGORY_CUES),
  stages: compileLexicon(STAGE_CUES),
  sectors: compileLexicon(withPublisherCues(SECTOR_CUES, PUBLISHER_SECTOR_CUES)),
  topics: compileLexicon(withPublisherCues(TOPIC_CUES, PUBLISHER_TOPIC_CUES)),
};

/** Used before a model is trained, and as the rules' own settings: rules only. */
export const RULES_ONLY: Record<ModelFacet, FacetBlend> = {
  category: { alpha: 0, threshold: 0 },
  stages: { alpha: 0, threshold: 0.5 },
  sectors: { alpha: 0, threshold: 0.6 },
  topics: { alpha: 0, threshold: 0.55 },
};

let loaded: CompiledModel | null | undefined;

/** The checked-in model, read once per process (null before any model is trained). */
export function defaultModel(): CompiledModel | null {
  if (loaded === undefined) {
    loaded = existsSync(MODEL_PATH)
      ? compileModel(JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as ModelJson)
      : null;
  }
  return loaded;
}

const CATEGORIES = ['funding', 'events', 'market-insights', 'courses-guides'] as const;
const ALL_STAGES = ['idea', 'startup', 'growth', 'established'];

export interface OfflineOptions {
  /** A model other than the checked-in one (training's cross-validation); null = rules only. */
  model?: CompiledModel | null;
}

function blend(
  rules: Map<string, number>,
  model: Map<string, number> | undefined,
  settings: FacetBlend,
  ids: Iterable<string>,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const id of ids) {
    const r = rules.get(id) ?? 0;
    const m = model?.get(id);
    const v = m === undefined ? r : settings.alpha * m + (1 - settings.alpha) * r;
    if (v > 0) out.set(id, v);
  }
  return out;
}

/** The category's blend averaged with the naive Bayes posterior at the tuned weight. */
function withNaiveBayes(
  blended: Map<string, number>,
  naiveBayes: Map<string, number> | undefined,
  weight: number,
): Map<string, number> {
  if (!naiveBayes || weight === 0) return blended;
  const out = new Map<string, number>();
  for (const id of CATEGORIES) {
    const v = (1 - weight) * (blended.get(id) ?? 0) + weight * (naiveBayes.get(id) ?? 0);
    if (v > 0) out.set(id, v);
  }
  return out;
}

const round = (v: number) => Math.round(v * 1000) / 1000;

function pick(scores: Map<string, number>, threshold: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, v] of scores) if (v >= threshold) out[id] = round(v);
  return out;
}

function best(scores: Map<string, number>): [string, number] | null {
  let top: [string, number] | null = null;
  for (const [id, v] of scores) if (top === null || v > top[1]) top = [id, v];
  return top;
}

export interface FacetScores {
  input: TagInput;
  norm: string;
  raw: string;
  rules: Record<ModelFacet, Map<string, number>>;
  predicted: Record<ModelFacet, Map<string, number>> | undefined;
  /** The naive Bayes posterior over the categories, when the model has one. */
  naiveBayes?: Map<string, number>;
}

/** Where the sectors are named, weighed by the trained evidence model or else by the rules' fixed weights. */
function sectorScores(input: TagInput, model: CompiledModel | null): Map<string, number> {
  const reading = readSectors(input, LEXICONS.sectors);
  const evidence = model?.json.evidence?.sectors;
  return evidence
    ? weigh(evidence, evidenceVectors(reading, LEXICONS.sectors.ids, [], SECTOR_EVIDENCE))
    : sectorRuleScores(reading);
}

/** Where the topics are named, weighed by the trained evidence model; without one, the lexicon's scores. */
function topicScores(
  input: TagInput,
  norm: string,
  model: CompiledModel | null,
): Map<string, number> {
  const evidence = model?.json.evidence?.topics;
  if (!evidence) return scoreLexicon(LEXICONS.topics, norm);
  // The item's voice says something of what it helps with: an event is a chance to meet people,
  // a page explaining the rules is about the rules.
  return weigh(
    evidence,
    evidenceVectors(
      readTopics(input, LEXICONS.topics),
      LEXICONS.topics.ids,
      topicSignals(input, norm, LEXICONS.category),
      TOPIC_EVIDENCE,
    ),
  );
}

/** The category cues weighed by where they sit (trained), or the rules' lexicon scores. */
function categoryScores(input: TagInput, norm: string, model: CompiledModel | null) {
  const evidence = model?.json.evidence?.category;
  if (!evidence) return categoryRuleScores(input, norm, LEXICONS.category);
  return weigh(
    evidence,
    evidenceVectors(
      readCategory(input, LEXICONS.category),
      LEXICONS.category.ids,
      categorySignals(input, norm),
    ),
  );
}

function weigh(model: DenseModelJson, vectors: Map<string, number[]>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, x] of vectors) out.set(id, predictDense(model, x));
  return out;
}

/** The rules' scores and the model's probabilities for one item, before any decision. */
export function facetScores(input: TagInput, model: CompiledModel | null): FacetScores {
  const raw = itemText(input);
  const norm = normalise(raw);
  const rows = model ? featureRows(model, itemFeatures(input, norm)) : null;
  return {
    input,
    norm,
    raw,
    rules: {
      category: categoryScores(input, norm, model),
      stages: scoreLexicon(LEXICONS.stages, norm),
      sectors: sectorScores(input, model),
      topics: topicScores(input, norm, model),
    },
    predicted: model && rows ? predict(model, rows) : undefined,
    naiveBayes: rows && model?.naiveBayes ? predictNaiveBayes(model.naiveBayes, rows) : undefined,
  };
}

const YEARS = String.raw`(?:two|three|four|five|six|ten|[2-9]|10)\s+years?`;
/** "Trading for at least three years", "at least two years' trading" (the conventions' sign). */
const YEARS_OF_TRADING = new RegExp(
  String.raw`\b(?:(?:trading|established|in\s+business|operating)\s+for\s+(?:at\s+least|more\s+than|over|a\s+minimum\s+of)\s+${YEARS}|(?:at\s+least|more\s+than|over|a\s+minimum\s+of)\s+${YEARS}\s+(?:of\s+)?(?:trading|in\s+business))\b`,
);

/** Turns scores into tags under the given blend settings (training tunes these settings). */
export function decide(s: FacetScores, settings: Record<ModelFacet, FacetBlend>): Tags {
  const { rules, predicted } = s;
  const catScores = withNaiveBayes(
    blend(rules.category, predicted?.category, settings.category, CATEGORIES),
    s.naiveBayes,
    settings.category.naiveBayes ?? 0,
  );
  const top = best(catScores);
  const total = [...catScores.values()].reduce((a, b) => a + b, 0);
  const category = (top?.[0] ?? 'courses-guides') as Tags['category'];
  // Share of the winner among the four, damped by how strong the winner is on its own.
  const categoryConfidence =
    top && total > 0 ? round((top[1] / total) * Math.min(1, 0.5 + top[1] / 2)) : 0.25;

  const stageScores = blend(rules.stages, predicted?.stages, settings.stages, ALL_STAGES);
  let stages = pick(stageScores, settings.stages.threshold);
  if (Object.keys(stages).length === 0) {
    // Nothing says who it is for: open to every stage.
    stages = Object.fromEntries(ALL_STAGES.map((id) => [id, 0.25]));
  }
  if (YEARS_OF_TRADING.test(s.norm)) {
    // Years of trading asked for shut out ideas and start-ups, however the words around it read.
    delete stages.idea;
    delete stages.startup;
    if (Object.keys(stages).length === 0) stages = { established: 0.5 };
  }

  const sectorScores = blend(
    rules.sectors,
    predicted?.sectors,
    settings.sectors,
    LEXICONS.sectors.ids,
  );
  const sectors = pick(sectorScores, settings.sectors.threshold);

  const topicScores = blend(rules.topics, predicted?.topics, settings.topics, LEXICONS.topics.ids);
  let topics = pick(topicScores, settings.topics.threshold);
  if (Object.keys(topics).length === 0) {
    const t = best(topicScores);
    topics = t ? { [t[0]]: round(t[1]) } : { [fallbackTopic(category)]: 0.2 };
  }

  const regions = regionsFor(s.input, category);
  return {
    category,
    regions: Object.keys(regions),
    stages: Object.keys(stages),
    sectors: Object.keys(sectors),
    topics: Object.keys(topics),
    confidence: { category: categoryConfidence, regions, stages, sectors, topics },
    taggedBy: 'offline',
  };
}

/** The offline tagger: rules and gazetteer blended with the trained model. Synchronous and deterministic. */
export function tagOffline(input: TagInput, options: OfflineOptions = {}): Tags {
  const model = options.model === undefined ? defaultModel() : options.model;
  return decide(facetScores(input, model), model?.json.blend ?? RULES_ONLY);
}

function fallbackTopic(category: Tags['category']): string {
  if (category === 'funding') return 'grants';
  if (category === 'events') return 'networking-peer-support';
  if (category === 'market-insights') return 'leadership-management';
  return 'skills-training';
}
