/**
 * `npm run eval:tagger`: scores the offline tagger on the real-world test split first (the figure
 * that matters: organisations and publisher voices it never trained on), then the real-world
 * train split by cross-validation, then the project's own labelled set; rules alone for
 * comparison; the LLM tagger too when LLM_PROVIDER is set. Writes the section into
 * docs/benchmarks.md and docs/tagging.md; `--no-write` only prints.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { createLlmClient, loadConfig } from '@thistle/core';
import type { Tags } from '../../src/contracts.ts';
import { createTagger } from '../../src/tagging/index.ts';
import { defaultModel, tagOffline } from '../../src/tagging/offline.ts';
import { outOfFoldTags } from './cross-validation.ts';
import { loadLabelled, loadRealWorld, type LabelledItem } from './dataset/labelled.ts';
import { confusionLines, evaluate, evaluationRows, inputOf } from './evaluation.ts';

const own = loadLabelled();
const realWorld = loadRealWorld();
const rwTest = realWorld.filter((i) => i.split === 'test');
const rwTrain = realWorld.filter((i) => i.split === 'train');
const ownTest = own.filter((i) => i.split === 'test');
const ownTrain = own.filter((i) => i.split === 'train');
const hand = ownTest.filter((i) => i.origin === 'handwritten');
const orgs = (items: LabelledItem[]) => new Set(items.map((i) => i.organisation)).size;
const isScottish = (i: LabelledItem) => i.id.startsWith('rw-') && !i.id.startsWith('rw-uk-');

const offline = (i: LabelledItem) => tagOffline(inputOf(i));
const rulesOnly = (i: LabelledItem) => tagOffline(inputOf(i), { model: null });

const rwTestFull = evaluate(rwTest, offline);
const rwTestRules = evaluate(rwTest, rulesOnly);
const rwTestScotland = evaluate(rwTest.filter(isScottish), offline);
const rwTestUk = evaluate(
  rwTest.filter((i) => !isScottish(i)),
  offline,
);

/**
 * Real-world train items scored out of fold: the models of five folds (grouped by organisation)
 * each trained on everything the tagger trains on except that fold, with the shipped blend.
 */
const settings = defaultModel()?.json.blend;
const oofTags = settings ? outOfFoldTags([...ownTrain, ...rwTrain], settings) : undefined;
const rwTrainCv = evaluate(rwTrain, oofTags ? (i) => oofTags.get(i.id)! : offline);

const ownFull = evaluate(ownTest, offline);
const ownRules = evaluate(ownTest, rulesOnly);
const handOnly = evaluate(hand, offline);

/**
 * With LLM_PROVIDER=openai (and its endpoint settings) the configured LLM is scored on the
 * real-world test split, four requests at a time; items where it failed count with the offline answer.
 */
const llmRows: string[] = [];
const config = loadConfig();
const llm = createLlmClient(config.llm);
if (llm) {
  const tagger = createTagger({ llm });
  const answers = new Map<string, Tags>();
  const queue = [...rwTest];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let item = queue.shift(); item; item = queue.shift())
        answers.set(item.id, await tagger.tag(inputOf(item)));
    }),
  );
  const fellBack = [...answers.values()].filter((t) => t.taggedBy === 'offline').length;
  llmRows.push(
    ...evaluationRows(
      `LLM ${config.llm.model}, real-world test (${fellBack} of ${rwTest.length} fell back to offline)`,
      evaluate(rwTest, (i) => answers.get(i.id)!),
    ),
  );
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const date = new Date().toISOString().slice(0, 10);
const rwTestLabel = `real-world test (${rwTest.length})`;
const section = [
  '## Tagger accuracy (held-out)',
  '',
  `${date}, ${machine}. \`npm run eval:tagger\`. Percentages; multi-label facets are micro-averaged; category is macro-averaged over the four categories, with accuracy in the last column; the sectors row adds the false-sector rate (items open to all sectors that were given one).`,
  '',
  `- **Real-world test**: ${rwTest.length} items from ${orgs(rwTest)} organisations (${rwTestScotland.items} Scottish, ${rwTestUk.items} UK/England/Wales/NI) that the tagger never trained or tuned on. The figure that matters.`,
  `- **Real-world train, cross-validated**: ${rwTrain.length} items from ${orgs(rwTrain)} organisations, each scored by a model trained without its fold (5 folds grouped by organisation).`,
  `- **Own labelled set**: the project's ${own.length} written items, ${ownTest.length} held out (${hand.length} of them hand-written).`,
  '',
  '| tagger and split | facet | precision | recall | F1 | accuracy / false-sector |',
  '| --- | --- | --- | --- | --- | --- |',
  ...evaluationRows(`offline, ${rwTestLabel}`, rwTestFull),
  ...evaluationRows(`offline, real-world test, Scotland (${rwTestScotland.items})`, rwTestScotland),
  ...evaluationRows(`offline, real-world test, UK (${rwTestUk.items})`, rwTestUk),
  ...evaluationRows(`rules and gazetteer only, ${rwTestLabel}`, rwTestRules),
  ...evaluationRows(`offline, real-world train, cross-validated (${rwTrain.length})`, rwTrainCv),
  ...evaluationRows(`offline, own test split (${ownTest.length})`, ownFull),
  ...evaluationRows(`rules and gazetteer only, own test split (${ownTest.length})`, ownRules),
  ...evaluationRows(`offline, own hand-written test items (${hand.length})`, handOnly),
  ...llmRows,
  '',
].join('\n');
const confusion = [
  ...confusionLines(rwTestLabel, rwTestFull),
  ...confusionLines(`real-world train, cross-validated (${rwTrain.length})`, rwTrainCv),
].join('\n');
console.log(`${section}\n${confusion}`);

function replaceSection(path: string, heading: string, text: string) {
  const doc = readFileSync(path, 'utf8');
  const start = doc.indexOf(heading);
  if (start === -1) {
    writeFileSync(path, `${doc.trimEnd()}\n\n${text}`);
    return;
  }
  const next = doc.indexOf('\n## ', start + heading.length);
  const rest = next === -1 ? '' : `\n${doc.slice(next + 1)}`;
  writeFileSync(path, `${doc.slice(0, start)}${text.trimEnd()}\n${rest}`);
}

if (!process.argv.includes('--no-write')) {
  // The benchmarks keep the table; the tagging doc also keeps the confusion that remains.
  for (const [doc, text] of [
    ['docs/benchmarks.md', section],
    ['docs/tagging.md', `${section}\n${confusion}`],
  ] as const) {
    const path = new URL(`../../../../${doc}`, import.meta.url);
    try {
      replaceSection(path.pathname, '## Tagger accuracy (held-out)', text);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
