import { describe, expect, it } from 'vitest';
import { loadLabelled } from '../tools/tagger/dataset/labelled.ts';
import { inputOf } from '../tools/tagger/evaluation.ts';
import {
  compileModel,
  featureRows,
  predictNaiveBayes,
  trainLabels,
  trainNaiveBayes,
  type NaiveBayesJson,
  type TrainExample,
} from '../src/tagging/model.ts';
import { RULES_ONLY, tagOffline } from '../src/tagging/offline.ts';
import { trainModel } from '../tools/tagger/train.ts';

describe('trainLabels', () => {
  // Feature 0 marks every positive; feature 1 appears once, in one positive; feature 2 in negatives.
  const examples: TrainExample[] = Array.from({ length: 40 }, (_, i) => ({
    features: i < 20 ? (i === 0 ? [0, 1] : [0]) : [2],
    labels: { category: [], stages: [], sectors: [], topics: i < 20 ? ['yes'] : [] },
    weight: 1,
  }));
  const [yes] = trainLabels(examples, 3, [(e) => e.labels.topics.includes('yes')]);

  it('learns which feature marks the label', () => {
    expect(yes!.weights[0]).toBeGreaterThan(1);
    expect(yes!.weights[2]).toBeLessThan(-1);
  });

  it('penalises every weight: a word seen once carries far less than one seen in every positive', () => {
    expect(Math.abs(yes!.weights[1]!)).toBeLessThan(yes!.weights[0]! / 4);
  });

  it('gives the same weights on every run', () => {
    const [again] = trainLabels(examples, 3, [(e) => e.labels.topics.includes('yes')]);
    expect([...again!.weights]).toEqual([...yes!.weights]);
    expect(again!.bias).toBe(yes!.bias);
  });
});

describe('the category naive Bayes', () => {
  // "webinar" (0) in events, "grant" (1) in funding, "business" (2) in both alike.
  const vocabulary = ['webinar', 'grant', 'business'];
  const ids = ['events', 'funding'];
  const examples = [
    ...Array.from({ length: 10 }, () => ({ features: [0, 2], label: 0 })),
    ...Array.from({ length: 10 }, () => ({ features: [1, 2], label: 1 })),
  ];
  const json = trainNaiveBayes(examples, vocabulary, ids, { smoothing: 0.3, temperature: 1 });
  const model = compileModel({ ...emptyModel(), naiveBayes: { category: json } });
  const posterior = (words: string[], m = model) =>
    predictNaiveBayes(m.naiveBayes!, featureRows(m, words));

  it('reads a word as evidence for the category that uses it', () => {
    expect(posterior(['webinar', 'business']).get('events')).toBeGreaterThan(0.9);
    expect(posterior(['grant']).get('funding')).toBeGreaterThan(0.9);
  });

  it('stores each word centred, so a word both use alike weighs nothing', () => {
    for (const terms of Object.values(json.terms))
      expect(Math.abs(terms.reduce((a, b) => a + b, 0))).toBeLessThan(0.02);
    expect(Math.abs(json.terms.business![0]!)).toBeLessThan(0.01);
    expect(posterior(['business', 'unheard']).get('events')).toBeCloseTo(0.5, 2);
  });

  it('counts a word once however often it is given, and its temperature flattens the posterior', () => {
    expect(posterior(['webinar', 'webinar']).get('events')).toBe(
      posterior(['webinar']).get('events'),
    );
    const warm = compileModel({
      ...emptyModel(),
      naiveBayes: { category: { ...json, temperature: 30 } },
    });
    const sure = posterior(['webinar']).get('events')!;
    const tempered = posterior(['webinar'], warm).get('events')!;
    expect(tempered).toBeGreaterThan(0.5);
    expect(tempered).toBeLessThan(sure);
  });
});

function emptyModel() {
  return {
    version: 1 as const,
    trainedOn: { items: 0, sha256: '' },
    features: [],
    weights: { category: {}, stages: {}, sectors: {}, topics: {} },
    blend: RULES_ONLY,
  };
}

describe('training the tagger model', () => {
  const train = loadLabelled()
    .filter((i) => i.split === 'train')
    .slice(0, 80);

  it('is deterministic: the same items give the same weights', () => {
    expect(JSON.stringify(trainModel(train, RULES_ONLY))).toBe(
      JSON.stringify(trainModel(train, RULES_ONLY)),
    );
  });

  it('learns its training items: a model-only tagger gets most of their categories right', () => {
    const json = trainModel(train, { ...RULES_ONLY, category: { alpha: 1, threshold: 0 } });
    const model = compileModel(json);
    const correct = train.filter(
      (i) => tagOffline(inputOf(i), { model }).category === i.labels.category,
    ).length;
    expect(correct / train.length).toBeGreaterThan(0.9);
    expect(json.features.length).toBeGreaterThan(50);
  });

  it('blends the naive Bayes posterior into the category at the weight the blend gives it', () => {
    const json = trainModel(train, RULES_ONLY);
    const trained = json.naiveBayes!.category;
    expect(Object.keys(trained.terms).length).toBeGreaterThan(50);
    // A naive Bayes sure of "events" whatever it reads shows where its weight goes.
    const sureOfEvents: NaiveBayesJson = {
      ...trained,
      logPrior: trained.ids.map((id) => (id === 'events' ? 1000 : 0)),
    };
    const categories = (weight: number | undefined, naiveBayes = sureOfEvents) => {
      const model = compileModel({
        ...json,
        naiveBayes: { category: naiveBayes },
        blend: { ...RULES_ONLY, category: { alpha: 0.4, threshold: 0, naiveBayes: weight } },
      });
      return train.map((i) => tagOffline(inputOf(i), { model }).category);
    };
    const without = categories(undefined);
    expect(without.some((c) => c !== 'events')).toBe(true);
    expect(categories(0)).toEqual(without);
    expect(new Set(categories(1))).toEqual(new Set(['events']));
    // Trained on these very items, it agrees with their labels more than the blend alone does.
    const right = (given: string[]) =>
      given.filter((c, k) => c === train[k]!.labels.category).length;
    expect(right(categories(1, trained))).toBeGreaterThan(train.length * 0.9);
  });
});
