/**
 * `npm run agreement:tagger`: how far a second labeller, reading the same real-world items with
 * the same conventions and without seeing the first labels, agrees with them; and how the tagger
 * and the extractor score against each labeller. Two people who agree on 90 % of categories set a
 * ceiling that no tagger measured against one of them can be expected to pass by much.
 */
import type { Tags } from '../../src/contracts.ts';
import { defaultModel, tagOffline } from '../../src/tagging/offline.ts';
import { extractFromItem } from '../extract/diagnose.ts';
import type { RealWorldItem } from '../extract/realworld.ts';
import { FACTS, scoreExtraction, type Fact } from '../extract/scoring.ts';
import { outOfFoldTags } from './cross-validation.ts';
import { loadLabelled, loadRealWorld, type LabelledItem } from './dataset/labelled.ts';
import {
  loadSecondLabels,
  SECOND_LABELLER_PATHS,
  type SecondLabel,
} from './dataset/second-labeller.ts';
import { evaluate, evaluationRows, inputOf, type Evaluation } from './evaluation.ts';
import { cohensKappa } from './metrics.ts';

const realWorld = loadRealWorld();
const byId = new Map(realWorld.map((item) => [item.id, item]));

/** Two readings of a fact agree when the London day is the same (and the time, when both give one). */
function sameFact(a: string | number | null, b: string | number | null): boolean {
  if (a === null || b === null) return a === b;
  if (typeof a === 'number' || typeof b === 'number') return a === b;
  if (a.slice(0, 10) !== b.slice(0, 10)) return false;
  return !(a.includes('T') && b.includes('T')) || a === b;
}

const pct = (v: number) => (v * 100).toFixed(1);
const asRealWorld = (item: LabelledItem, expected: SecondLabel['expected']): RealWorldItem => ({
  id: item.id,
  title: item.title,
  body: item.body,
  organisation: item.organisation,
  published: item.published ?? '2026-11-21',
  expected,
  split: item.split,
});

function factRows(items: LabelledItem[], second: Map<string, SecondLabel>): string[] {
  const first = items.map((i) => asRealWorld(i, i.expected!));
  const other = items.map((i) => asRealWorld(i, second.get(i.id)!.expected));
  const byFirst = scoreExtraction(first, extractFromItem).scores;
  const bySecond = scoreExtraction(other, extractFromItem).scores;
  const label: Record<Fact, string> = {
    deadline: 'deadline',
    eventStart: 'event start',
    amountMaxGbp: 'amount',
  };
  return FACTS.map((fact) => {
    let both = 0;
    let agreeStated = 0;
    let onlyFirst = 0;
    let onlySecond = 0;
    for (const item of items) {
      const a = item.expected![fact];
      const b = second.get(item.id)!.expected[fact];
      if (a !== null && b !== null) {
        both++;
        if (sameFact(a, b)) agreeStated++;
      } else if (a !== null) onlyFirst++;
      else if (b !== null) onlySecond++;
    }
    const f = byFirst[fact];
    const s = bySecond[fact];
    return `| ${label[fact]} | ${f.stated} | ${s.stated} | ${agreeStated} of ${both} | ${onlyFirst} | ${onlySecond} | ${f.right}/${f.stated} (${pct(f.right / f.stated)}) | ${s.right}/${s.stated} (${pct(s.right / s.stated)}) |`;
  });
}

function report(name: string, path: URL, tagOf: (item: LabelledItem) => Tags) {
  const labels = loadSecondLabels(path);
  const second = new Map(labels.map((l) => [l.id, l]));
  const items = labels.map((l) => {
    const item = byId.get(l.id);
    if (!item) throw new Error(`${path.pathname}: ${l.id} is not a real-world item`);
    return item;
  });
  const asSecond = items.map((i) => ({ ...i, labels: second.get(i.id)!.labels }));
  const between = evaluate(items, (i) => second.get(i.id)!.labels);
  const kappa = cohensKappa(
    items.map((i) => [i.labels.category, second.get(i.id)!.labels.category]),
  );
  const taggerFirst = evaluate(items, tagOf);
  const taggerSecond = evaluate(asSecond, tagOf);
  const agreedCategory = items.filter(
    (i) => i.labels.category === second.get(i.id)!.labels.category,
  );
  const agreedSectors = items.filter(
    (i) =>
      [...i.labels.sectors].sort().join() === [...second.get(i.id)!.labels.sectors].sort().join(),
  );
  const onAgreedCategory = evaluate(agreedCategory, tagOf);
  const onAgreedSectors = evaluate(agreedSectors, tagOf);
  const confusion = (e: Evaluation) =>
    [...e.confusion.category]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  const unsure = labels.filter((l) => l.unsure).length;
  return [
    `### ${name} (${items.length} items)`,
    '',
    `Second labeller against the first (the first as reference): category kappa ${kappa.toFixed(2)}; ${unsure} items marked unsure.`,
    '',
    '| answers | scored against | facet | precision | recall | F1 | accuracy / false-sector |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...evaluationRows('second labeller', between).map((r) =>
      r.replace('| second labeller |', '| second labeller | first labeller |'),
    ),
    ...evaluationRows('tagger', taggerFirst).map((r) =>
      r.replace('| tagger |', '| tagger | first labeller |'),
    ),
    ...evaluationRows('tagger', taggerSecond).map((r) =>
      r.replace('| tagger |', '| tagger | second labeller |'),
    ),
    '',
    `- Category disagreements (first → second): ${confusion(between) || 'none'}.`,
    `- On the ${agreedCategory.length} items whose category both labellers agree on, the tagger's category accuracy is ${pct(onAgreedCategory.category.accuracy)} %.`,
    `- On the ${agreedSectors.length} items whose sectors both labellers agree on, the tagger's sectors F1 is ${pct(onAgreedSectors.sectors.f1)} (precision ${pct(onAgreedSectors.sectors.precision)}, false-sector ${pct(onAgreedSectors.falseSector.rate)} %).`,
    '',
    '| fact | stated (first) | stated (second) | same, where both state one | first only | second only | extractor vs first | extractor vs second |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...factRows(items, second),
    '',
  ].join('\n');
}

const offline = (item: LabelledItem) => tagOffline(inputOf(item));
console.log(report('Real-world test split', SECOND_LABELLER_PATHS.test, offline));

/** Train items are scored out of fold, as in `npm run cv:tagger`: the shipped model has read them. */
const blend = defaultModel()?.json.blend;
const ownTrain = loadLabelled().filter((i) => i.split === 'train');
const rwTrain = realWorld.filter((i) => i.split === 'train');
const oof = blend ? outOfFoldTags([...ownTrain, ...rwTrain], blend) : undefined;
console.log(
  report(
    'Real-world train sample, tagger out of fold',
    SECOND_LABELLER_PATHS.trainSample,
    (item) => oof?.get(item.id) ?? offline(item),
  ),
);
