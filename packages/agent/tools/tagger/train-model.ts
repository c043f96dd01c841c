import { normalise } from '@thistle/language';
import { taxonomy } from '@thistle/shared';
import { itemFeatures, itemText } from '../../src/tagging/features.ts';
import {
  MODEL_FACETS,
  trainLabels,
  trainDense,
  trainNaiveBayes,
  type DenseExample,
  type DenseModelJson,
  type EvidenceFacet,
  type FacetBlend,
  type ModelFacet,
  type ModelJson,
  type TrainExample,
} from '../../src/tagging/model.ts';
import type { LabelledItem } from './dataset/labelled.ts';
import { inputOf } from './evaluation.ts';
import {
  evidenceFeatureNames,
  evidenceVectors,
  type ExtraEvidence,
  type Reading,
} from '../../src/tagging/evidence.ts';
import { LEXICONS } from '../../src/tagging/offline.ts';
import { readSectors, SECTOR_EVIDENCE } from '../../src/tagging/sectors.ts';
import { readTopics, TOPIC_EVIDENCE } from '../../src/tagging/topics.ts';
import {
  CATEGORY_SIGNALS,
  categorySignals,
  readCategory,
  TOPIC_SIGNALS,
  topicSignals,
} from '../../src/tagging/category.ts';

const IDS: Record<ModelFacet, string[]> = {
  category: taxonomy.category.map((e) => e.id),
  stages: taxonomy.stage.map((e) => e.id),
  sectors: taxonomy.sector.map((e) => e.id),
  topics: taxonomy.topic.map((e) => e.id),
};

const labelsOf = (item: LabelledItem): Record<ModelFacet, string[]> => ({
  category: [item.labels.category],
  stages: item.labels.stages,
  sectors: item.labels.sectors,
  topics: item.labels.topics,
});

const hasLabel = (facet: ModelFacet, id: string) => (e: TrainExample) =>
  e.labels[facet].includes(id);

const featuresOf = (item: LabelledItem) =>
  itemFeatures(inputOf(item), normalise(itemText(inputOf(item))));

/** One example per id named anywhere in an item: is it the item's? */
function trainEvidence(
  items: LabelledItem[],
  facet: EvidenceFacet,
  read: (item: LabelledItem) => Reading,
  signals?: { names: readonly string[]; of: (item: LabelledItem) => number[] },
  extra?: ExtraEvidence,
): DenseModelJson {
  const ids = LEXICONS[facet].ids;
  const examples: DenseExample[] = [];
  for (const item of items) {
    const weight = item.origin === 'realworld' ? REAL_WORLD_WEIGHT : 1;
    for (const [id, x] of evidenceVectors(read(item), ids, signals?.of(item), extra))
      examples.push({ x, positive: labelsOf(item)[facet].includes(id), weight });
  }
  return trainDense(examples, evidenceFeatureNames(ids, signals?.names, extra));
}

/**
 * How much a real-world item counts in the loss against one of the project's own items: the own
 * set is larger and taught the model the project's phrasing; real publishers' phrasing is what
 * it meets in production. Chosen by cross-validation (docs/tagging.md).
 */
export const REAL_WORLD_WEIGHT = 1;

/**
 * The naive Bayes settings, chosen out of fold on the real-world training items with the blend
 * weight chosen inside the folds (docs/decisions/0031): a little smoothing, because most words are
 * rare, and a temperature that turns its overconfident posterior into one that averages well.
 */
export const NAIVE_BAYES = { smoothing: 0.3, temperature: 30 };

/** Weights smaller than this are dropped from the JSON: cross-validation scores do not move below 0.1. */
const MIN_WEIGHT = 0.05;

/** Trains every classifier on the given items; features seen in fewer than two items are dropped. */
export function trainModel(
  items: LabelledItem[],
  blend: Record<ModelFacet, FacetBlend>,
): ModelJson {
  const docFreq = new Map<string, number>();
  const feats = items.map(featuresOf);
  for (const list of feats) for (const f of list) docFreq.set(f, (docFreq.get(f) ?? 0) + 1);
  const vocab = [...docFreq]
    .filter(([, n]) => n >= 2)
    .map(([f]) => f)
    .sort();
  const index = new Map(vocab.map((f, i) => [f, i]));
  const examples: TrainExample[] = items.map((item, i) => ({
    features: feats[i]!.map((f) => index.get(f)).filter((x): x is number => x !== undefined),
    labels: labelsOf(item),
    weight: item.origin === 'realworld' ? REAL_WORLD_WEIGHT : 1,
  }));
  const used = new Set<number>();
  const weights = {} as ModelJson['weights'];
  const labels = MODEL_FACETS.flatMap((facet) => IDS[facet].map((id) => ({ facet, id })));
  const trained = trainLabels(
    examples,
    vocab.length,
    labels.map(({ facet, id }) => hasLabel(facet, id)),
  );
  for (const facet of MODEL_FACETS) weights[facet] = {};
  labels.forEach(({ facet, id }, j) => {
    const { bias, weights: w } = trained[j]!;
    const sparse: Array<[number, number]> = [];
    w.forEach((v, i) => {
      if (Math.abs(v) >= MIN_WEIGHT) {
        sparse.push([i, Math.round(v * 1000) / 1000]);
        used.add(i);
      }
    });
    weights[facet][id] = { bias: Math.round(bias * 1000) / 1000, w: sparse };
  });
  // Keep only features some classifier uses, renumbered, so the JSON stays small.
  const keep = [...used].sort((a, b) => a - b);
  const renumber = new Map(keep.map((old, i) => [old, i]));
  for (const facet of MODEL_FACETS) {
    for (const entry of Object.values(weights[facet]))
      entry.w = entry.w.map(([i, v]) => [renumber.get(i)!, v]);
  }
  const categoryIds = IDS.category;
  const naiveBayes = trainNaiveBayes(
    items.map((item, i) => ({
      features: examples[i]!.features,
      label: categoryIds.indexOf(item.labels.category),
    })),
    vocab,
    categoryIds,
    NAIVE_BAYES,
  );
  return {
    version: 1,
    trainedOn: { items: items.length, sha256: '' },
    features: keep.map((i) => vocab[i]!),
    weights,
    blend,
    evidence: {
      category: trainEvidence(
        items,
        'category',
        (item) => readCategory(inputOf(item), LEXICONS.category),
        {
          names: CATEGORY_SIGNALS,
          of: (item) => categorySignals(inputOf(item), normalise(itemText(inputOf(item)))),
        },
      ),
      sectors: trainEvidence(
        items,
        'sectors',
        (item) => readSectors(inputOf(item), LEXICONS.sectors),
        undefined,
        SECTOR_EVIDENCE,
      ),
      topics: trainEvidence(
        items,
        'topics',
        (item) => readTopics(inputOf(item), LEXICONS.topics),
        {
          names: TOPIC_SIGNALS,
          of: (item) =>
            topicSignals(inputOf(item), normalise(itemText(inputOf(item))), LEXICONS.category),
        },
        TOPIC_EVIDENCE,
      ),
    },
    naiveBayes: { category: naiveBayes },
  };
}
