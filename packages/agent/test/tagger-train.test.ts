import { describe, expect, it } from 'vitest';
import { loadLabelled } from '../tools/tagger/dataset/labelled.ts';
import { inputOf } from '../tools/tagger/evaluation.ts';
import { compileModel, trainLabels, type TrainExample } from '../src/tagging/model.ts';
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
});
