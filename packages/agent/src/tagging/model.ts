/**
 * One-vs-rest logistic regression over binary word and bigram features, one classifier per
 * taxonomy id. Small enough to train here in seconds from the labelled set and to ship as JSON
 * in the repo, deterministic to train (fixed order, fixed epochs, no random state).
 */

export type ModelFacet = 'category' | 'stages' | 'sectors' | 'topics';
export type EvidenceFacet = 'category' | 'sectors' | 'topics';
export const MODEL_FACETS: ModelFacet[] = ['category', 'stages', 'sectors', 'topics'];

export interface FacetBlend {
  /** Weight of the model's probability against the rules' score (0 = rules only). */
  alpha: number;
  /** A blended score at or above this is a tag (multi-label facets). */
  threshold: number;
  /**
   * The category only: weight of the naive Bayes posterior against the blend of rules and model
   * (0 or absent = none).
   */
  naiveBayes?: number;
}

/**
 * A multinomial naive Bayes over the same binary features, for the category. It reads the words
 * the way the logistic regression does but weighs them by how often each category uses them,
 * not by what separates it from the rest, so it errs elsewhere and the two average better than
 * either (docs/decisions/0031).
 */
export interface NaiveBayesJson {
  ids: string[];
  /** Divides the log posterior before the softmax: naive Bayes counts every word as independent evidence, so its raw posteriors are far too sure. */
  temperature: number;
  logPrior: number[];
  /**
   * Per feature, its log likelihood under each id less their mean: the softmax ignores a shift
   * shared by every id, so centring keeps the answer and lets the likelihoods' normalisers go.
   */
  terms: Record<string, number[]>;
}

/** A logistic regression over a few real-valued features, named in order. */
export interface DenseModelJson {
  features: string[];
  bias: number;
  weights: number[];
}

export interface ModelJson {
  version: 1;
  trainedOn: { items: number; sha256: string };
  features: string[];
  /** Per facet, per id: bias and sparse weights as [featureIndex, weight] pairs. */
  weights: Record<ModelFacet, Record<string, { bias: number; w: Array<[number, number]> }>>;
  blend: Record<ModelFacet, FacetBlend>;
  /** Weighs where each sector or topic is named (evidence.ts); absent, the rules' fixed weights do. */
  evidence?: Partial<Record<EvidenceFacet, DenseModelJson>>;
  naiveBayes?: { category: NaiveBayesJson };
}

export interface CompiledModel {
  json: ModelJson;
  /** Every feature either model reads, to its row: the words model's first, then naive Bayes's own. */
  index: Map<string, number>;
  /**
   * Postings, flat for speed: feature f's weights are slots[offsets[f]..offsets[f+1]) with
   * weights at the same positions, so one pass over an item's features scores every classifier.
   */
  offsets: Int32Array;
  postingSlots: Int32Array;
  postingWeights: Float64Array;
  slots: Array<{ facet: ModelFacet; id: string; bias: number }>;
  /** The category's naive Bayes, its terms flat by row (row × ids + id), zero where it has none. */
  naiveBayes: {
    ids: string[];
    temperature: number;
    logPrior: number[];
    terms: Float64Array;
  } | null;
}

export function compileModel(json: ModelJson): CompiledModel {
  const index = new Map<string, number>();
  json.features.forEach((f, i) => index.set(f, i));
  const nb = json.naiveBayes?.category;
  for (const f of Object.keys(nb?.terms ?? {})) if (!index.has(f)) index.set(f, index.size);
  const lists: Array<Array<[number, number]>> = Array.from({ length: index.size }, () => []);
  const slots: CompiledModel['slots'] = [];
  for (const facet of MODEL_FACETS) {
    for (const [id, { bias, w }] of Object.entries(json.weights[facet])) {
      const slot = slots.length;
      slots.push({ facet, id, bias });
      for (const [fi, weight] of w) lists[fi]!.push([slot, weight]);
    }
  }
  const offsets = new Int32Array(lists.length + 1);
  lists.forEach((l, i) => (offsets[i + 1] = offsets[i]! + l.length));
  const postingSlots = new Int32Array(offsets[lists.length]!);
  const postingWeights = new Float64Array(offsets[lists.length]!);
  lists.forEach((l, i) =>
    l.forEach(([slot, weight], k) => {
      postingSlots[offsets[i]! + k] = slot;
      postingWeights[offsets[i]! + k] = weight;
    }),
  );
  let naiveBayes: CompiledModel['naiveBayes'] = null;
  if (nb) {
    const k = nb.ids.length;
    const terms = new Float64Array(index.size * k);
    for (const [f, values] of Object.entries(nb.terms))
      values.forEach((v, c) => (terms[index.get(f)! * k + c] = v));
    naiveBayes = { ids: nb.ids, temperature: nb.temperature, logPrior: nb.logPrior, terms };
  }
  return { json, index, offsets, postingSlots, postingWeights, slots, naiveBayes };
}

