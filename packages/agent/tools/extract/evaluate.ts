/**
 * `npm run eval:extract`: scores the extractor's deadline, event start and amount on the
 * real-world set (packages/agent/tools/tagger/data/realworld), the test split first, then train.
 * `--misses` lists the TRAIN split's misses one by one; the test split is only ever reported in
 * aggregate, so nobody tunes the extractor to its items. `--train` scores the train split alone,
 * so working on the rules does not spend a look at the test figures.
 */
import { amountOnOffer, eventDatesAsStored } from '../../src/extract/index.ts';
import { tagOffline } from '../../src/tagging/index.ts';
import { loadRealWorld as loadLabelled } from '../tagger/dataset/labelled.ts';
import { inputOf } from '../tagger/evaluation.ts';
import { extractFromItem, whereDateMissed } from './diagnose.ts';
import { loadRealWorld, type RealWorldItem } from './realworld.ts';
import { FACTS, scoreExtraction, type Fact } from './scoring.ts';

const LABEL: Record<Fact, string> = {
  deadline: 'deadline',
  eventStart: 'event start',
  amountMaxGbp: 'amount',
};

const extract = extractFromItem;

/** The category the offline tagger gives each item, as the pipeline has it when it stores. */
const taggedCategory = new Map(loadLabelled().map((i) => [i.id, tagOffline(inputOf(i)).category]));

/**
 * The facts as stored: only items the tagger calls funding offer an amount (amountOnOffer), and
 * only events keep the event dates read from their text (eventDatesAsStored).
 */
function stored(item: RealWorldItem) {
  const facts = extract(item);
  const category = taggedCategory.get(item.id) ?? 'funding';
  return {
    ...facts,
    ...eventDatesAsStored(facts, category),
    amountMaxGbp: amountOnOffer(facts.amountMaxGbp, category),
  };
}

const pct = (n: number, of: number) => (of === 0 ? '  -  ' : `${((n / of) * 100).toFixed(1)} %`);

const items = loadRealWorld();
const splits = process.argv.includes('--train')
  ? (['train'] as const)
  : (['test', 'train'] as const);
for (const split of splits) {
  const subset = items.filter((i) => i.split === split);
  const { scores, misses } = scoreExtraction(subset, extract);
  console.log(`\n${split.toUpperCase()} split: ${subset.length} items`);
  console.log('fact         right              false positives');
  for (const fact of FACTS) {
    const s = scores[fact];
    console.log(
      `${LABEL[fact].padEnd(12)} ${`${s.right}/${s.stated}`.padStart(7)}  ${pct(s.right, s.stated).padStart(7)}   ${`${s.falsePositives}/${s.unstated}`.padStart(7)}  ${pct(s.falsePositives, s.unstated).padStart(7)}`,
    );
  }
  const asStored = scoreExtraction(subset, stored).scores;
  for (const [label, s] of [
    ['event start, as stored (events items only)', asStored.eventStart],
    ['amount, as stored (funding items only)', asStored.amountMaxGbp],
  ] as const)
    console.log(
      `${label.padEnd(12)} ${`${s.right}/${s.stated}`.padStart(7)}  ${pct(s.right, s.stated).padStart(7)}   ${`${s.falsePositives}/${s.unstated}`.padStart(7)}  ${pct(s.falsePositives, s.unstated).padStart(7)}`,
    );
  for (const fact of FACTS) {
    const kinds = new Map<string, number>();
    for (const miss of misses.filter((m) => m.fact === fact)) {
      const where = whereDateMissed(
        subset.find((i) => i.id === miss.id)!,
        miss,
      );
      const kind = where ? `${miss.kind} (date ${where})` : miss.kind;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    if (kinds.size > 0)
      console.log(
        `  ${LABEL[fact]} misses: ${[...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ')}`,
      );
  }
  if (split === 'train' && process.argv.includes('--misses')) {
    console.log('\nTrain misses (id, fact, expected, extracted):');
    for (const miss of misses)
      console.log(
        `  ${miss.id}  ${LABEL[miss.fact]} (${miss.kind})  ${miss.expected}  ${miss.got}`,
      );
  }
}
