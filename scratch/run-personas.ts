import { loadPersonas, simulate } from '../packages/core/test/onboarding/simulate.ts';
const only = process.argv[2];
for (const p of loadPersonas()) {
  if (only && p.id !== only) continue;
  const r = simulate(p);
  console.log(`${r.id}: turns ${r.turns} completion ${r.completion}% right ${r.right}/42 opening ${r.openingFilled}/${r.openingTotal} tags ${r.tagsRight ? 'ok' : r.tagProblems.join('; ')}`);
  for (const w of r.wrong) console.log(`   ✗ ${w.field}: ${JSON.stringify(w.value)} expected ${JSON.stringify(w.expect)}`);
  if (only) console.log(r.transcript.join('\n'));
}
