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

/**
 * Which file an item came from, by its id's prefix (data/realworld/*-SOURCES.md): 0 for
 * scotland.jsonl and uk.jsonl, 1 for train-extra.jsonl ("rw-x-"), n for train-extra-n.jsonl.
 */
function fileOf(item: LabelledItem): number {
  const prefix = /^rw-x(\d*)-/.exec(item.id);
  if (!prefix) return 0;
  return prefix[1] ? Number(prefix[1]) : 1;
}
const inFile = (n: number) => (i: LabelledItem) => fileOf(i) === n;
/** The train split as it stood before a file was added: figures comparable across rounds. */
const before = (n: number) => (i: LabelledItem) => fileOf(i) < n;

const parts: Array<[string, (item: LabelledItem) => boolean]> = [
  ['all real-world train', () => true],
  ['scotland.jsonl + uk.jsonl', inFile(0)],
  ['train-extra.jsonl', inFile(1)],
  ['before round three', before(2)],
  ['train-extra-2.jsonl', inFile(2)],
  ['before round five', before(3)],
  ['train-extra-3.jsonl', inFile(3)],
  ['before round six', before(4)],
  ['train-extra-4.jsonl', inFile(4)],
  // Rounds seven and eight were written side by side.
  ['before rounds seven and eight', before(5)],
  ['train-extra-5.jsonl', inFile(5)],
  ['train-extra-6.jsonl', inFile(6)],
  ['train-extra-7.jsonl', inFile(7)],
  ['train-extra-8.jsonl', inFile(8)],
  // The 1,133 of rounds one to ten: where the full-batch trainer was chosen (ADR 0028).
  ['before round eleven', before(9)],
  ['train-extra-9.jsonl', inFile(9)],
  ['train-extra-10.jsonl', inFile(10)],
  // The 1,248 of rounds one to twelve: where round thirteen was measured from.
  ['before round thirteen', before(11)],
  ['train-extra-11.jsonl', inFile(11)],
  ['train-extra-12.jsonl', inFile(12)],
  ['train-extra-13.jsonl', inFile(13)],
  // The 1,584 of rounds one to fifteen: where round sixteen and the title's own features were measured from.
  ['before round sixteen', before(14)],
  ['train-extra-14.jsonl', inFile(14)],
  ['train-extra-15.jsonl', inFile(15)],
  // The 1,866 of rounds one to seventeen: where round eighteen was measured from.
  ['before round eighteen', before(16)],
  ['train-extra-16.jsonl', inFile(16)],
  // The 2,013 of rounds one to eighteen: where round nineteen was measured from.
  ['before round nineteen', before(17)],
  ['train-extra-17.jsonl', inFile(17)],
  // The 2,161 of rounds one to nineteen: where round twenty was measured from.
  ['before round twenty', before(18)],
  ['train-extra-18.jsonl', inFile(18)],
  // The 2,307 of rounds one to twenty: where round twenty-one was measured from.
  ['before round twenty-one', before(19)],
  ['train-extra-19.jsonl', inFile(19)],
  // The 2,456 of rounds one to twenty-one: where round twenty-two was measured from.
  ['before round twenty-two', before(20)],
  ['train-extra-20.jsonl', inFile(20)],
  // The 2,676 of rounds one to twenty-two: where round twenty-three was measured from.
  ['before round twenty-three', before(21)],
  ['train-extra-21.jsonl', inFile(21)],
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
