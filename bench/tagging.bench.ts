import { loadLabelled, loadRealWorld } from '../packages/agent/tools/tagger/dataset/labelled.ts';
import { inputOf } from '../packages/agent/tools/tagger/evaluation.ts';
import { tagOffline } from '../packages/agent/src/tagging/offline.ts';
import type { TagInput } from '../packages/agent/src/contracts.ts';
import type { BenchResult } from './run.ts';

/**
 * Offline tagging throughput on one core, one item at a time: the project's own labelled items
 * (1-5 sentences) and the real-world items (about 100 words, closer to a real page's extract).
 * Seven timed passes each; the median is the figure, the best shows the machine unloaded (the CI
 * machine's two cores are shared).
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
  const sets = [
    { name: 'own labelled items', inputs: loadLabelled().map(inputOf), repeat: 3 },
    { name: 'real-world items', inputs: loadRealWorld().map(inputOf), repeat: 5 },
  ];
  const rows = sets.map(({ name, inputs, repeat }) => {
    const { median, best } = measure(inputs, repeat);
    return `| ${inputs.length * repeat} (${inputs.length} ${name} × ${repeat}) | 7 | ${Math.round(median)} | ${Math.round(best)} | > 2,000 ${median > 2000 ? '(met)' : '(NOT met)'} |`;
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
