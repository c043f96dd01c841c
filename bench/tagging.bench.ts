import { loadLabelled, loadRealWorld } from '../packages/agent/tools/tagger/dataset/labelled.ts';
import { inputOf } from '../packages/agent/tools/tagger/evaluation.ts';
import { tagOffline } from '../packages/agent/src/tagging/offline.ts';
import type { TagInput } from '../packages/agent/src/contracts.ts';
import { extractFacts } from '../packages/agent/src/extract/index.ts';
import type { BenchResult } from './run.ts';

/**
 * Offline tagging throughput on one core, one item at a time: the project's own labelled items
 * (1-5 sentences) and the real-world items (about 100 words, closer to a real page's extract).
 * Seven timed passes each; the median is the figure, the best shows the machine unloaded (the CI
 * machine's two cores are shared). The pipeline hands the tagger the facts it has just extracted
 * (store-entry.ts), so the first two rows do too; the third leaves the tagger to read them itself,
 * which is extraction and tagging together.
 */
function measure(inputs: TagInput[], repeat: number) {
  // Warm-up: loads the model and lets the JIT settle before timing.
  for (const input of inputs) tagOffline(input);
  const rates: number[] = [];
  for (let pass = 0; pass < 7; pass++) {
    const start = performance.now();
    for (let r = 0; r < repeat; r++) for (const input of inputs) tagOffline(input);
    rates.push((inputs.length * repeat) / ((performance.now() - start) / 1000));
  }
  rates.sort((a, b) => a - b);
  return { median: rates[3]!, best: rates[6]! };
}

export async function run(): Promise<BenchResult> {
  const withFacts = (inputs: TagInput[]) =>
    inputs.map((input) => ({
      ...input,
      facts: extractFacts(
        {
          title: input.title,
          text: input.body,
          link: input.link ?? null,
          organisation: input.organisation ?? null,
        },
        { now: input.published ?? new Date(), published: input.published ?? null },
      ),
    }));
  const realWorld = loadRealWorld().map(inputOf);
  const sets = [
    { name: 'own labelled items', inputs: withFacts(loadLabelled().map(inputOf)), repeat: 3 },
    { name: 'real-world items', inputs: withFacts(realWorld), repeat: 5 },
    // Extraction and tagging together: no goal of its own, the cost the pipeline pays for both.
    { name: 'real-world items, facts read too', inputs: realWorld, repeat: 5, goal: false },
  ];
  const rows = sets.map(({ name, inputs, repeat, goal = true }) => {
    const { median, best } = measure(inputs, repeat);
    const verdict = goal ? `> 2,000 ${median > 2000 ? '(met)' : '(NOT met)'}` : '—';
    return `| ${inputs.length * repeat} (${inputs.length} ${name} × ${repeat}) | 7 | ${Math.round(median)} | ${Math.round(best)} | ${verdict} |`;
  });
  return {
    title: 'Tagging throughput (offline tagger, one core)',
    lines: [
      '| items per pass | passes | median items/s | best items/s | goal |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
    ],
  };
}
