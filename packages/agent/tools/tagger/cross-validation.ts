import { createHash } from 'node:crypto';
import { compileModel } from '../../src/tagging/model.ts';
import type { FacetBlend, ModelFacet } from '../../src/tagging/model.ts';
import { decide, facetScores, RULES_ONLY, type FacetScores } from '../../src/tagging/offline.ts';
import type { Tags } from '../../src/contracts.ts';
import type { LabelledItem } from './dataset/labelled.ts';
import { inputOf } from './evaluation.ts';
import { trainModel } from './train-model.ts';

/**
 * The fold of an item, by a hash of its organisation: one publisher's items share phrasing, so
 * they stay on one side of every fold, as they do across the real-world train/test split.
 */
export function foldOf(item: LabelledItem, folds: number): number {
  const digest = createHash('sha256').update(item.organisation.toLowerCase()).digest();
  return digest.readUInt32BE(0) % folds;
}

/** Out-of-fold scores: each item scored by a model trained on the other folds only. */
export function outOfFold(items: LabelledItem[], folds: number): FacetScores[] {
  const out: FacetScores[] = new Array(items.length);
  const fold = items.map((item) => foldOf(item, folds));
  for (let k = 0; k < folds; k++) {
    const model = compileModel(
      trainModel(
        items.filter((_, i) => fold[i] !== k),
        RULES_ONLY,
      ),
    );
    items.forEach((item, i) => {
      if (fold[i] === k) out[i] = facetScores(inputOf(item), model);
    });
  }
  return out;
}

/**
 * Every item's tags out of fold, with the given blend: what the evaluation reports as
 * "cross-validated", keyed by item id.
 */
export function outOfFoldTags(
  items: LabelledItem[],
  blend: Record<ModelFacet, FacetBlend>,
  folds = 5,
): Map<string, Tags> {
  const scores = outOfFold(items, folds);
  return new Map(items.map((item, i) => [item.id, decide(scores[i]!, blend)]));
}
