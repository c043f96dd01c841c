/**
 * `npm run eval:tagger`: scores the offline tagger (and, for comparison, its rules alone; and the
 * LLM tagger when LLM_PROVIDER is set) on the held-out split and writes the table into docs/benchmarks.md and docs/tagging.md.
 * `--no-write` only prints.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { loadLabelled } from './dataset/labelled.ts';
import { evaluate, evaluationRows, inputOf } from './evaluation.ts';
import { tagOffline } from '../../src/tagging/offline.ts';
import { createLlmClient, loadConfig } from '@thistle/core';
import type { Tags } from '../../src/contracts.ts';
import { createTagger } from '../../src/tagging/index.ts';

const items = loadLabelled();
const test = items.filter((i) => i.split === 'test');
const train = items.filter((i) => i.split === 'train');
const hand = test.filter((i) => i.origin === 'handwritten');
const full = evaluate(test, (i) => tagOffline(inputOf(i)));
const rules = evaluate(test, (i) => tagOffline(inputOf(i), { model: null }));
const handOnly = evaluate(hand, (i) => tagOffline(inputOf(i)));

/**
 * With LLM_PROVIDER=openai (and its endpoint settings) the configured LLM is scored on the same
 * held-out items, four requests at a time; items where it failed count with the offline answer.
 */
const llmRows: string[] = [];
const config = loadConfig();
const llm = createLlmClient(config.llm);
if (llm) {
  const tagger = createTagger({ llm });
  const answers = new Map<string, Tags>();
  const queue = [...test];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let item = queue.shift(); item; item = queue.shift())
        answers.set(item.id, await tagger.tag(inputOf(item)));
    }),
  );
  const fellBack = [...answers.values()].filter((t) => t.taggedBy === 'offline').length;
  llmRows.push(
    ...evaluationRows(
      `LLM ${config.llm.model} (${fellBack} of ${test.length} fell back to offline)`,
      evaluate(test, (i) => answers.get(i.id)!),
    ),
  );
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const date = new Date().toISOString().slice(0, 10);
const section = [
  '## Tagger accuracy (held-out)',
  '',
  `${date}, ${machine}. \`npm run eval:tagger\`. Labelled set: ${items.length} items, ${train.length} train, ${test.length} held-out test (${hand.length} of them hand-written); the test split is never used for training or tuning. Percentages; multi-label facets are micro-averaged; category is macro-averaged over the four categories, with accuracy in the last column.`,
  '',
  '| tagger | facet | precision | recall | F1 | accuracy |',
  '| --- | --- | --- | --- | --- | --- |',
  ...evaluationRows('offline (rules + model)', full),
  ...evaluationRows('rules and gazetteer only', rules),
  ...evaluationRows(`offline, hand-written test items only (${hand.length})`, handOnly),
  ...llmRows,
  '',
].join('\n');
console.log(section);

function replaceSection(path: string, heading: string, text: string) {
  const doc = readFileSync(path, 'utf8');
  const start = doc.indexOf(heading);
  if (start === -1) {
    writeFileSync(path, `${doc.trimEnd()}\n\n${text}`);
    return;
  }
  const next = doc.indexOf('\n## ', start + heading.length);
  writeFileSync(path, `${doc.slice(0, start)}${text}${next === -1 ? '' : doc.slice(next + 1)}`);
}

if (!process.argv.includes('--no-write')) {
  for (const doc of ['docs/benchmarks.md', 'docs/tagging.md']) {
    const path = new URL(`../../../../${doc}`, import.meta.url);
    try {
      replaceSection(path.pathname, '## Tagger accuracy (held-out)', section);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
