import { existsSync, readFileSync } from 'node:fs';
import type { TagInput, Tags } from '../contracts.ts';
import { isScottishSubregion, matchRegions } from './gazetteer.ts';
import {
  CATEGORY_CUES,
  compile,
  score,
  SECTOR_CUES,
  STAGE_CUES,
  TOPIC_CUES,
  type CompiledLexicon,
} from './lexicons.ts';
import {
  compileModel,
  predict,
  type CompiledModel,
  type FacetBlend,
  type ModelFacet,
  type ModelJson,
} from './model.ts';
import { features, itemText, normalise } from './text.ts';

export const MODEL_PATH = new URL('./data/model.json', import.meta.url);

const LEXICONS: Record<ModelFacet, CompiledLexicon> = {
  category: compile(CATEGORY_CUES),
  stages: compile(STAGE_CUES),
  sectors: compile(SECTOR_CUES),
  topics: compile(TOPIC_CUES),
};

/** Used before a model is trained, and as the rules' own settings: rules only. */
export const RULES_ONLY: Record<ModelFacet, FacetBlend> = {
  category: { alpha: 0, threshold: 0 },
  stages: { alpha: 0, threshold: 0.5 },
  sectors: { alpha: 0, threshold: 0.6 },
  topics: { alpha: 0, threshold: 0.55 },
};

let loaded: CompiledModel | null | undefined;

function defaultModel(): CompiledModel | null {
  if (loaded === undefined) {
    loaded = existsSync(MODEL_PATH)
      ? compileModel(JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as ModelJson)
      : null;
  }
  return loaded;
}

const CATEGORIES = ['funding', 'events', 'market-insights', 'courses-guides'] as const;
const ALL_STAGES = ['idea', 'startup', 'growth', 'established'];

/** "across Scotland" keeps "scotland" next to a named sub-region: the item is national and mentions a place. */
const NATIONAL_SCOTLAND = [
  'across scotland',
  'scotland wide',
  'throughout scotland',
  'all of scotland',
  'anywhere in scotland',
  'all 32',
  'every local authority in scotland',
  'nationwide',
].map(normalise);
const NATIONAL_UK = [
  'uk wide',
  'across the uk',
  'throughout the uk',
  'anywhere in the uk',
  'across britain',
  'all four nations',
].map(normalise);

/** The most specific regions a source declares ("scotland;fife" → fife): its items are about its patch. */
export function sourcePrior(sourceRegions: string[] | undefined): string[] {
  if (!sourceRegions || sourceRegions.length === 0) return [];
  const sub = sourceRegions.filter(isScottishSubregion);
  if (sub.length > 0) return sub;
  return sourceRegions;
}

export interface OfflineOptions {
  /** A model other than the checked-in one (training's cross-validation); null = rules only. */
  model?: CompiledModel | null;
}

function blend(
  facet: ModelFacet,
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
  void facet;
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

function regionsFor(input: TagInput, norm: string, raw: string): Record<string, number> {
  const hits = matchRegions(norm, raw);
  const strong = [...hits].filter(([, v]) => v >= 0.8).map(([id]) => id);
  const prior = sourcePrior(input.sourceRegions);
  const out: Record<string, number> = {};
  if (strong.length > 0) {
    const subregions = strong.filter(isScottishSubregion);
    for (const id of strong) out[id] = round(hits.get(id)!);
    if (
      subregions.length > 0 &&
      out.scotland !== undefined &&
      !NATIONAL_SCOTLAND.some((p) => norm.includes(p))
    ) {
      delete out.scotland;
    }
    if (
      out.uk !== undefined &&
      Object.keys(out).length > 1 &&
      !NATIONAL_UK.some((p) => norm.includes(p))
    ) {
      // "Innovate UK" or "HMRC" on a Scottish item names a body, not the eligible area.
      if (subregions.length > 0 || out.scotland !== undefined) delete out.uk;
    }
    return out;
  }
  const weak = [...hits].map(([id]) => id);
  if (weak.length > 0) {
    // A bare "Scottish" from a local source means its patch, not the whole country.
    const onlyScotland = weak.every((id) => id === 'scotland' || id === 'international');
    const localPrior = prior.filter(isScottishSubregion);
    if (onlyScotland && localPrior.length > 0) {
      for (const id of localPrior) out[id] = 0.6;
      if (weak.includes('international')) out.international = 0.45;
      return out;
    }
    for (const id of weak) out[id] = round(hits.get(id)!);
    if (out.uk !== undefined && out.scotland !== undefined) delete out.uk;
    return out;
  }
  if (prior.length > 0) {
    for (const id of prior) out[id] = 0.5;
    return out;
  }
  out.uk = 0.3;
  return out;
}

export interface FacetScores {
  input: TagInput;
  norm: string;
  raw: string;
  rules: Record<ModelFacet, Map<string, number>>;
  predicted: Record<ModelFacet, Map<string, number>> | undefined;
}

/** The rules' scores and the model's probabilities for one item, before any decision. */
export function facetScores(input: TagInput, model: CompiledModel | null): FacetScores {
  const raw = itemText(input);
  const norm = normalise(raw);
  return {
    input,
    norm,
    raw,
    rules: {
      category: score(LEXICONS.category, norm),
      stages: score(LEXICONS.stages, norm),
      sectors: score(LEXICONS.sectors, norm),
      topics: score(LEXICONS.topics, norm),
    },
    predicted: model ? predict(model, features(norm)) : undefined,
  };
}

/** Turns scores into tags under the given blend settings (training tunes these settings). */
export function decide(s: FacetScores, settings: Record<ModelFacet, FacetBlend>): Tags {
  const { rules, predicted } = s;
  const catScores = blend(
    'category',
    rules.category,
    predicted?.category,
    settings.category,
    CATEGORIES,
  );
  const top = best(catScores);
  const total = [...catScores.values()].reduce((a, b) => a + b, 0);
  const category = (top?.[0] ?? 'courses-guides') as Tags['category'];
  // Share of the winner among the four, damped by how strong the winner is on its own.
  const categoryConfidence =
    top && total > 0 ? round((top[1] / total) * Math.min(1, 0.5 + top[1] / 2)) : 0.25;

  const stageScores = blend('stages', rules.stages, predicted?.stages, settings.stages, ALL_STAGES);
  let stages = pick(stageScores, settings.stages.threshold);
  if (Object.keys(stages).length === 0) {
    // Nothing says who it is for: open to every stage.
    stages = Object.fromEntries(ALL_STAGES.map((id) => [id, 0.25]));
  }

  const sectorScores = blend(
    'sectors',
    rules.sectors,
    predicted?.sectors,
    settings.sectors,
    LEXICONS.sectors.ids,
  );
  const sectors = pick(sectorScores, settings.sectors.threshold);

  const topicScores = blend(
    'topics',
    rules.topics,
    predicted?.topics,
    settings.topics,
    LEXICONS.topics.ids,
  );
  let topics = pick(topicScores, settings.topics.threshold);
  if (Object.keys(topics).length === 0) {
    const t = best(topicScores);
    topics = t ? { [t[0]]: round(t[1]) } : { [fallbackTopic(category)]: 0.2 };
  }

  const regions = regionsFor(s.input, s.norm, s.raw);
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
