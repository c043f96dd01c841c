/**
 * `npm run train:tagger`: trains the offline tagger's model on the TRAIN split of
 * data/labelled.jsonl and writes data/model.json. The blend between rules and model (alpha) and
 * the per-facet thresholds are chosen by 5-fold cross-validation inside the train split, so the
 * held-out split is never seen. Deterministic: the same data gives a byte-identical file.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadLabelled, type LabelledItem } from './dataset/labelled.ts';
import { inputOf } from './evaluation.ts';
import { categoryScore, microPrf } from './metrics.ts';
import {
  compileModel,
  MODEL_FACETS,
  trainBinary,
  type FacetBlend,
  type ModelFacet,
  type ModelJson,
  type TrainExample,
} from '../../src/tagging/model.ts';
import {
  decide,
  facetScores,
  MODEL_PATH,
  RULES_ONLY,
  type FacetScores,
} from '../../src/tagging/offline.ts';
import { normalise } from '@thistle/language';
import { features, itemText } from '../../src/tagging/features.ts';
import { taxonomy } from '@thistle/shared';

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

const featuresOf = (item: LabelledItem) => [
  ...new Set(features(normalise(itemText(inputOf(item))))),
];

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
  }));
  const used = new Set<number>();
  const weights = {} as ModelJson['weights'];
  for (const facet of MODEL_FACETS) {
    weights[facet] = {};
    for (const id of IDS[facet]) {
      const { bias, weights: w } = trainBinary(examples, vocab.length, (e) =>
        e.labels[facet].includes(id),
      );
      const sparse: Array<[number, number]> = [];
      w.forEach((v, i) => {
        if (Math.abs(v) >= 0.02) {
          sparse.push([i, Math.round(v * 1000) / 1000]);
          used.add(i);
        }
      });
      weights[facet][id] = { bias: Math.round(bias * 1000) / 1000, w: sparse };
    }
  }
  // Keep only features some classifier uses, renumbered, so the JSON stays small.
  const keep = [...used].sort((a, b) => a - b);
  const renumber = new Map(keep.map((old, i) => [old, i]));
  for (const facet of MODEL_FACETS) {
    for (const entry of Object.values(weights[facet]))
      entry.w = entry.w.map(([i, v]) => [renumber.get(i)!, v]);
  }
  return {
    version: 1,
    trainedOn: { items: items.length, sha256: '' },
    features: keep.map((i) => vocab[i]!),
    weights,
    blend,
  };
}

/** Out-of-fold scores: each train item scored by a model that never saw it. */
function outOfFold(items: LabelledItem[], folds: number): FacetScores[] {
  const out: FacetScores[] = new Array(items.length);
  for (let k = 0; k < folds; k++) {
    const fit = items.filter((_, i) => i % folds !== k);
    const model = compileModel(trainModel(fit, RULES_ONLY));
    items.forEach((item, i) => {
      if (i % folds === k) out[i] = facetScores(inputOf(item), model);
    });
  }
  return out;
}

function tune(items: LabelledItem[], scores: FacetScores[]): Record<ModelFacet, FacetBlend> {
  const settings: Record<ModelFacet, FacetBlend> = structuredClone(RULES_ONLY);
  const alphas = [0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 1];
  const thresholds = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7];
  for (const facet of MODEL_FACETS) {
    let best = { f: -1, blend: settings[facet] };
    for (const alpha of alphas) {
      for (const threshold of facet === 'category' ? [0] : thresholds) {
        const trial = { ...settings, [facet]: { alpha, threshold } };
        const tags = scores.map((s) => decide(s, trial));
        const f =
          facet === 'category'
            ? categoryScore(
                items.map((it, i) => ({
                  expected: it.labels.category,
                  predicted: tags[i]!.category,
                })),
              ).macro.f1
            : microPrf(
                items.map((it, i) => ({ expected: it.labels[facet], predicted: tags[i]![facet] })),
              ).f1;
        if (f > best.f + 1e-9) best = { f, blend: { alpha, threshold } };
      }
    }
    settings[facet] = best.blend;
    console.log(
      `${facet}: alpha ${best.blend.alpha}, threshold ${best.blend.threshold}, cross-validated F1 ${(best.f * 100).toFixed(1)}`,
    );
  }
  return settings;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const all = loadLabelled();
  const train = all.filter((i) => i.split === 'train');
  console.log(
    `training on ${train.length} train items (held-out ${all.length - train.length} untouched)`,
  );
  const blend = tune(train, outOfFold(train, 5));
  const model = trainModel(train, blend);
  model.trainedOn.sha256 = createHash('sha256').update(JSON.stringify(train)).digest('hex');
  writeFileSync(MODEL_PATH, `${JSON.stringify(model)}\n`);
  const pairs = MODEL_FACETS.reduce(
    (a, f) => a + Object.values(model.weights[f]).reduce((b, e) => b + e.w.length, 0),
    0,
  );
  console.log(`wrote ${MODEL_PATH.pathname}: ${model.features.length} features, ${pairs} weights`);
}
