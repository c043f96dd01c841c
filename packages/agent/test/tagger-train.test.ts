import { describe, expect, it } from 'vitest';
import { loadLabelled } from '../tools/tagger/dataset/labelled.ts';
import { inputOf } from '../tools/tagger/evaluation.ts';
import { compileModel } from '../src/tagging/model.ts';
import { RULES_ONLY, tagOffline } from '../src/tagging/offline.ts';
import { trainModel } from '../tools/tagger/train.ts';

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
