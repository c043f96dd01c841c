/**
 * `npm run train:tagger`: trains the offline tagger's model on the TRAIN splits (the project's
 * own labelled set and the real-world sets) and writes src/tagging/data/model.json. The blend
 * between rules and model (alpha) and the per-facet thresholds are chosen by 5-fold
 * cross-validation inside those train splits (folds grouped by organisation), so no test item
 * is ever seen. Deterministic: the same data gives a byte-identical file.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { MODEL_FACETS } from '../../src/tagging/model.ts';
import { MODEL_PATH } from '../../src/tagging/offline.ts';
import { outOfFold } from './cross-validation.ts';
import { loadLabelled, loadRealWorld } from './dataset/labelled.ts';
import { trainModel } from './train-model.ts';
import { tune } from './tune.ts';

export { trainModel } from './train-model.ts';

if (import.meta.url === `file://${process.argv[1]}`) {
  const own = loadLabelled().filter((i) => i.split === 'train');
  const realWorld = loadRealWorld().filter((i) => i.split === 'train');
  const train = [...own, ...realWorld];
  console.log(
    `training on ${train.length} train items (${own.length} own, ${realWorld.length} real-world); every test split untouched`,
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
