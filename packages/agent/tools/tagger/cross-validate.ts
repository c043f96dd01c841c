/**
 * `npm run cv:tagger`: the real-world train split scored out of fold (5 folds grouped by
 * organisation, the shipped blend), per file, with the confusion left; `--misses` lists the
 * train items whose category is wrong, `--region-misses` those whose regions are, `--sector-misses`
 * and `--topic-misses` those whose sectors or topics are. Never loads the real-world test split's scores: this is
 * what changes are chosen by, so the test split stays untouched.
 */
import { defaultModel } from '../../src/tagging/offline.ts';
import { outOfFoldTags } from './cross-validation.ts';
import { loadLabelled, loadRealWorld, type LabelledItem } from './dataset/labelled.ts';
import { confusionLines, evaluate, evaluationRows } from './evaluation.ts';

const ownTrain = loadLabelled().filter((i) => i.split === 'train');
const rwTrain = loadRealWorld().filter((i) => i.split === 'train');
const blend = defaultModel()?.json.blend;
if (!blend) throw new Error('no trained model: run npm run train:tagger first');
const tags = outOfFoldTags([...ownTrain, ...rwTrain], blend);
const tagOf = (item: LabelledItem) => tags.get(item.id)!;

/** Which file an item came from, by its id's prefix (data/realworld/*-SOURCES.md). */
const parts: Array<[string, (item: LabelledItem) => boolean]> = [
  ['all real-world train', () => true],
  ['scotland.jsonl + uk.jsonl', (i) => !i.id.startsWith('rw-x')],
  ['train-extra.jsonl', (i) => i.id.startsWith('rw-x-')],
  // The train split as it stood before round three: figures comparable across rounds.
  ['before round three', (i) => !/^rw-x[23456]-/.test(i.id)],
  ['train-extra-2.jsonl', (i) => i.id.startsWith('rw-x2-')],
  // ...and before round five (the 583 of rounds one to three).
  ['before round five', (i) => !/^rw-x[3456]-/.test(i.id)],
  ['train-extra-3.jsonl', (i) => i.id.startsWith('rw-x3-')],
  // ...and before round six (the 731 of rounds one to five).
  ['before round six', (i) => !/^rw-x[456]-/.test(i.id)],
  ['train-extra-4.jsonl', (i) => i.id.startsWith('rw-x4-')],
  // ...and before rounds seven and eight (the 851 of rounds one to six), written side by side.
  ['before rounds seven and eight', (i) => !/^rw-x[56]-/.test(i.id)],
  ['train-extra-5.jsonl', (i) => i.id.startsWith('rw-x5-')],
  ['train-extra-6.jsonl', (i) => i.id.startsWith('rw-x6-')],
  // ...and before round eleven (the 1,133 of rounds one to ten): the trainer's change alone.
  ['before round eleven', (i) => !i.id.startsWith('rw-x9-')],
  ['train-extra-9.jsonl', (i) => i.id.startsWith('rw-x9-')],
];
const rows = [
  '| split | facet | precision | recall | F1 | accuracy / false-sector |',
  '| --- | --- | --- | --- | --- | --- |',
];
for (const [label, keep] of parts) {
  const items = rwTrain.filter(keep);
  if (items.length > 0)
    rows.push(...evaluationRows(`${label} (${items.length})`, evaluate(items, tagOf)));
}
rows.push(...evaluationRows(`own train (${ownTrain.length})`, evaluate(ownTrain, tagOf)));
console.log(rows.join('\n'));
console.log(
  `\n${confusionLines(`real-world train (${rwTrain.length})`, evaluate(rwTrain, tagOf)).join('\n')}`,
);

if (process.argv.includes('--misses')) {
  for (const item of rwTrain) {
    const given = tagOf(item);
    if (given.category !== item.labels.category)
      console.log(`${item.id}: ${item.labels.category} → ${given.category} | ${item.title}`);
  }
}

if (process.argv.includes('--region-misses')) {
  for (const item of rwTrain) {
    const given = [...tagOf(item).regions].sort().join(',');
    const labelled = [...item.labels.regions].sort().join(',');
    if (given !== labelled)
      console.log(
        `${item.id}: ${labelled} → ${given} | ${item.labels.category} | ` +
          `${(item.sourceRegions ?? []).join(',')} | ${item.organisation} | ${item.title}`,
      );
  }
}

/** Items whose sectors or topics are wrong: labelled → given, with what decides a sector (who publishes). */
for (const facet of ['sectors', 'topics'] as const) {
  if (!process.argv.includes(`--${facet.slice(0, -1)}-misses`)) continue;
  for (const item of rwTrain) {
    const given = [...tagOf(item)[facet]].sort().join(',') || '-';
    const labelled = [...item.labels[facet]].sort().join(',') || '-';
    if (given !== labelled)
      console.log(
        `${item.id}: ${labelled} → ${given} | ${item.labels.category} | ${item.organisation} | ${item.title}`,
      );
  }
}
