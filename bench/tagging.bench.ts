import { loadLabelled } from '../packages/agent/src/tagging/dataset/labelled.ts';
import { inputOf } from '../packages/agent/src/tagging/evaluation.ts';
import { tagOffline } from '../packages/agent/src/tagging/offline.ts';
import type { BenchResult } from './run.ts';

/** Offline tagging throughput on one core: the labelled set, repeated, tagged one item at a time. */
export async function run(): Promise<BenchResult> {
  const inputs = loadLabelled().map(inputOf);
  // Warm-up: loads the model and lets the JIT settle before timing.
  for (const input of inputs) tagOffline(input);
  const rounds = 10;
  let tagged = 0;
  const start = performance.now();
  for (let r = 0; r < rounds; r++) {
    for (const input of inputs) {
      tagOffline(input);
      tagged += 1;
    }
  }
  const seconds = (performance.now() - start) / 1000;
  const perSecond = tagged / seconds;
  return {
    title: 'Tagging throughput (offline tagger, one core)',
    lines: [
      '| items tagged | time | items/s | goal |',
      '| --- | --- | --- | --- |',
      `| ${tagged} (${inputs.length} labelled items × ${rounds}) | ${seconds.toFixed(2)} s | ${Math.round(perSecond)} | > 2,000 ${perSecond > 2000 ? '(met)' : '(NOT met)'} |`,
    ],
  };
}