/** The rows of an item's features that the model knows, each once: read once, scored by both models. */
export function featureRows(model: CompiledModel, feats: Iterable<string>): number[] {
  const rows = new Set<number>();
  for (const f of feats) {
    const row = model.index.get(f);
    if (row !== undefined) rows.add(row);
  }
  return [...rows];
}

/** The naive Bayes posterior over the category ids for one item's feature rows. */
export function predictNaiveBayes(
  nb: NonNullable<CompiledModel['naiveBayes']>,
  rows: readonly number[],
): Map<string, number> {
  const k = nb.ids.length;
  const z = [...nb.logPrior];
  for (const row of rows) for (let c = 0; c < k; c++) z[c]! += nb.terms[row * k + c]!;
  const top = Math.max(...z);
  const e = z.map((v) => Math.exp((v - top) / nb.temperature));
  const sum = e.reduce((a, b) => a + b, 0);
  return new Map(nb.ids.map((id, c) => [id, e[c]! / sum]));
}

/** Add-`smoothing` estimates, one document per example, over the features of the given vocabulary. */
export function trainNaiveBayes(
  examples: Array<{ features: number[]; label: number }>,
  vocabulary: string[],
  ids: string[],
  options: { smoothing: number; temperature: number },
): NaiveBayesJson {
  const k = ids.length;
  const counts = new Float64Array(vocabulary.length * k);
  const totals = new Float64Array(k);
  const docs = new Float64Array(k);
  for (const { features, label } of examples) {
    docs[label]! += 1;
    for (const f of features) {
      counts[f * k + label]! += 1;
      totals[label]! += 1;
    }
  }
  const r = (v: number) => Math.round(v * 100) / 100;
  const terms: Record<string, number[]> = {};
  vocabulary.forEach((feature, f) => {
    const logLikelihood = ids.map((_, c) =>
      Math.log(
        (counts[f * k + c]! + options.smoothing) /
          (totals[c]! + options.smoothing * vocabulary.length),
      ),
    );
    const mean = logLikelihood.reduce((a, b) => a + b, 0) / k;
    terms[feature] = logLikelihood.map((v) => r(v - mean));
  });
  return {
    ids,
    temperature: options.temperature,
    logPrior: ids.map((_, c) => r(Math.log(Math.max(docs[c]!, 1) / examples.length))),
    terms,
  };
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Probability per facet and id for one item's feature rows (`featureRows`). */
export function predict(
  model: CompiledModel,
  rows: readonly number[],
): Record<ModelFacet, Map<string, number>> {
  const z = new Float64Array(model.slots.length);
  model.slots.forEach((s, i) => (z[i] = s.bias));
  const { offsets, postingSlots, postingWeights } = model;
  for (const fi of rows) {
    for (let k = offsets[fi]!, end = offsets[fi + 1]!; k < end; k++)
      z[postingSlots[k]!]! += postingWeights[k]!;
  }
  const out = {
    category: new Map<string, number>(),
    stages: new Map<string, number>(),
    sectors: new Map<string, number>(),
    topics: new Map<string, number>(),
  };
  model.slots.forEach((s, i) => out[s.facet].set(s.id, sigmoid(z[i]!)));
  return out;
}

export interface TrainExample {
  features: number[];
  labels: Record<ModelFacet, string[]>;
  /** How much the example counts in the loss (real-world items count more than written ones). */
  weight: number;
}

export interface TrainOptions {
  epochs: number;
  learningRate: number;
  l2: number;
}

/**
 * Full-batch steps with Adam and a true L2 penalty on every weight. Chosen by cross-validation
 * over per-example SGD (docs/decisions/0028): the penalty reaches every weight on every step, not
 * only the features of the example in hand, so rare words no longer carry a whole label and the
 * probabilities blend better with the rules (topics 74.6 → 77.5 out of fold).
 */
export const DEFAULT_TRAIN: TrainOptions = { epochs: 300, learningRate: 0.05, l2: 1e-3 };

const ADAM_BETA1 = 0.9;
const ADAM_BETA2 = 0.999;
const ADAM_EPSILON = 1e-8;

/** One binary label to learn: which examples are its positives. */
export type Label = (e: TrainExample) => boolean;

/**
 * Trains one logistic regression per label together, as full-batch Adam on the weighted log
 * loss: deterministic (no sampling, fixed order), so the same data gives the same weights on
 * every machine. Rare labels get their positives up-weighted (at most 5×) so a handful of
 * examples still move the weights.
 */
export function trainLabels(
  examples: TrainExample[],
  numFeatures: number,
  labels: Label[],
  options: TrainOptions = DEFAULT_TRAIN,
): Array<{ bias: number; weights: Float64Array }> {
  const k = labels.length;
  const n = examples.length;
  const total = examples.reduce((a, e) => a + e.weight, 0);
  const y = new Uint8Array(n * k);
  const posWeight = new Float64Array(k);
  labels.forEach((isPositive, j) => {
    let positives = 0;
    examples.forEach((e, i) => {
      if (isPositive(e)) {
        y[i * k + j] = 1;
        positives += e.weight;
      }
    });
    posWeight[j] =
      positives > 0 ? Math.min(5, Math.max(1, (total - positives) / positives / 2)) : 1;
  });
  const w = new Float64Array(numFeatures * k);
  const b = new Float64Array(k);
  const mW = new Float64Array(w.length);
  const vW = new Float64Array(w.length);
  const mB = new Float64Array(k);
  const vB = new Float64Array(k);
  const gW = new Float64Array(w.length);
  const gB = new Float64Array(k);
  const z = new Float64Array(k);
  const gradient = new Float64Array(k);
  const step = (p: Float64Array, g: Float64Array, m: Float64Array, v: Float64Array, t: number) => {
    const c1 = 1 - ADAM_BETA1 ** t;
    const c2 = 1 - ADAM_BETA2 ** t;
    for (let q = 0; q < p.length; q++) {
      m[q] = ADAM_BETA1 * m[q]! + (1 - ADAM_BETA1) * g[q]!;
      v[q] = ADAM_BETA2 * v[q]! + (1 - ADAM_BETA2) * g[q]! * g[q]!;
      p[q] = p[q]! - (options.learningRate * (m[q]! / c1)) / (Math.sqrt(v[q]! / c2) + ADAM_EPSILON);
    }
  };
  for (let t = 1; t <= options.epochs; t++) {
    for (let q = 0; q < w.length; q++) gW[q] = options.l2 * w[q]!;
    gB.fill(0);
    examples.forEach((e, i) => {
      z.set(b);
      for (const f of e.features) for (let j = 0; j < k; j++) z[j] = z[j]! + w[f * k + j]!;
      for (let j = 0; j < k; j++) {
        const positive = y[i * k + j] === 1;
        gradient[j] =
          ((sigmoid(z[j]!) - (positive ? 1 : 0)) * (positive ? posWeight[j]! : 1) * e.weight) /
          total;
        gB[j] = gB[j]! + gradient[j]!;
      }
      for (const f of e.features)
        for (let j = 0; j < k; j++) gW[f * k + j] = gW[f * k + j]! + gradient[j]!;
    });
    step(w, gW, mW, vW, t);
    step(b, gB, mB, vB, t);
  }
  return labels.map((_, j) => {
    const weights = new Float64Array(numFeatures);
    for (let f = 0; f < numFeatures; f++) weights[f] = w[f * k + j]!;
    return { bias: b[j]!, weights };
  });
}

/** A fixed permutation per epoch from a linear congruential sequence: the same on every machine. */
function shuffle(order: number[], seed: number): number {
  for (let i = order.length - 1; i > 0; i--) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return seed;
}

export interface DenseExample {
  x: number[];
  positive: boolean;
  weight: number;
}

/** The same SGD over real-valued features (no class re-weighting: positives are not rare here). */
export function trainDense(
  examples: DenseExample[],
  names: readonly string[],
  options: TrainOptions = { epochs: 200, learningRate: 0.1, l2: 1e-3 },
): DenseModelJson {
  const weights = new Float64Array(names.length);
  let bias = 0;
  const order = examples.map((_, i) => i);
  let seed = 12345;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    seed = shuffle(order, seed);
    const lr = options.learningRate / (1 + epoch * 0.05);
    for (const idx of order) {
      const e = examples[idx]!;
      let z = bias;
      for (let k = 0; k < e.x.length; k++) z += weights[k]! * e.x[k]!;
      const g = (sigmoid(z) - (e.positive ? 1 : 0)) * e.weight;
      bias -= lr * g;
      for (let k = 0; k < e.x.length; k++)
        weights[k] = weights[k]! - lr * (g * e.x[k]! + options.l2 * weights[k]!);
    }
  }
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return { features: [...names], bias: r(bias), weights: [...weights].map(r) };
}

export function predictDense(model: DenseModelJson, x: number[]): number {
  let z = model.bias;
  for (let k = 0; k < x.length; k++) z += (model.weights[k] ?? 0) * x[k]!;
  return sigmoid(z);
}
