import { emptyOnboardingData, type OnboardingData, type OnboardingField } from '@thistle/shared';
import { offlineTurn } from '../packages/core/src/onboarding/offline-engine.ts';
import { loadPersonas, simulate } from '../packages/core/test/onboarding/simulate.ts';
import type { BenchResult } from './run.ts';

/**
 * The offline onboarding engine: the time of one turn (read the message, merge, choose the
 * next question, phrase the reply) over every persona's whole conversation, and the persona
 * suite's figures, per persona.
 */
export async function run(): Promise<BenchResult> {
  const personas = loadPersonas();
  const now = new Date('2026-11-23T10:00:00Z');
  const times: number[] = [];
  for (let pass = 0; pass < 5; pass++) {
    for (const persona of personas) {
      let data: OnboardingData = emptyOnboardingData();
      let asking: OnboardingField | null = null;
      let message = persona.opening ?? 'Hello';
      for (let turn = 0; turn < 50; turn++) {
        const start = performance.now();
        const out = offlineTurn({ data, message, asking, turn, now });
        if (pass > 0) times.push(performance.now() - start);
        data = out.data;
        asking = out.asking;
        if (!asking) break;
        message = persona.answers[asking].say;
      }
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const p95 = at(0.95);
  const rows = personas.map((persona) => {
    const r = simulate(persona, now);
    const answered = 42 - r.wrong.filter((w) => w.value === null).length;
    return `| ${r.id} | ${r.turns} | ${r.completion}% | ${r.right}/${answered} (${Math.round((100 * r.right) / answered)} %) | ${r.openingTotal ? `${r.openingFilled}/${r.openingTotal}` : '–'} | ${r.tagsRight ? 'all' : r.tagProblems.join('; ')} |`;
  });
  return {
    title: 'Onboarding: offline engine per turn, and the persona suite',
    lines: [
      `| turns timed | p50 | p95 | p99 | goal |`,
      '| --- | --- | --- | --- | --- |',
      `| ${times.length} | ${at(0.5).toFixed(2)} ms | ${p95.toFixed(2)} ms | ${at(0.99).toFixed(2)} ms | p95 < 20 ms ${p95 < 20 ? '(met)' : '(NOT met)'} |`,
      '',
      '| persona | turns | completion | fields right (of answered) | opening filled | expected tags |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
    ],
  };
}
